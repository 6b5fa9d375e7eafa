import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { buttonName, expectVisible, loginAs } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import type { Language } from './support/labels';
import { labelled, rowWith } from './system-helpers';

// Activities in a real browser: one is written with rich text and a cover, published, and shown
// on its detail page as the public will see it, where a script stored in its content never runs;
// a visitor registers from the public website on a phone, and the registrations list shows them
// and exports them as .xlsx.

/** A 1×1 PNG: the cover. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

const WORDS = {
  zh: {
    add: '新增',
    save: '保存',
    back: '返回列表',
    unsaved: /有未保存的修改/,
    cancel: '取消',
    added: '新增成功',
    name: '活动名称（中文）',
    intro: '活动简介（中文）',
    content: '活动内容',
    begin: '开始时间',
    end: '结束时间',
    required: ['活动名称不能为空', '活动简介不能为空', '活动时间不能为空', '封面不能为空', '活动内容不能为空'],
    more: '更多',
    publish: '发布',
    details: '详情',
    ok: '确定',
    publishedDone: '发布成功',
    published: '已发布',
    inProgress: '进行中',
    coverOf: (name: string) => `${name}的封面`,
    registrations: '报名名单',
    item: { name: '校园机器人开放日', intro: '参观机器人实验室，体验编程小车。', text: '请提前十分钟到场' },
    export: '导出',
    header: ['活动', '用户名', '姓名', '手机号码', '地区', '报名时间'],
    file: /^报名管理_\d{8}\.xlsx$/,
    guest: '访客',
    site: {
      inProgress: '进行中',
      register: (name: string) => `立即报名 ${name}`,
      name: '姓名',
      phone: '手机号码',
      area: '地区',
      submit: '提交报名',
      done: '报名成功',
      person: { name: '林小雨', area: '苏州市姑苏区', phone: '13698765432' },
    },
  },
  en: {
    add: 'Add',
    save: 'Save',
    back: 'Back to the list',
    unsaved: /has unsaved changes/,
    cancel: 'Cancel',
    added: 'Added',
    name: 'Activity name (Chinese)',
    intro: 'Introduction (Chinese)',
    content: 'Content',
    begin: 'Start time',
    end: 'End time',
    required: [
      'Activity name is required',
      'Introduction is required',
      'Time range is required',
      'Cover is required',
      'Content is required',
    ],
    more: 'More',
    publish: 'Publish',
    details: 'Details',
    ok: 'OK',
    publishedDone: 'Published',
    published: 'Published',
    inProgress: 'In progress',
    coverOf: (name: string) => `Cover of ${name}`,
    registrations: 'Registrations',
    item: {
      name: 'Robot Open Day',
      intro: 'Visit the robot lab and drive a coding car.',
      text: 'Come ten minutes early',
    },
    export: 'Export',
    header: ['Activity', 'User name', 'Name', 'Phone', 'Area', 'Registered at'],
    file: /^Registrations_\d{8}\.xlsx$/,
    guest: 'Guest',
    site: {
      inProgress: 'In progress',
      register: (name: string) => `Register for ${name}`,
      name: 'Name',
      phone: 'Mobile number',
      area: 'Area',
      submit: 'Register',
      done: 'You are registered',
      person: { name: 'Lily Lin', area: 'Gusu, Suzhou', phone: '13698765433' },
    },
  },
} as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** `yyyy-MM-dd HH:mm` (as the picker shows it), `days` from today at `hour`:00, in the browser's time zone. */
function dayAt(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(hour)}:00`;
}

const main = (page: Page) => page.getByRole('main');

/** Stores `content` in the activity through the console's own call, as any writer of the API could. */
async function storeContent(page: Page, activityId: number, content: string) {
  const code = await page.evaluate(
    async ({ id, html }) => {
      const token = /(?:^|;\s*)Admin-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const headers = { Authorization: `Bearer ${decodeURIComponent(token)}`, 'Content-Type': 'application/json' };
      const current = (await (await fetch(`/csp/admin/activity/${id}`, { headers })).json()) as { data: object };
      const body = JSON.stringify({ ...current.data, content: html });
      const answer = (await (await fetch('/csp/admin/activity', { method: 'PUT', headers, body })).json()) as {
        code: number;
      };
      return answer.code;
    },
    { id: activityId, html: content },
  );
  expect(code).toBe(200);
}

/**
 * A visitor registers for `activity` on /website at a phone's width; the admin then finds the
 * registration in the console's list and in its .xlsx export.
 */
async function registerFromWebsite(page: Page, language: Language, activity: string) {
  const words = WORDS[language];
  const site = words.site;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/website');
  await page.getByRole('button', { name: site.register(activity) }).click();
  const form = page.getByRole('dialog', { name: activity });
  await form.getByLabel(site.name).fill(site.person.name);
  await form.getByLabel(site.phone).fill(site.person.phone);
  await form.getByLabel(site.area).fill(site.person.area);
  await form.getByRole('button', { name: buttonName(site.submit) }).click();
  await expectVisible(form.getByText(site.done, { exact: true }));
  await checkpoint(page, `activity-website-${language}`);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/registration/index?keyword=${site.person.phone}`);
  const row = rowWith(page, site.person.phone);
  await expectVisible(row);
  await expectVisible(row.getByText(activity, { exact: true }));
  await expectVisible(row.getByText(site.person.name, { exact: true }));
  // registered while logged into the console: the account's user name
  await expectVisible(row.getByText('admin', { exact: true }));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page)
      .getByRole('button', { name: labelled(words.export) })
      .click(),
  ]);
  const [sheet] = await readXlsxFile((await download.path()) as string);
  expect(sheet.data[0]).toEqual(words.header);
  expect(sheet.data.slice(1).map((r) => r.map(String))).toEqual([
    [activity, 'admin', site.person.name, site.person.phone, site.person.area, expect.any(String)],
  ]);
}

