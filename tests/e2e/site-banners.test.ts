import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buttonName, expectVisible, loginAs } from './support/app';
import { checkpoint, dialogsOf, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import type { Language } from './support/labels';
import { dialogWith, labelled, rowWith } from './system-helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const WORDS = {
  zh: {
    seeded: ['精品课程推荐', '科学小实验视频', '活动火热报名中', '教育部基础教育资源', '欢迎来到课程系统'],
    edit: '修改',
    add: '新增',
    ok: '确定',
    editDialog: '修改轮播图',
    addDialog: '新增轮播图',
    sort: '排序',
    title: '标题（中文）',
    linkType: '链接类型',
    source: '链接内容',
    external: '外部链接',
    edited: '修改成功',
    added: '新增成功',
    reorder: '调整顺序',
    reorderDialog: '调整轮播顺序',
    handle: (title: string) => `移动 ${title}`,
    movedSecond: (title: string) => `${title} 移到第 2 个`,
    orderSaved: '顺序已保存',
    show: (title: string) => `显示：${title}`,
    linkTypeRequired: '链接类型不能为空',
    sourceRequired: '链接内容不能为空',
    webAddress: '外部链接必须是 http 或 https 地址',
  },
  en: {
    seeded: [
      'Featured course',
      'Science experiment video',
      'Sign up for our activity',
      'National education resources',
      'Welcome to the Course System',
    ],
    edit: 'Edit',
    add: 'Add',
    ok: 'OK',
    editDialog: 'Edit banner',
    addDialog: 'Add banner',
    sort: 'Sort',
    title: 'Title (Chinese)',
    linkType: 'Link type',
    source: 'Link content',
    external: 'External link',
    edited: 'Saved',
    added: 'Added',
    reorder: 'Reorder',
    reorderDialog: 'Reorder the carousel',
    handle: (title: string) => `Move ${title}`,
    movedSecond: (title: string) => `${title} moved to position 2`,
    orderSaved: 'Order saved',
    show: (title: string) => `Show: ${title}`,
    linkTypeRequired: 'Link type is required',
    sourceRequired: 'Link content is required',
    webAddress: 'An external link must be an http or https address',
  },
} as const;

/** The known titles in the order the banner table shows them. */
async function listedOrder(page: Page, titles: readonly string[]): Promise<string[]> {
  const rows = await page.getByRole('table').getByRole('row').allInnerTexts();
  return rows.map((text) => titles.find((title) => text.includes(title))).filter((t): t is string => !!t);
}

/** The known titles in the order the reorder dialog's list holds them. */
async function dialogOrder(dialog: Locator, titles: readonly string[]): Promise<string[]> {
  const items = await dialog.getByRole('listitem').allInnerTexts();
  return items.map((text) => titles.find((title) => text.includes(title))).filter((t): t is string => !!t);
}

/** The titles in the order the website's carousel offers them (one dot per banner). */
async function carouselOrder(page: Page, language: Language, titles: readonly string[]): Promise<string[]> {
  await page.goto('/website');
  const region = page.getByRole('region', { name: language === 'zh' ? '轮播图' : 'Banners' });
  await expectVisible(region);
  const names = await region
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  // a name that is no known banner's stays as it is, so a failure shows it
  return names
    .filter((name) => name.startsWith(WORDS[language].show('')))
    .map((name) => titles.find((title) => name === WORDS[language].show(title)) ?? name);
}

/** Picks "external link" as the link type (antd's visible option rows carry their label as title). */
async function chooseExternal(page: Page, dialog: Locator, language: Language) {
  await dialog.getByLabel(WORDS[language].linkType, { exact: true }).click();
  await page.getByTitle(WORDS[language].external, { exact: true }).last().click();
}

/** Fills the add dialog's required fields but the link; the sort is prefilled. */
async function startBanner(page: Page, language: Language, title: string) {
  const words = WORDS[language];
  await page.getByRole('button', { name: labelled(words.add) }).click();
  const dialog = dialogWith(page, words.addDialog);
  await dialog.getByLabel(words.title, { exact: true }).fill(title);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expectVisible(dialog.getByRole('img', { name: 'banner.png' }).or(dialog.getByText('banner.png')));
  return dialog;
}

