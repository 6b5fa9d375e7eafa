import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { buttonName, expectVisible, loginAs, logout } from './support/app';
import { checkpoint, dialogsOf, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { coverageGaps } from './support/declared-screens';
import { FORMULAS, HOSTILE_FIELDS, hostileText, plantHostileData } from './support/hostile-payloads';
import { HOSTILE_VISITS, PUBLIC_VISITS, readSeedIds, type Account, type SeedIds } from './support/hostile-visits';
import { openInApp, withTagsView } from './support/tabs';
import { labelled } from './system-helpers';

// Hostile input: payloads (markup with handlers, script tags, `javascript:` addresses, template
// syntax, very long words, emoji, right-to-left text) are stored in every text field of every
// record type, a few are typed through the real forms and the rich-text editor, and then every
// screen the app declares, the public website and the content page are opened: no payload runs
// (each would report itself), no page error, the page never gets wider than the window, and
// formula-like text leaves the export neutralised.

const WIDTH = 1366;
/** A payload's visible marker: `hx<table>_<field>` and the like (hostile-payloads.ts). */
const MARKER = /hx(?:n|l|ui)?\d*_[\w]+/;

/** The marker of one table field's payload. */
function markerOf(table: string, field: string): string {
  const t = Object.keys(HOSTILE_FIELDS).indexOf(table);
  const f = HOSTILE_FIELDS[table]?.indexOf(field) ?? -1;
  if (t < 0 || f < 0) throw new Error(`${table}.${field} holds no payload`);
  return `hx${t}_${f}`;
}

/** What is wrong on the page now: markup made from a payload, script addresses, a too-wide page. */
function problemsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on') && attr.value.includes('__xss')) {
          problems.push(`a payload became markup: <${el.tagName.toLowerCase()} ${name}>`);
        }
        // (a picture or a video never runs its address; a frame or an object would)
        const runs =
          ['href', 'action', 'formaction', 'xlink:href'].includes(name) ||
          (['src', 'data'].includes(name) && ['IFRAME', 'FRAME', 'EMBED', 'OBJECT'].includes(el.tagName));
        if (runs && /^\s*javascript:/i.test(attr.value)) {
          problems.push(`a script address on <${el.tagName.toLowerCase()} ${name}="${attr.value.slice(0, 60)}">`);
        }
      }
      if (el.tagName === 'SCRIPT' && (el.textContent ?? '').includes('__xss'))
        problems.push('a payload became a <script>');
    }
    const width = document.documentElement.scrollWidth;
    if (width > window.innerWidth) {
      // name the innermost elements that reach past the window: what widened the page
      const past = (el: Element) => el.getBoundingClientRect().right > window.innerWidth + 1;
      const culprits = Array.from(document.querySelectorAll('main *'))
        .filter((el) => past(el) && !Array.from(el.children).some(past))
        .slice(0, 3)
        .map(
          (el) =>
            `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">${(el.textContent ?? '').slice(0, 20)}`,
        );
      problems.push(`the page is ${width}px wide in a ${window.innerWidth}px window (${culprits.join('; ')})`);
    }
    return problems;
  });
}

/** Marks what the main area shows now, so the next wait only counts what a new screen adds. */
function markShown(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll('main *'))) el.setAttribute('data-hostile-seen', '');
  });
}

/** Waits until the main area shows something it did not at the last `markShown`. */
async function waitForFresh(page: Page, where: string): Promise<void> {
  await page
    .waitForFunction(() =>
      Array.from(document.querySelectorAll('main *')).some(
        (el) => !el.hasAttribute('data-hostile-seen') && el.checkVisibility() && (el as HTMLElement).innerText?.trim(),
      ),
    )
    .catch(() => {
      throw new Error(`${where} should show something`);
    });
}

/**
 * Waits until the main area shows a payload (as text, or in a field's value) in an element that
 * was not there at the last `markShown`: the screen just opened has its data.
 */
async function waitForPayload(page: Page, where: string): Promise<void> {
  await page
    .waitForFunction(
      (source) => {
        const marker = new RegExp(source);
        const main = document.querySelector('main');
        if (!main) return false;
        const fresh = (el: Element | null) => !!el && !el.hasAttribute('data-hostile-seen') && el.checkVisibility();
        const texts = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          if (marker.test(node.textContent ?? '') && fresh(node.parentElement)) return true;
        }
        return Array.from(main.querySelectorAll('input, textarea')).some(
          (field) => fresh(field) && marker.test((field as HTMLInputElement).value),
        );
      },
      MARKER.source,
      { timeout: 15_000 },
    )
    .catch(() => {
      throw new Error(`${where} should show a stored payload`);
    });
}

