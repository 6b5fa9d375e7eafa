import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectVisible, loginAs } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import type { Language } from './support/labels';
import { labelled } from './system-helpers';

// The classes screen in a real browser, as the school administrator of school 1: import a good
// student roster and a bad one (its errors shown, nothing imported), then scores, and read the
// class's statistics and score chart; classes of other schools stay out of sight, in the screen
// and in the API.

const WORDS = {
  zh: {
    className: '四年级（1）班',
    otherSchoolClass: '七年级 A 班',
    more: '更多',
    importStudents: '导入学生名单',
    importScores: '导入成绩单',
    studentsDialog: '导入四年级（1）班学生名单',
    scoresDialog: '导入四年级（1）班成绩单',
    students: '学号,姓名,性别\nE2E-001,测试甲,女\nE2E-002,测试乙,男\n',
    bad: '学号,姓名\n,缺学号\nbad no!,坏学号\n',
    scores: '学号,成绩\nE2E-001,95\nE2E-002,0\n',
    goodSummary: '共读取 2 行：2 行可导入，0 行有问题将被跳过',
    allInvalid: '没有可导入的数据：每一行都有问题（见下表）。',
    required: '学号不能为空',
    importTwo: '导入 2 条有效数据',
    importNone: '导入 0 条有效数据',
    done: '成功导入 2 条数据',
    stats: '成绩统计',
    count: '人数',
    lowest: '最低分',
    chart: /成绩分布：/,
    studentsRegion: '学生与成绩',
    cancel: '取消',
    chooseFile: '选择文件',
  },
  en: {
    className: 'Grade 4 Class 1',
    otherSchoolClass: 'Year 7 Class A',
    more: 'More',
    importStudents: 'Import students',
    importScores: 'Import scores',
    studentsDialog: 'Import: Grade 4 Class 1 student roster',
    scoresDialog: 'Import: Grade 4 Class 1 score roster',
    students: 'Student number,Name,Gender\nE2E-001,Test A,Female\nE2E-002,Test B,Male\n',
    bad: 'Student number,Name\n,No number\nbad no!,Bad number\n',
    scores: 'Student number,Score\nE2E-001,95\nE2E-002,0\n',
    goodSummary: 'Rows read: 2. Ready to import: 2. With problems, skipped: 0.',
    allInvalid: 'Nothing can be imported: every row has a problem (see the table).',
    required: 'Student number is required',
    importTwo: 'Import 2 valid rows',
    importNone: 'Import 0 valid rows',
    done: 'Imported 2 rows',
    stats: 'Score statistics',
    count: 'Count',
    lowest: 'Lowest',
    chart: /Score distribution: /,
    studentsRegion: 'Students and scores',
    cancel: 'Cancel',
    chooseFile: 'Choose file',
  },
} as const;

const main = (page: Page) => page.getByRole('main');
const classRow = (page: Page, name: string) =>
  main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name, exact: true }) });

async function openImport(page: Page, words: (typeof WORDS)[Language], action: string, title: string) {
  await classRow(page, words.className)
    .getByRole('button', { name: new RegExp(words.more) })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: title });
  const choose = dialog.getByRole('button', { name: labelled(words.chooseFile) });
  await expect.poll(() => choose.isEnabled()).toBe(true);
  return dialog;
}

const upload = (dialog: ReturnType<Page['getByRole']>, name: string, text: string) =>
  dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

describe.each(['zh', 'en'] as const)('classes, rosters and scores (%s)', (language) => {
  const session = useBrowserSession();
  const words = WORDS[language];

  it('imports a good roster and refuses a bad one, then scores, and shows the statistics and chart', async () => {
    const { page } = session;
    await loginAs(page, 'schooladmin', undefined, { language });
    await page.goto('/admin/class/index');
    await expectVisible(classRow(page, words.className));

    let dialog = await openImport(page, words, words.importStudents, words.studentsDialog);
    await upload(dialog, 'roster.csv', words.students);
    await expectVisible(dialog.getByText(words.goodSummary));
    await dialog.getByRole('button', { name: words.importTwo }).click();
    await expectVisible(page.getByText(words.done));
    await expectVisible(classRow(page, words.className).getByText('roster.csv'));

    dialog = await openImport(page, words, words.importStudents, words.studentsDialog);
    await upload(dialog, 'bad.csv', words.bad);
    await expectVisible(dialog.getByText(words.allInvalid));
    await expectVisible(dialog.getByText(words.required));
    expect(await dialog.getByRole('button', { name: words.importNone }).isDisabled()).toBe(true);
    await checkpoint(page, `classes-bad-roster-${language}`);
    await dialog.getByRole('button', { name: labelled(words.cancel) }).click();

    dialog = await openImport(page, words, words.importScores, words.scoresDialog);
    await upload(dialog, 'scores.csv', words.scores);
    await dialog.getByRole('button', { name: words.importTwo }).click();
    await expectVisible(classRow(page, words.className).getByText('scores.csv'));

    await classRow(page, words.className).getByRole('button', { name: words.className, exact: true }).click();
    const stats = page.getByRole('list', { name: words.stats });
    await expectVisible(stats);
    // the new scores count: seeded scores are 30 or more, so 0 is now the class's lowest
    const lowest = stats.getByRole('listitem').filter({ hasText: words.lowest });
    await expect.poll(() => lowest.textContent()).toMatch(new RegExp(`${words.lowest}\\s*0$`));
    const chart = page.getByRole('img', { name: words.chart });
    await expectVisible(chart);
    // the bars come with the chart library, loaded when the detail first shows
    await expect.poll(() => chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    const students = page.getByRole('region', { name: words.studentsRegion });
    await students.getByRole('textbox').fill('E2E-002');
    await students.getByRole('button', { name: labelled(language === 'zh' ? '搜索' : 'Search') }).click();
    await expectVisible(students.getByRole('cell', { name: '0', exact: true }));
    await checkpoint(page, `classes-detail-${language}`);
    expectNoConsoleErrors(page);
  });

  it('never shows a school admin the classes of another school, and the API refuses them', async () => {
    const { page } = session;
    await loginAs(page, 'schooladmin', undefined, { language });
    await page.goto(`/admin/class/index?className=${encodeURIComponent(words.otherSchoolClass)}`);
    await expectVisible(main(page).getByRole('table'));
    await expect.poll(() => main(page).getByRole('button', { name: words.otherSchoolClass }).count()).toBe(0);
    const answers = await page.evaluate(async () => {
      const token = /(?:^|; )Admin-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const headers = { Authorization: `Bearer ${token}` };
      const one = await (await fetch('/csp/admin/class/4', { headers })).json();
      const list = await (await fetch('/csp/admin/class/list?pageSize=1000', { headers })).json();
      return {
        one: one.code as number,
        schools: [...new Set((list.rows as Array<{ schoolId: number }>).map((r) => r.schoolId))],
      };
    });
    expect(answers).toEqual({ one: 403, schools: [1] });
    expectNoConsoleErrors(page);
  });
});