describe('activities', () => {
  const session = useBrowserSession();

  it.each<Language>(['zh', 'en'])(
    '(%s) publishes an activity with rich text and a cover; its details show it as the public will, a script in its content never runs, and a registration from /website at 390 px reaches the console and its export',
    async (language) => {
      const words = WORDS[language];
      const { page } = session;
      await loginAs(page, 'admin', undefined, { language });
      await page.goto('/admin/activity/index');
      await main(page)
        .getByRole('button', { name: labelled(words.add) })
        .click();
      await page.waitForURL(/\/admin\/activity\/edit\/new$/);

      const save = main(page).getByRole('button', { name: buttonName(words.save) });
      await save.click();
      for (const message of words.required) await expectVisible(page.getByText(message, { exact: true }));

      await page.getByLabel(words.name).fill(words.item.name);
      await page.getByLabel(words.intro).fill(words.item.intro);
      // In progress from yesterday for ten days: open for registration.
      await page.getByPlaceholder(words.begin).click();
      await page.getByPlaceholder(words.begin).fill(dayAt(-1, 9));
      await page.getByPlaceholder(words.begin).press('Enter');
      await page.getByPlaceholder(words.end).fill(dayAt(10, 18));
      await page.getByPlaceholder(words.end).press('Enter');
      await page.locator('input[type=file][accept=".png,.jpg,.jpeg"]').setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      // Rich text: a bold line typed into the editor.
      // (the editor's writing area is Quill's contenteditable inside the labelled editor)
      await page.getByLabel(words.content, { exact: true }).locator('[contenteditable=true]').click();
      await page.keyboard.press('ControlOrMeta+b');
      await page.keyboard.type(words.item.text);
      await checkpoint(page, `activity-edit-${language}`);
      // Leaving with what was typed asks first; staying keeps it.
      await main(page)
        .getByRole('button', { name: buttonName(words.back) })
        .click();
      const question = page.getByRole('dialog').filter({ hasText: words.unsaved });
      await expectVisible(question);
      await question.getByRole('button', { name: buttonName(words.cancel) }).click();
      expect(await page.getByLabel(words.name).inputValue()).toBe(words.item.name);
      await save.click();
      await expectVisible(page.getByText(words.added));
      await page.waitForURL(/\/admin\/activity\/index/);

      const row = rowWith(page, words.item.name);
      await expectVisible(row);
      await expectVisible(row.getByText(words.inProgress, { exact: true }));
      await expectVisible(row.getByText(`${dayAt(-1, 9)}:00`));
      await row.getByRole('button', { name: labelled(words.more) }).click();
      await page.getByRole('menuitem', { name: words.publish, exact: true }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: buttonName(words.ok) })
        .click();
      await expectVisible(page.getByText(words.publishedDone, { exact: true }).first());
      await expectVisible(row.getByText(words.published, { exact: true }));

      await row.getByRole('button', { name: labelled(words.more) }).click();
      await page.getByRole('menuitem', { name: words.details, exact: true }).click();
      await page.waitForURL(/\/admin\/activity\/detail\/\d+$/);
      const activityId = Number(/(\d+)$/.exec(page.url())![1]);
      const article = main(page).getByRole('article', { name: words.item.name });
      await expectVisible(article);
      await expectVisible(article.getByRole('img', { name: words.coverOf(words.item.name) }));
      await expectVisible(article.locator('strong', { hasText: words.item.text }));
      await expectVisible(article.getByText(words.item.intro));
      await expectVisible(main(page).getByRole('region', { name: words.registrations }));
      await checkpoint(page, `activity-detail-${language}`);

      // Content stored with a script and an event handler: shown, but nothing of it runs.
      await storeContent(
        page,
        activityId,
        `<p>${words.item.text}</p><img src="/nothing.png" onerror="window.__activityPwned = 1"><script>window.__activityPwned = 2</script>`,
      );
      await page.goto(`/admin/activity/detail/${activityId}`);
      await expectVisible(article.getByText(words.item.text));
      await page.waitForTimeout(300); // time for a broken image's error event to fire
      expect(await page.evaluate(() => (window as { __activityPwned?: number }).__activityPwned)).toBeUndefined();
      expect(await article.locator('script, [onerror]').count()).toBe(0);
      await page.goto('/admin/activity/index');
      await expectVisible(rowWith(page, words.item.name));
      expect(await page.evaluate(() => (window as { __activityPwned?: number }).__activityPwned)).toBeUndefined();

      // Published and in progress: the public registers for it.
      await registerFromWebsite(page, language, words.item.name);
      expect(await page.evaluate(() => (window as { __activityPwned?: number }).__activityPwned)).toBeUndefined();
      expectNoConsoleErrors(page);
    },
  );

  it.each<Language>(['zh', 'en'])(
    '(%s) lists the registrations of an activity and exports them as .xlsx',
    async (language) => {
      const words = WORDS[language];
      const { page } = session;
      await loginAs(page, 'admin', undefined, { language });
      // 4: the seed's bridge challenge, in progress with registrations.
      await page.goto('/admin/registration/index?activityId=4');
      const guestRow = main(page).getByRole('row').filter({ hasText: words.guest }).first();
      await expectVisible(guestRow);
      const phone = (await guestRow.getByRole('cell').nth(3).innerText()).trim();
      expect(phone).toMatch(/^1[3-9]\d{9}$/);
      const shown = (await main(page).getByRole('row').count()) - 1;
      await checkpoint(page, `activity-registrations-${language}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        main(page)
          .getByRole('button', { name: labelled(words.export) })
          .click(),
      ]);
      expect(download.suggestedFilename()).toMatch(words.file);
      const [sheet] = await readXlsxFile((await download.path()) as string);
      expect(sheet.data[0]).toEqual(words.header);
      expect(sheet.data.length - 1).toBe(shown);
      expect(sheet.data.slice(1).map((r) => String(r[3]))).toContain(phone);
      expectNoConsoleErrors(page);
    },
  );
});
