import { describe, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { buttonName, expectVisible, loginAs, logout } from './support/app';
import { expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { labelled, rowWith } from './system-helpers';

// A school admin adds a class of their school on its page and assigns a teacher to it (and a
// course) on the teacher's page; the teacher then sees the class on their home page. In Chinese
// and in English (every test starts from the seed in a new context).

const ZH = {
  language: 'zh' as 'zh' | 'en',
  add: '新增',
  save: '保存',
  edit: '修改',
  search: '搜索',
  added: '新增成功',
  edited: '修改成功',
  className: '班级名称',
  grade: '年级',
  gradeChoice: '3 年级',
  teachers: '教师',
  examTime: '考试时间',
  name: '姓名',
  courses: '课程',
  classes: '班级',
  englishName: '英文名称',
  newClass: '三年级（8）班',
  newClassEn: 'Grade 3 Class 8',
  /** the class's name as this language shows it */
  shown: '三年级（8）班',
  course: '光与影的奥秘',
  myClasses: '我的班级',
};

const EN: typeof ZH = {
  language: 'en',
  add: 'Add',
  save: 'Save',
  edit: 'Edit',
  search: 'Search',
  added: 'Added',
  edited: 'Saved',
  className: 'Class name',
  grade: 'Grade',
  gradeChoice: 'Grade 3',
  teachers: 'Teachers',
  examTime: 'Exam time',
  name: 'Name',
  courses: 'Courses',
  classes: 'Classes',
  englishName: 'English name',
  newClass: '三年级（9）班',
  newClassEn: 'Grade 3 Class 9',
  shown: 'Grade 3 Class 9',
  course: 'Mysteries of Light and Shadow',
  myClasses: 'My classes',
};

/** The edit form on screen (a list kept alive in its tab has a hidden form of its own). */
const editor = (page: Page, save: string) =>
  page
    .getByRole('main')
    .locator('form')
    .filter({ has: page.getByRole('button', { name: buttonName(save) }) });

/** Picks a choice of a form's select by typing it (long lists are virtual); closes a multiple one. */
async function choose(page: Page, form: Locator, label: string, option: string, multiple = false) {
  await form.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  if (multiple) await page.keyboard.press('Escape');
}

describe.each([ZH, EN])('school members ($language)', (L) => {
  const session = useBrowserSession();
  const { language } = L;

  it('a school admin adds a class and assigns a teacher to it and a course; the teacher sees the class', async () => {
    const { page } = session;
    const main = page.getByRole('main');
    await loginAs(page, 'schooladmin', undefined, { language });

    // the class, on its own page, with the class rules
    await page.goto('/user/member/classIndex');
    await expectVisible(main.getByRole('table').first());
    await main.getByRole('button', { name: labelled(L.add) }).click();
    await page.waitForURL('**/user/member/classEdit/new');
    // the list stays alive (hidden) in its tab: work in the form on screen
    const classForm = editor(page, L.save);
    await classForm.getByLabel(L.className, { exact: true }).fill(L.newClass);
    await classForm.getByLabel(L.englishName, { exact: true }).fill(L.newClassEn);
    await choose(page, classForm, L.grade, L.gradeChoice);
    await choose(page, classForm, L.teachers, '李娜', true);
    await classForm.getByLabel(L.examTime, { exact: true }).fill('2025-07-01 09:00:00');
    // Enter takes the typed time; it does not submit the form (Save does)
    await page.keyboard.press('Enter');
    await expectVisible(classForm.getByLabel(L.examTime, { exact: true }));
    await main.getByRole('button', { name: buttonName(L.save) }).click();
    await expectVisible(page.getByText(L.added));
    await page.waitForURL('**/user/member/classIndex**');
    const search = page.getByRole('search');
    await search.getByLabel(L.className, { exact: true }).fill(L.newClass);
    await search.getByRole('button', { name: labelled(L.search) }).click();
    await expectVisible(rowWith(page, L.shown).filter({ hasText: '李娜' }));

    // the teacher's courses and classes, on the teacher's page
    await page.goto('/user/member/teacherIndex');
    await rowWith(page, '李娜')
      .getByRole('button', { name: buttonName(L.edit) })
      .click();
    await page.waitForURL('**/user/member/teacherEdit/*');
    const teacherForm = editor(page, L.save);
    await expectVisible(teacherForm.getByLabel(L.name, { exact: true }));
    await choose(page, teacherForm, L.courses, L.course, true);
    await choose(page, teacherForm, L.classes, L.shown, true);
    await main.getByRole('button', { name: buttonName(L.save) }).click();
    await expectVisible(page.getByText(L.edited));
    await page.waitForURL('**/user/member/teacherIndex**');
    await expectVisible(rowWith(page, '李娜').filter({ hasText: L.shown }).filter({ hasText: L.course }));

    // the teacher sees the class on their home page
    await logout(page, language);
    await loginAs(page, 'teacher', undefined, { language });
    await page.goto('/user/teacher/index');
    await expectVisible(page.getByLabel(L.myClasses, { exact: true }).getByText(L.shown, { exact: true }));
    expectNoConsoleErrors(page);
  });
});
