import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buttonName, expectHidden, expectVisible, loginAs } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { labelled, rowWith } from './system-helpers';

// The course catalogue in both languages: find a course with the filters, open its details,
// download every resource as one zip; a file that may not be downloaded has no download action
// and its address is refused.

const LABELS = {
  zh: {
    discipline: '学科',
    subject: '科目',
    engineering: '工程',
    robotics: '机器人',
    search: '搜索',
    more: '更多',
    details: '详情',
    downloadAll: '下载全部资源',
    course: '机器人搭建与控制',
    lesson4: /第 4 课时：/,
    previewOnly: '仅供在线预览',
    refused: '该文件不允许下载，请在线预览',
  },
  en: {
    discipline: 'Discipline',
    subject: 'Subject',
    engineering: 'Engineering',
    robotics: 'Robotics',
    search: 'Search',
    more: 'More',
    details: 'Details',
    downloadAll: 'Download all resources',
    course: 'Building and Controlling Robots',
    lesson4: /Lesson 4: /,
    previewOnly: 'Online preview only',
    refused: 'This file may not be downloaded; please preview it online',
  },
} as const;

type Language = keyof typeof LABELS;

async function choose(page: Page, name: string, option: string) {
  await page.getByRole('search').getByRole('combobox', { name }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** The course filtered by discipline and subject, its row's details action, its detail page. */
async function findAndOpen(page: Page, l: (typeof LABELS)[Language]) {
  await page.goto('/admin/course/index');
  await expectVisible(page.getByRole('table'));
  await choose(page, l.discipline, l.engineering);
  await choose(page, l.subject, l.robotics);
  // The rows of the unfiltered page stay under a spinner until the filtered page answers; a press
  // on one of them while the spinner comes up lands on the spinner, so the answer is waited for.
  const answered = page.waitForResponse((r) => /\/course\/list\?.*subjectId=5/.test(r.url()));
  await page
    .getByRole('search')
    .getByRole('button', { name: labelled(l.search) })
    .click();
  await answered;
  await expectHidden(page.getByRole('main').locator('[aria-busy="true"]'));
  const row = rowWith(page, l.course);
  await expectVisible(row);
  await row.getByRole('button', { name: labelled(l.more) }).click();
  await page.getByRole('menuitem', { name: l.details }).click();
  await page.waitForURL((url) => url.pathname === '/admin/course/detail/4');
}

describe.each(['zh', 'en'] as const)('course catalogue (%s)', (language) => {
  const session = useBrowserSession();
  const l = LABELS[language];

  it('finds a course by its discipline and subject, opens its details and downloads all its resources as one zip', async () => {
    const { page } = session;
    await loginAs(page, 'admin', undefined, { language });
    await findAndOpen(page, l);
    // the list stays open in its hidden tab: only the detail page's title is visible
    await expectVisible(page.getByText(l.course, { exact: true }).filter({ visible: true }).first());
    await checkpoint(page, `course-detail-${language}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: labelled(l.downloadAll) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${l.course}.zip`);
    const names = Object.keys(unzipSync(new Uint8Array(readFileSync((await download.path()) as string))));
    expect(names).toContain('机器人搭建与控制-课件.pdf');
    expect(names).toContain('第1课时-课件.pdf');
    // the course video and lesson 4's courseware are for online preview only
    expect(names).not.toContain('机器人搭建与控制-演示视频.mp4');
    expect(names).not.toContain('第4课时-课件.pdf');
    expectNoConsoleErrors(page);
  });

  it('shows no download action for a file that may not be downloaded, and its address is refused', async () => {
    const { page } = session;
    await loginAs(page, 'admin', undefined, { language });
    await page.goto('/admin/course/detail/1');
    await page.getByText(l.lesson4).click();
    const item = page.getByRole('listitem').filter({ hasText: '第4课时-课件.pdf' });
    await expectVisible(item.getByText(l.previewOnly));
    expect(await item.getByRole('button', { name: buttonName(language === 'zh' ? '下载' : 'Download') }).count()).toBe(
      0,
    );

    const answer = await page.evaluate(async (lang) => {
      const token = /(?:^|; )Admin-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/csp/course/periodDoc/download/10', {
        headers: { Authorization: `Bearer ${decodeURIComponent(token)}`, 'Content-Language': lang },
      });
      return { type: response.headers.get('Content-Type'), body: (await response.json()) as unknown };
    }, language);
    expect(answer.type).toContain('application/json');
    expect(answer.body).toEqual({ code: 500, msg: l.refused, kind: 'invalid' });
    expectNoConsoleErrors(page);
  });
});
