import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buttonName, expectHidden, expectVisible, loginAs, logout } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { LABELS } from './support/labels';
import { dialogWith, labelled, rowWith } from './system-helpers';

// The resource library and the teaching-aid shop, once per language: a teacher filters the
// library by type, previews a PDF inline and downloads it, and finds no download on a
// preview-only file; then asks the school for a teaching aid, which the school admin sees on the
// approvals screen's teaching-aid requests tab.

const WORDS = {
  zh: {
    type: '类型',
    document: '文档',
    search: '搜索',
    plan: '串联电路教学设计',
    handout: '电路符号讲义',
    video: 'Python 变量演示视频',
    pageOf: /第 1 页，共 \d+ 页/,
    download: '下载',
    notAllowed: '此文件不允许下载',
    kit: '电路探究实验箱',
    ask: '申请教具',
    askTitle: '向学校申请教具',
    quantity: '数量',
    note: '备注',
    noteText: '四年级电路单元',
    sent: '申请已发送给学校',
    tab: '教具申请',
    contents: '电池盒',
  },
  en: {
    type: 'Type',
    document: 'Document',
    search: 'Search',
    plan: 'Series circuits: lesson plan',
    handout: 'Circuit symbols hand-out',
    video: 'Python variables demo video',
    pageOf: /Page 1 of \d+/,
    download: 'Download',
    notAllowed: 'This file may not be downloaded',
    kit: 'Circuit exploration kit',
    ask: 'Ask for this',
    askTitle: 'Ask your school for a teaching aid',
    quantity: 'Quantity',
    note: 'Note',
    noteText: 'Grade 4 circuits unit',
    sent: 'Request sent to your school',
    tab: 'Teaching-aid requests',
    contents: 'Battery holder',
  },
} as const;

async function choose(page: Page, name: string, option: string) {
  await page.getByRole('search').getByRole('combobox', { name }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

describe.each(['zh', 'en'] as const)('resource library and shop (%s)', (language) => {
  const session = useBrowserSession();
  const w = WORDS[language];
  const ok = buttonName(LABELS[language].ok);

  it('filters the library by type, previews and downloads a PDF, and offers no download on a preview-only file', async () => {
    const { page } = session;
    await loginAs(page, 'teacher', undefined, { language });
    await page.goto('/user/resource/index');
    await expectVisible(rowWith(page, w.video));
    await choose(page, w.type, w.document);
    await page
      .getByRole('search')
      .getByRole('button', { name: labelled(w.search) })
      .click();
    await expectHidden(rowWith(page, w.video));
    await expectVisible(rowWith(page, w.handout));

    await rowWith(page, w.plan).getByRole('link', { name: w.plan }).click();
    await page.waitForURL(/\/user\/resource\/detail\/\d+$/);
    await expectVisible(page.getByText(w.pageOf));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('main')
        .getByRole('button', { name: buttonName(w.download) })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('教学设计.pdf');
    await checkpoint(page, `library-pdf-${language}`);

    await page.goto('/user/resource/index');
    await rowWith(page, w.handout).getByRole('link', { name: w.handout }).click();
    await expectVisible(page.getByText(w.notAllowed));
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: buttonName(w.download) })
        .count(),
    ).resolves.toBe(0);
    expectNoConsoleErrors(page);
  });

  it('asks for a teaching aid as a teacher; the school admin sees the request', async () => {
    const { page } = session;
    await loginAs(page, 'teacher', undefined, { language });
    await page.goto('/user/shop/index');
    await page.getByRole('button', { name: w.kit }).click();
    const drawer = dialogWith(page, w.kit);
    await expectVisible(drawer.getByText(w.contents));
    await drawer.getByRole('button', { name: labelled(w.ask) }).click();
    const ask = dialogWith(page, w.askTitle);
    await ask.getByLabel(w.quantity).fill('2');
    await ask.getByLabel(w.note).fill(w.noteText);
    await ask.getByRole('button', { name: ok }).click();
    await expectVisible(page.getByText(w.sent));
    await expectHidden(drawer);
    await checkpoint(page, `shop-asked-${language}`);
    await logout(page, language);

    await loginAs(page, 'schooladmin', undefined, { language });
    await page.goto('/admin/approval/index');
    await page.getByRole('tab', { name: w.tab }).click();
    const request = rowWith(page, w.noteText);
    await expectVisible(request);
    await expectVisible(request.getByText(w.kit));
    expectNoConsoleErrors(page);
  });
});