describe('hostile input', { timeout: 240_000 }, () => {
  const session = useBrowserSession({ contextOptions: { viewport: { width: WIDTH, height: 800 } } });

  it('has a visit for every screen the app declares, and none for a screen that is gone', () => {
    const gaps = coverageGaps(HOSTILE_VISITS.map((v) => v.screen));
    expect(gaps, 'declared screens the sweep does not open').toEqual({ missing: [], unknown: [] });
  });

  it('stores payloads in every text field; no screen runs them or is widened by them', async () => {
    const { page, context } = session;
    const ran: string[] = [];
    // A payload that runs reports itself here, whatever page it ran on.
    await context.exposeBinding('__xssReport', (_source, marker: unknown) => void ran.push(String(marker)));
    await context.addInitScript(() => {
      const report = (window as unknown as { __xssReport: (m: unknown) => void }).__xssReport;
      (window as unknown as { __xss: { push: (m: unknown) => void } }).__xss = { push: (m) => report(m) };
    });
    await loginAs(page, 'admin');
    const planted = await plantHostileData(session.server);
    await withTagsView(page);
    // A page of the app outside the console's frame: the home page, the sweep's first screen,
    // must be new to it (once the app was on it, opening it again adds nothing to wait for).
    await page.goto('/404');
    const ids: SeedIds = await readSeedIds(session.server);
    // The report works: a payload that ran would be heard.
    await page.evaluate(() => (window as unknown as { __xss: { push: (m: string) => void } }).__xss.push('probe'));
    await expect.poll(() => ran).toEqual(['probe']);
    ran.length = 0;

    const screens: string[] = [];
    const problems: string[] = [];
    /** Checks the page once it shows what `wait` says: a payload, anything new, or as it is. */
    const look = async (where: string, wait: 'payload' | 'fresh' | 'now') => {
      if (wait === 'payload') await waitForPayload(page, where);
      if (wait === 'fresh') await waitForFresh(page, where);
      // a broken image's error event comes a moment after it is added
      await page.waitForTimeout(50);
      for (const problem of await problemsOnPage(page)) problems.push(`${where}: ${problem}`);
      screens.push(where);
    };
    const visit = async (account: Account) => {
      for (const screen of HOSTILE_VISITS.filter((v) => v.as === account)) {
        await markShown(page);
        await openInApp(page, screen.path(ids));
        await look(screen.screen, screen.shows ? 'payload' : 'fresh');
        await checkpoint(page, `hostile-${screen.screen}`);
      }
    };

    await visit('admin');
    // The site's name is stored text: the window title shows it as it is.
    expect(await page.title()).toContain(
      `<img src=x onerror=__xss.push('${markerOf('siteConfig', 'name').slice(2)}')>`,
    );

    // A dropdown whose options are stored names.
    await openInApp(page, '/admin/subject/index');
    await page.getByRole('search').getByRole('combobox').first().click();
    await expectVisible(page.getByText(markerOf('disciplines', 'disciplineName')).first());
    await look('discipline dropdown', 'now');
    await page.keyboard.press('Escape');

    // Typed through the real form: an activity's name and its rich text (a typed line and pasted markup).
    const typedName = hostileText('ui_name');
    await openInApp(page, `/admin/activity/edit/${ids.activityId}`);
    await expect.poll(() => page.getByLabel('活动名称（中文）').inputValue()).toMatch(MARKER);
    // (cut by the field at its length; the stored English name is longer than the form takes)
    await page.getByLabel('活动名称（中文）').fill(typedName);
    await page.getByLabel('活动名称（英文）').fill(hostileText('ui_en').slice(0, 100));
    const editor = page.getByLabel('活动内容', { exact: true }).locator('[contenteditable=true]');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(hostileText('ui_typed'));
    await editor.evaluate((area) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        `<p>hxui_pasted</p><img src=x onerror="__xss.push('ui_pasted')"><a href="javascript:__xss.push('ui_link')">link</a><script>__xss.push('ui_script')</script>`,
      );
      area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await page
      .getByRole('main')
      .getByRole('button', { name: buttonName('保存') })
      .click();
    await page.waitForURL(/\/admin\/activity\/index/);
    await openInApp(page, `/admin/activity/detail/${ids.activityId}`);
    await expectVisible(page.getByRole('main').getByText('hxui_pasted'));
    await expectVisible(page.getByRole('main').getByText(/hxui_typed/));
    await expectVisible(
      page
        .getByRole('main')
        .getByText(/hxui_name/)
        // the kept activity list, hidden behind, shows the name too
        .filter({ visible: true })
        .first(),
    );
    await look('typed activity details', 'now');

    // Export: formula-like names leave the sheet neutralised.
    await openInApp(page, '/system/user/index');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('main')
        .getByRole('button', { name: labelled('导出') })
        .click(),
    ]);
    const [sheet] = await readXlsxFile((await download.path()) as string);
    const names = sheet.data.slice(1).map((row) => String(row[2]));
    for (const formula of FORMULAS) expect(names).toContain(`'${formula}`);
    expect(names.filter((name) => /^[=+\-@]/.test(name))).toEqual([]);

    await logout(page, 'zh');
    await loginAs(page, 'teacher');
    await visit('teacher');

    for (const visitPublic of PUBLIC_VISITS) {
      await page.goto(visitPublic.path(ids));
      await look(visitPublic.name, 'payload');
      await checkpoint(page, `hostile-${visitPublic.name}`);
    }
    // the typed activity on the public website, opened from its card
    await page.goto(`/website?activity=${ids.activityId}`);
    await expectVisible(page.getByRole('dialog').getByText('hxui_pasted'));
    await look('website activity', 'now');

    expect(problems).toEqual([]);
    expect(ran, 'payloads that ran').toEqual([]);
    expect(dialogsOf(page), 'native dialogs the payloads opened').toEqual([]);
    console.log(
      `hostile sweep: ${planted.fields + 3} fields, ${screens.length} screens (${HOSTILE_VISITS.length} declared + public pages and states; ${planted.rows} stored rows)`,
    );
    expectNoConsoleErrors(page);
  });
});
