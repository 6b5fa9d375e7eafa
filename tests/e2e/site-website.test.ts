import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buttonName, expectVisible } from './support/app';
import { checkpoint, dialogsOf, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import type { Language } from './support/labels';

// The public website on a phone: no login, the site's name, the carousel, the activities with
// their state, registering for one in progress, and the content items with their QR codes.

const WORDS = {
  zh: {
    other: 'English',
    activities: '活动',
    contents: '精选内容',
    inProgress: '进行中',
    register: (name: string) => `立即报名 ${name}`,
    name: '姓名',
    phone: '手机号码',
    area: '地区',
    submit: '提交报名',
    done: '报名成功',
    phoneInvalid: '请输入正确的手机号码',
    duplicate: '该手机号码已报名此活动',
    person: { name: '王小明', area: '上海市徐汇区' },
    carousel: '轮播图',
  },
  en: {
    other: '中文',
    activities: 'Activities',
    contents: 'Featured content',
    inProgress: 'In progress',
    register: (name: string) => `Register for ${name}`,
    name: 'Name',
    phone: 'Mobile number',
    area: 'Area',
    submit: 'Register',
    done: 'You are registered',
    phoneInvalid: 'Please enter a valid phone number',
    duplicate: 'This mobile number is already registered for this activity',
    person: { name: 'Tom Green', area: 'Xuhui, Shanghai' },
    carousel: 'Banners',
  },
} as const;

/** Opens /website in a language (the language lives in local storage, as the switch leaves it). */
async function openWebsite(page: Page, language: Language) {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  await page.goto('/website');
  await expectVisible(page.getByRole('heading', { level: 1 }));
}

/** The name of the first activity shown as in progress (the list puts those first). */
async function activityInProgress(page: Page, language: Language): Promise<string> {
  const words = WORDS[language];
  const card = page.getByRole('listitem').filter({ hasText: words.inProgress }).first();
  await expectVisible(card);
  return (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
}

describe('the public website on a phone', () => {
  const session = useBrowserSession({ contextOptions: { viewport: { width: 390, height: 844 }, isMobile: true } });

  it.each<Language>(['zh', 'en'])(
    '(%s) registers a visitor for an activity in progress at 390 px, and refuses the same phone again',
    async (language) => {
      const words = WORDS[language];
      const { page } = session;
      await openWebsite(page, language);
      await expectVisible(page.getByRole('button', { name: words.other }));
      await expectVisible(page.getByRole('region', { name: words.carousel }));
      await expectVisible(page.getByRole('heading', { name: words.contents, exact: true }));
      const name = await activityInProgress(page, language);
      await checkpoint(page, `website-phone-${language}`);
      // nothing is wider than the phone
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: words.register(name) }).click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.getByLabel(words.name).fill(words.person.name);
      await dialog.getByLabel(words.phone).fill('1381234567');
      await dialog.getByLabel(words.area).fill(words.person.area);
      await dialog.getByRole('button', { name: buttonName(words.submit) }).click();
      await expectVisible(dialog.getByText(words.phoneInvalid, { exact: true }));
      await dialog.getByLabel(words.phone).fill('13812345678');
      await dialog.getByRole('button', { name: buttonName(words.submit) }).click();
      await expectVisible(dialog.getByText(words.done, { exact: true }));
      await checkpoint(page, `website-registered-${language}`);

      // the open activity is in the address: a reload (or a shared link) opens it again, and the
      // same phone is refused, in words, by the form
      expect(new URL(page.url()).searchParams.get('activity')).toMatch(/^\d+$/);
      await page.reload();
      const again = page.getByRole('dialog', { name });
      await again.getByLabel(words.name).fill(words.person.name);
      await again.getByLabel(words.phone).fill('13812345678');
      await again.getByLabel(words.area).fill(words.person.area);
      await again.getByRole('button', { name: buttonName(words.submit) }).click();
      await expectVisible(again.getByRole('alert').filter({ hasText: words.duplicate }));
      expect(dialogsOf(page)).toEqual([]);
      expectNoConsoleErrors(page);
    },
  );
});
