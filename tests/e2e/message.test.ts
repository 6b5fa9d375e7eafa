import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buttonName, expectHidden, expectVisible, loginAs, logout } from './support/app';
import { expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { LABELS, type Language } from './support/labels';
import { dialogWith, labelled, rowWith } from './system-helpers';

// A teacher sends courseware feedback; the admin finds it, opens it (it turns read and the
// header's unread count drops) and marks others read in bulk. Once per language.

const WORDS = {
  zh: {
    send: '发送反馈',
    dialog: '发送课件反馈',
    course: '课程',
    lesson: '课时',
    title: '标题',
    content: '内容',
    required: ['课程不能为空', '课时不能为空', '标题不能为空', '内容不能为空'],
    sent: '发送成功',
    bell: /^未读留言 (\d+) 条，未读通知 \d+ 条$/,
    toMessages: /^课件留言：未读 \d+ 条$/,
    drawer: '留言详情',
    unread: '未读',
    read: '已读',
    markSelected: (n: number) => `标为已读 (${n})`,
    marked: '已标为已读',
    feedback: { title: '实验步骤顺序有误', content: '第三步应在第二步之前。' },
  },
  en: {
    send: 'Send feedback',
    dialog: 'Send courseware feedback',
    course: 'Course',
    lesson: 'Class hour',
    title: 'Title',
    content: 'Content',
    required: ['Course is required', 'Class hour is required', 'Title is required', 'Content is required'],
    sent: 'Feedback sent',
    bell: /^(\d+) unread messages, \d+ unread notices$/,
    toMessages: /^Courseware messages: \d+ unread$/,
    drawer: 'Message details',
    unread: 'Unread',
    read: 'Read',
    markSelected: (n: number) => `Mark read (${n})`,
    marked: 'Marked as read',
    feedback: { title: 'The steps are in the wrong order', content: 'Step three should come before step two.' },
  },
} as const;

/** Picks the first choice of a select in the dialog with the keyboard (open, first option, Enter). */
async function pickFirst(page: Page, dialog: ReturnType<typeof dialogWith>, label: string) {
  // by its label's text: Chromium's accessible name also holds the required mark (CSS content)
  const box = dialog.getByLabel(label, { exact: true });
  await expect.poll(() => box.isEnabled(), { timeout: 10_000 }).toBe(true);
  await box.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option').first().waitFor({ state: 'attached' });
  await page.keyboard.press('Enter');
}

/** The unread count the header's bell shows. */
async function bellCount(page: Page, language: Language): Promise<number> {
  const bell = page.getByRole('button', { name: WORDS[language].bell });
  await expectVisible(bell);
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(WORDS[language].bell.exec(label)?.[1]);
}

describe.each(['zh', 'en'] as const)('courseware feedback (%s)', (language) => {
  const session = useBrowserSession();
  const w = WORDS[language];

  it('a teacher sends feedback; the admin opens it (read, the count drops) and marks others read in bulk', async () => {
    const { page } = session;
    await loginAs(page, 'teacher', undefined, { language });
    await page.goto('/admin/message/index');
    await page.getByRole('button', { name: labelled(w.send) }).click();
    const dialog = dialogWith(page, w.dialog);
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: buttonName(LABELS[language].ok) }).click();
    for (const text of w.required) await expectVisible(dialog.getByText(text, { exact: true }));
    await pickFirst(page, dialog, w.course);
    await pickFirst(page, dialog, w.lesson);
    await dialog.getByLabel(w.title, { exact: true }).fill(w.feedback.title);
    await dialog.getByLabel(w.content, { exact: true }).fill(w.feedback.content);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('observation notes') });
    await expectVisible(dialog.getByText('notes.txt'));
    await dialog.getByRole('button', { name: buttonName(LABELS[language].ok) }).click();
    await expectVisible(page.getByText(w.sent));
    await expectVisible(rowWith(page, w.feedback.title));
    await logout(page, language);

    await loginAs(page, 'admin', undefined, { language });
    // the bell shows 0 until the count arrives; the seed and the new feedback leave several unread
    await expect.poll(() => bellCount(page, language), { timeout: 10_000 }).toBeGreaterThan(1);
    const before = await bellCount(page, language);
    // the bell lists the notices and leads to the messages
    await page.getByRole('button', { name: w.bell }).click();
    await page.getByRole('button', { name: w.toMessages }).click();
    await page.waitForURL(/\/admin\/message\/index/);
    const row = rowWith(page, w.feedback.title);
    await expectVisible(row.getByText(w.unread, { exact: true }));
    await row.getByRole('button', { name: w.feedback.title }).click();
    const drawer = page.getByRole('dialog', { name: w.drawer });
    await expectVisible(drawer.getByText(w.feedback.content));
    await expectVisible(drawer.getByRole('link', { name: 'notes.txt' }));
    await expectVisible(drawer.getByText(w.read, { exact: true }));
    await expect.poll(() => bellCount(page, language), { timeout: 10_000 }).toBe(before - 1);
    await page.keyboard.press('Escape');
    await expectHidden(drawer);
    await expectVisible(row.getByText(w.read, { exact: true }));

    const unreadRows = page.getByRole('row').filter({ hasText: w.unread });
    await unreadRows.nth(0).getByRole('checkbox').check();
    await unreadRows.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: labelled(w.markSelected(2)) }).click();
    await expectVisible(page.getByText(w.marked));
    await expect.poll(() => bellCount(page, language), { timeout: 10_000 }).toBe(before - 3);
    expectNoConsoleErrors(page);
  });
});
