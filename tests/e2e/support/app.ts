import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { loginThroughApi } from './api-login';
import { solveCaptchaSrc, type SolvedCaptcha } from './captcha';
import { LABELS, PASSWORD, type Language } from './labels';

// Doing things in the app the way a user does, plus small waiting assertions (playwright-core has
// no auto-retrying expect; vitest's expect.poll does the retrying).

export const LOGIN_PATHS = ['/login', '/admin/login'];

/**
 * A button's name as a pattern: antd puts a space between two Chinese characters (确 定), so
 * any whitespace between characters is allowed.
 */
export function buttonName(text: string): RegExp {
  const chars = [...text.replace(/\s+/g, '')].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\s*${chars.join('\\s*')}\\s*$`);
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export function isLoginPage(page: Page): boolean {
  return LOGIN_PATHS.includes(pathOf(page));
}

/** Waits until the locator is visible; fails with a readable message otherwise. */
export async function expectVisible(locator: Locator, timeout?: number): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** Waits until nothing matching the locator is visible. */
export async function expectHidden(locator: Locator, timeout?: number): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** The login form's fields and buttons in one language. */
export function loginForm(page: Page, language: Language) {
  const l = LABELS[language];
  const form = page.getByRole('form');
  return {
    form,
    username: form.getByRole('textbox', { name: l.username, exact: true }),
    password: form.getByLabel(l.password, { exact: true }),
    code: form.getByRole('textbox', { name: l.code, exact: true }),
    captchaImage: form.getByRole('img', { name: l.captchaImage, exact: true }),
    captchaButton: form.getByRole('button', { name: l.refreshCaptcha, exact: true }),
    submit: form.getByRole('button', { name: l.login, exact: true }),
    languageButton: page.getByRole('button', { name: l.otherLanguage }),
  };
}

/** Which language the login page is in, told by the language button (it names the other one). */
export async function loginPageLanguage(page: Page): Promise<Language> {
  const en = page.getByRole('button', { name: LABELS.en.otherLanguage, exact: true });
  const zh = page.getByRole('button', { name: LABELS.zh.otherLanguage, exact: true });
  await expectVisible(en.or(zh));
  return (await zh.isVisible()) ? 'zh' : 'en';
}

/** Clicks the language button and waits for the reloaded page in the other language. */
export async function switchLanguage(page: Page, to: Language): Promise<void> {
  const from: Language = to === 'en' ? 'zh' : 'en';
  const button = page.getByRole('button', { name: LABELS[from].otherLanguage });
  await Promise.all([page.waitForEvent('load'), button.click()]);
  await expectVisible(page.getByRole('button', { name: LABELS[to].otherLanguage }));
}

/** The current captcha src once the picture has loaded. */
export async function captchaSrc(page: Page, language: Language): Promise<string> {
  const image = loginForm(page, language).captchaImage;
  await expectVisible(image);
  const src = await image.getAttribute('src');
  if (!src) throw new Error('the captcha image has no src');
  return src;
}

/** Waits until the captcha picture is a different one than `previous`. */
export async function captchaChangedFrom(page: Page, language: Language, previous: string): Promise<string> {
  await expect
    .poll(async () => (await captchaSrc(page, language)) !== previous, {
      timeout: 10_000,
      message: 'the captcha image should change',
    })
    .toBe(true);
  return captchaSrc(page, language);
}

/** Reads the captcha picture and answers it. */
export async function solveCaptcha(page: Page, language: Language): Promise<SolvedCaptcha> {
  return solveCaptchaSrc(await captchaSrc(page, language));
}

// The captcha each page last answered. A failed login makes the console fetch a new picture after
// the reason is shown; answering the old one again would be a wrong captcha, so the next attempt
// waits for the new picture.
const answeredCaptcha = new WeakMap<Page, string>();

export interface LoginOptions {
  /** switch the login page to this language first (with its language button) */
  language?: Language;
  /** false: do not wait for the login page to be left (for tests of failed logins) */
  expectSuccess?: boolean;
}

/**
 * Logs in and waits until the app has left the login page. On a login page already open, or to
 * switch its language first, or for a login that may fail, through the form like a person: types
 * username and password, reads the captcha picture, types the answer and presses the button.
 * Otherwise through the calls the form makes (./api-login.ts), then to the home page: the login
 * form has tests of its own (login.test.ts and every test that opens /login first).
 */
export async function loginAs(
  page: Page,
  username: string,
  password = PASSWORD,
  options: LoginOptions = {},
): Promise<void> {
  if (!isLoginPage(page) && !options.language && options.expectSuccess !== false) {
    await loginThroughApi(page, username, password);
    return;
  }
  if (!isLoginPage(page)) await page.goto('/login');
  let language = await loginPageLanguage(page);
  if (options.language && options.language !== language) {
    await switchLanguage(page, options.language);
    language = options.language;
  }
  const form = loginForm(page, language);
  await form.username.fill(username);
  await form.password.fill(password);
  const answered = answeredCaptcha.get(page);
  const src = answered ? await captchaChangedFrom(page, language, answered) : await captchaSrc(page, language);
  answeredCaptcha.set(page, src);
  const { answer } = solveCaptchaSrc(src);
  await form.code.fill(answer);
  await form.submit.click();
  if (options.expectSuccess === false) return;
  // '/' is only a stop on the way to /index.
  await page.waitForURL((url) => !LOGIN_PATHS.includes(url.pathname) && url.pathname !== '/');
}

/** The sidebar navigation of the console shell. */
export function mainMenu(page: Page, language: Language): Locator {
  return page.getByRole('navigation', { name: LABELS[language].mainMenu, exact: true });
}

/** The visible top-level entries (directories and pages) of the sidebar, by their text. */
export async function menuTitles(page: Page, language: Language): Promise<string[]> {
  const menu = mainMenu(page, language);
  await expectVisible(menu);
  const top = menu.getByRole('menu').first();
  await expectVisible(top);
  // Direct children of the root menu: directories (submenu titles) and leaf items.
  const titles = await top.evaluate((root) =>
    Array.from(root.children)
      .map((li) => {
        const title = li.querySelector('[role="menuitem"]') ?? li;
        return (title.textContent ?? '').trim();
      })
      .filter(Boolean),
  );
  return titles;
}

/** The home page's greeting heading. */
export function welcomeHeading(page: Page, language: Language, name: string): Locator {
  return page.getByRole('heading', { name: LABELS[language].welcome(name), exact: true });
}

/**
 * Waits until the page's leave guard would ask before a reload (a person never reloads within a
 * frame of the last keystroke; on a loaded machine the app may take a moment to take it in).
 */
export async function untilLeaveGuarded(page: Page): Promise<void> {
  const guarded = () =>
    page.evaluate(() => {
      const probe = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(probe);
      return probe.defaultPrevented;
    });
  await expect.poll(guarded).toBe(true);
}

/**
 * Reloads the page, saying yes when it asks before leaving (replacing the watcher's "stay"), and
 * returns the kinds of dialog it asked with.
 */
export async function reloadLeaving(page: Page): Promise<string[]> {
  const asked: string[] = [];
  page.removeAllListeners('dialog');
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  return asked;
}

/** Logs out through the user menu and its confirmation, and waits for the login page. */
export async function logout(page: Page, language: Language): Promise<void> {
  const l = LABELS[language];
  await page.getByRole('button', { name: l.userMenu, exact: true }).click();
  await page.getByRole('menuitem', { name: l.logout }).click();
  await page
    .getByRole('dialog', { name: l.systemPrompt, exact: true })
    .getByRole('button', { name: buttonName(l.ok) })
    .click();
  await page.waitForURL(/\/login/);
}