describe('banners', () => {
  const session = useBrowserSession();

  it.each<Language>(['zh', 'en'])(
    '(%s) the banner order follows the sort field, a drag and the keyboard, in the list and on the website',
    async (language) => {
      const words = WORDS[language];
      const [course, content, activity, external, welcome] = words.seeded;
      const { page } = session;
      await loginAs(page, 'admin', undefined, { language });
      await page.goto('/admin/banner/index');
      await expectVisible(rowWith(page, welcome));
      expect(await listedOrder(page, words.seeded)).toEqual([...words.seeded]);

      // the sort field: the external link goes first
      await rowWith(page, external)
        .getByRole('button', { name: buttonName(words.edit) })
        .click();
      const dialog = dialogWith(page, words.editDialog);
      await dialog.getByLabel(words.sort, { exact: true }).fill('5');
      await dialog.getByRole('button', { name: buttonName(words.ok) }).click();
      await expectVisible(page.getByText(words.edited, { exact: true }));
      await expect.poll(() => listedOrder(page, words.seeded)).toEqual([external, course, content, activity, welcome]);

      // a drag: the last banner to the top
      await page.getByRole('button', { name: labelled(words.reorder) }).click();
      const reorder = dialogWith(page, words.reorderDialog);
      const from = await reorder.getByRole('button', { name: words.handle(welcome) }).boundingBox();
      const to = await reorder.getByRole('button', { name: words.handle(external) }).boundingBox();
      if (!from || !to) throw new Error('the handles are not on screen');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 10; step += 1) {
        await page.mouse.move(from.x + from.width / 2, from.y + ((to.y - 8 - from.y) * step) / 10);
      }
      await page.mouse.up();
      // dnd-kit swallows every click for 50 ms after a drop (meant for the one ending the drag); a
      // busy machine can run the OK click before that timer. One set now for longer fires after it.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 60)));
      await checkpoint(page, `banner-reorder-${language}`);
      await reorder.getByRole('button', { name: buttonName(words.ok) }).click();
      await expectVisible(page.getByText(words.orderSaved, { exact: true }));
      const dragged = [welcome, external, course, content, activity];
      await expect.poll(() => listedOrder(page, words.seeded)).toEqual(dragged);
      await checkpoint(page, `banner-list-${language}`);

      // and by keyboard: the first banner one place down
      await page.getByRole('button', { name: labelled(words.reorder) }).click();
      const handle = reorder.getByRole('button', { name: words.handle(welcome) });
      // each key once the list has taken the previous one (a busy machine may still be measuring)
      // Space again while the banner is not picked up: a Space that came while the dialog was
      // still opening (the dialog takes the focus once it is open) reached no handle.
      await expect
        .poll(async () => {
          if ((await handle.getAttribute('aria-pressed')) !== 'true') {
            await handle.focus();
            await page.keyboard.press('Space');
          }
          return handle.getAttribute('aria-pressed');
        })
        .toBe('true');
      // dnd-kit starts listening for the arrows in a timer set on pick-up; one set now fires after it
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await page.keyboard.press('ArrowDown');
      // dropped only once the move is announced: a Space before it drops the banner where it was
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: words.movedSecond(welcome) })
            .count(),
        )
        .toBe(1);
      await page.keyboard.press('Space');
      const moved = [external, welcome, course, content, activity];
      await expect.poll(() => dialogOrder(reorder, words.seeded)).toEqual(moved);
      await reorder.getByRole('button', { name: buttonName(words.ok) }).click();
      await expect.poll(() => listedOrder(page, words.seeded)).toEqual(moved);

      expect(await carouselOrder(page, language, words.seeded)).toEqual(moved);
      expectNoConsoleErrors(page);
    },
  );

  it.each<Language>(['zh', 'en'])(
    '(%s) the link is required in the Chinese console only; an external link must be http(s)',
    async (language) => {
      const words = WORDS[language];
      const { page } = session;
      await loginAs(page, 'admin', undefined, { language });
      await page.goto('/admin/banner/index');
      const title = language === 'zh' ? '春季招生' : 'Spring term';
      const dialog = await startBanner(page, language, title);
      await dialog.getByRole('button', { name: buttonName(words.ok) }).click();
      if (language === 'zh') {
        await expectVisible(dialog.getByText(words.linkTypeRequired, { exact: true }));
        await expectVisible(dialog.getByText(words.sourceRequired, { exact: true }));
        await chooseExternal(page, dialog, language);
        await dialog.getByLabel(words.source, { exact: true }).fill('javascript:alert(1)');
        await dialog.getByRole('button', { name: buttonName(words.ok) }).click();
        await expectVisible(dialog.getByText(words.webAddress, { exact: true }));
        await dialog.getByLabel(words.source, { exact: true }).fill('https://example.com/spring');
        await dialog.getByRole('button', { name: buttonName(words.ok) }).click();
        await expectVisible(page.getByText(words.added, { exact: true }));
        await expectVisible(rowWith(page, title).getByRole('link', { name: 'https://example.com/spring' }));
      } else {
        // English: no link is fine
        await expectVisible(page.getByText(words.added, { exact: true }));
        await expectVisible(rowWith(page, title));
        expect(await rowWith(page, title).getByRole('link').count()).toBe(0);
      }
      expectNoConsoleErrors(page);
    },
  );

  it.each<Language>(['zh', 'en'])('(%s) a script in a banner title never runs', async (language) => {
    const words = WORDS[language];
    const { page } = session;
    const title = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    await loginAs(page, 'admin', undefined, { language });
    await page.goto('/admin/banner/index');
    const dialog = await startBanner(page, language, title);
    if (language === 'zh') {
      await chooseExternal(page, dialog, language);
      await dialog.getByLabel(words.source, { exact: true }).fill('https://example.com/');
    }
    await dialog.getByRole('button', { name: buttonName(words.ok) }).click();
    await expectVisible(page.getByText(words.added, { exact: true }));
    await expectVisible(page.getByRole('table').getByText(title, { exact: true }));

    await page.goto('/website');
    await page.getByRole('button', { name: words.show(title) }).click();
    await expectVisible(page.getByText(title, { exact: true }));
    expect(await page.evaluate(() => (window as Window & { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogsOf(page)).toEqual([]);
    expectNoConsoleErrors(page);
  });
});
