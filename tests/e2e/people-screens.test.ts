import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buttonName, expectHidden, expectVisible, loginAs } from './support/app';
import { expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { dialogWith, labelled, rowWith } from './system-helpers';

// A school admin assigns a class teacher and a person's courses and classes; the administrator
// adds a discipline and a subject and is refused deleting the discipline while it holds the
// subject. Each in Chinese and in English (every test starts from the seed in a new context).

const ZH = {
  language: 'zh' as 'zh' | 'en',
  add: '新增',
  search: '搜索',
  ok: '确定',
  added: '新增成功',
  assignTeacher: '分配教师',
  class: '班级',
  teacher: '教师',
  subject: '科目',
  school: '学校',
  teacherChoice: '李娜 (teacher)',
  className: '六年级（3）班',
  subjectName: '编程',
  principal: '刘志强',
  assign: '分配',
  assignTitle: '分配课程和班级',
  courses: '课程',
  classes: '班级',
  course: '走进电路世界',
  assigned: '分配成功',
  disciplineName: '学科名称',
  englishName: '英文名称',
  sort: '排序',
  discipline: '所属学科',
  subjectNameLabel: '科目名称',
  newDiscipline: ['天文', 'Astronomy'],
  newSubject: ['天体物理', 'Astrophysics'],
  shownDiscipline: '天文',
  deleteLabel: '删除',
  refusal: '学科"天文"下还有 1 个科目、0 门课程，不能删除',
};

const EN: typeof ZH = {
  language: 'en',
  add: 'Add',
  search: 'Search',
  ok: 'OK',
  added: 'Added',
  assignTeacher: 'Assign teacher',
  class: 'Class',
  teacher: 'Teacher',
  subject: 'Subject',
  school: 'School',
  teacherChoice: '李娜 (teacher)',
  className: 'Grade 4 Class 1',
  subjectName: 'Robotics',
  principal: '刘志强',
  assign: 'Assign',
  assignTitle: 'Assign courses and classes',
  courses: 'Courses',
  classes: 'Classes',
  course: 'Into the World of Circuits',
  assigned: 'Courses and classes assigned',
  disciplineName: 'Discipline name',
  englishName: 'English name',
  sort: 'Sort order',
  discipline: 'Discipline',
  subjectNameLabel: 'Subject name',
  newDiscipline: ['地理', 'Geography'],
  newSubject: ['地貌', 'Landforms'],
  shownDiscipline: 'Geography',
  deleteLabel: 'Delete',
  refusal: 'The discipline "Geography" still has 1 subject(s) and 0 course(s) and cannot be deleted',
};

/** Picks a choice in a dialog's select; a multiple select keeps its list open, so it is closed. */
async function choose(page: Page, dialogTitle: string, label: string, option: string, multiple = false) {
  const dialog = dialogWith(page, dialogTitle);
  await dialog.getByRole('combobox', { name: label }).click();
  // long lists are virtual (only the rows in view exist): narrow them first
  await page.keyboard.type(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  if (multiple) await page.keyboard.press('Escape');
  await expectHidden(page.locator('.ant-select-dropdown:visible'));
  await expectVisible(dialog);
}

describe.each([ZH, EN])('people and disciplines ($language)', (L) => {
  const session = useBrowserSession();
  const { language } = L;

  it('a school admin assigns a class teacher and a person’s courses and classes', async () => {
    const { page } = session;
    await loginAs(page, 'schooladmin', undefined, { language });
    await page.goto('/admin/classteacher/index');
    await expectVisible(page.getByRole('table').first());
    // school staff get no school filter: they only ever see their own school
    await expectHidden(page.getByRole('search').getByText(L.school, { exact: true }));
    await page.getByRole('button', { name: labelled(L.add) }).click();
    await expectVisible(dialogWith(page, L.assignTeacher));
    await choose(page, L.assignTeacher, L.class, L.className);
    await choose(page, L.assignTeacher, L.teacher, L.teacherChoice);
    await choose(page, L.assignTeacher, L.subject, L.subjectName);
    await dialogWith(page, L.assignTeacher)
      .getByRole('button', { name: buttonName(L.ok) })
      .click();
    await expectVisible(page.getByText(L.added));
    // the school has more assignments than a page holds: find the new one by teacher and subject
    const search = page.getByRole('search');
    await search.getByLabel(L.teacher).fill('李娜');
    await search.getByRole('combobox', { name: L.subject }).click();
    await page.keyboard.type(L.subjectName);
    await page.locator('.ant-select-dropdown:visible').getByTitle(L.subjectName, { exact: true }).click();
    await search.getByRole('button', { name: labelled(L.search) }).click();
    await expectVisible(rowWith(page, L.className).filter({ hasText: L.subjectName }).filter({ hasText: '李娜' }));

    await page.goto('/admin/people/index');
    await rowWith(page, L.principal)
      .getByRole('button', { name: buttonName(L.assign) })
      .click();
    const dialog = dialogWith(page, L.assignTitle);
    await expectVisible(dialog);
    await choose(page, L.assignTitle, L.courses, L.course, true);
    await choose(page, L.assignTitle, L.classes, L.className, true);
    await dialog.getByRole('button', { name: buttonName(L.ok) }).click();
    await expectVisible(page.getByText(L.assigned));
    await expectVisible(rowWith(page, L.principal).filter({ hasText: L.course }).filter({ hasText: L.className }));
    expectNoConsoleErrors(page);
  });

  it('the administrator adds a discipline and a subject, and cannot delete the discipline in use', async () => {
    const { page } = session;
    await loginAs(page, 'admin', undefined, { language });
    await page.goto('/admin/discipline/index');
    await expectVisible(page.getByRole('table').first());
    await page.getByRole('button', { name: labelled(L.add) }).click();
    const add = page.getByRole('dialog').filter({ has: page.getByLabel(L.englishName) });
    await add.getByLabel(L.disciplineName).fill(L.newDiscipline[0]);
    await add.getByLabel(L.englishName).fill(L.newDiscipline[1]);
    await add.getByLabel(L.sort).fill('7');
    await add.getByRole('button', { name: buttonName(L.ok) }).click();
    await expectVisible(page.getByText(L.added));
    await expectVisible(rowWith(page, L.newDiscipline[1]));

    await page.goto('/admin/subject/index');
    await expectVisible(page.getByRole('table').first());
    await page.getByRole('button', { name: labelled(L.add) }).click();
    const subject = page.getByRole('dialog').filter({ has: page.getByLabel(L.subjectNameLabel) });
    await subject.getByRole('combobox', { name: L.discipline }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(L.shownDiscipline, { exact: true }).click();
    await subject.getByLabel(L.subjectNameLabel).fill(L.newSubject[0]);
    await subject.getByLabel(L.englishName).fill(L.newSubject[1]);
    await subject.getByRole('button', { name: buttonName(L.ok) }).click();
    await expectVisible(page.getByText(L.added));
    await expectVisible(rowWith(page, L.newSubject[1]));

    await page.goto('/admin/discipline/index');
    await rowWith(page, L.newDiscipline[1])
      .getByRole('button', { name: buttonName(L.deleteLabel) })
      .click();
    await page
      .getByRole('dialog')
      .filter({ hasText: L.newDiscipline[0] })
      .getByRole('button', { name: buttonName(L.ok) })
      .click();
    await expectVisible(page.getByText(L.refusal));
    await expectVisible(rowWith(page, L.newDiscipline[1]));
    expectNoConsoleErrors(page);
  });
});
