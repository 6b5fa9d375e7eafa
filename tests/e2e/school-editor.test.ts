import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buttonName, expectVisible, loginAs } from './support/app';
import { expectNoConsoleErrors, useBrowserSession } from './support/browser';

// A school created through every step of its editor (basic information, accounts, courses,
// complete) and found in the school list with its counts, in both languages: by the admin in
// Chinese, by a business developer (who is offered only themselves) in English.

const NEW = '/admin/school/edit/new';

const main = (page: Page) => page.getByRole('main');
const step = (page: Page, title: string) => main(page).getByRole('region', { name: title });
const button = (page: Page, name: string) => main(page).getByRole('button', { name: buttonName(name) });

/** Picks an antd Select's option: the visible option rows carry their label as title. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByTitle(option, { exact: true }).last().click();
  await page.keyboard.press('Escape');
}

interface Words {
  basic: string;
  accounts: string;
  courses: string;
  complete: string;
  next: string;
  finish: string;
  name: string;
  nameEn: string;
  type: string;
  stage: string;
  developer: string;
  newPrincipal: string;
  userName: string;
  personName: string;
  password: string;
  associate: string;
  created: string;
  search: string;
  headers: string[];
}

const ZH: Words = {
  basic: '基本信息',
  accounts: '账号',
  courses: '关联课程',
  complete: '完成',
  next: '下一步',
  finish: '完成',
  name: '学校名称',
  nameEn: '英文名称',
  type: '学校类型',
  stage: '学段',
  developer: '商务拓展',
  newPrincipal: '新建校长账号',
  userName: '用户名称',
  personName: '姓名',
  password: '用户密码',
  associate: '关联',
  created: '学校已创建',
  search: '搜索',
  headers: ['班级数', '课程数', '管理员数', '校长数', '教师数'],
};

const EN: Words = {
  basic: 'Basic information',
  accounts: 'Accounts',
  courses: 'Courses',
  complete: 'Complete',
  next: 'Next',
  finish: 'Complete',
  name: 'School name',
  nameEn: 'English name',
  type: 'School type',
  stage: 'Stage',
  developer: 'Business developer',
  newPrincipal: 'Create a principal account',
  userName: 'Username',
  personName: 'Name',
  password: 'Password',
  associate: 'Associate',
  created: 'School created',
  search: 'Search',
  headers: ['Classes', 'Courses', 'Administrators', 'Principals', 'Teachers'],
};

/** The texts of a row's cells under the given column headers. */
async function cellsUnder(page: Page, row: Locator, headers: string[]): Promise<string[]> {
  const all = await page.getByRole('columnheader').allInnerTexts();
  const cells = await row.getByRole('cell').allInnerTexts();
  return headers.map((h) => cells[all.findIndex((text) => text.trim() === h)]?.trim() ?? '');
}

async function createSchool(
  page: Page,
  w: Words,
  school: {
    name: string;
    nameEn: string;
    type: string;
    stage: string;
    developer?: string;
    principal: string;
    course: string;
  },
) {
  await page.goto(NEW);
  const basic = step(page, w.basic);
  await expectVisible(basic);
  await basic.getByLabel(w.name, { exact: true }).fill(school.name);
  await basic.getByLabel(w.nameEn, { exact: true }).fill(school.nameEn);
  await choose(page, basic, w.type, school.type);
  await choose(page, basic, w.stage, school.stage);
  if (school.developer) await choose(page, basic, w.developer, school.developer);
  await button(page, w.next).click();

  const accounts = step(page, w.accounts);
  await expectVisible(accounts);
  await accounts.getByRole('button', { name: w.newPrincipal }).click();
  await accounts.getByLabel(w.userName, { exact: true }).fill(school.principal);
  await accounts.getByLabel(w.personName, { exact: true }).fill(school.principal);
  await accounts.getByLabel(w.password, { exact: true }).fill('admin123');
  await button(page, w.next).click();

  const courses = step(page, w.courses);
  await expectVisible(courses);
  await courses.getByText(school.course, { exact: true }).first().click();
  await courses.getByRole('button', { name: buttonName(w.associate), exact: true }).click();
  await button(page, w.next).click();

  const complete = step(page, w.complete);
  await expectVisible(complete);
  await expectVisible(complete.getByText(school.name, { exact: true }));
  await button(page, w.finish).click();
  await expectVisible(page.getByText(w.created));
  await page.waitForURL((url) => url.pathname === '/admin/school/index');
}

async function findInList(page: Page, w: Words, search: string, shown: string): Promise<Locator> {
  const form = page.getByRole('search');
  await form.getByLabel(w.name, { exact: true }).fill(search);
  await form.getByRole('button', { name: buttonName(w.search) }).click();
  const row = main(page).getByRole('row').filter({ hasText: shown });
  await expectVisible(row);
  return row;
}

describe('school editor', () => {
  const session = useBrowserSession();

  it('creates a school through every step and finds it in the list with its counts (zh)', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await createSchool(page, ZH, {
      name: '星光实验学校',
      nameEn: 'Starlight Experimental School',
      type: '民办',
      stage: '初中',
      developer: '孙丽 (bd)',
      principal: 'starlight_head',
      course: '走进电路世界',
    });
    const row = await findInList(page, ZH, '星光', '星光实验学校');
    expect(await cellsUnder(page, row, ZH.headers)).toEqual(['0', '1', '0', '1', '0']);
    await expectVisible(row.getByText('民办'));
    await expectVisible(row.getByText('孙丽'));
    expectNoConsoleErrors(page);
  });

  it('lets a business developer create a school for themselves and find it with its counts (en)', async () => {
    const { page } = session;
    await loginAs(page, 'bd', undefined, { language: 'en' });
    await createSchool(page, EN, {
      name: '晨曦双语学校',
      nameEn: 'Dawn Bilingual School',
      type: 'International bilingual',
      stage: 'Primary',
      principal: 'dawn_head',
      course: 'Into the World of Circuits',
    });
    // found by its English name, shown in English
    const row = await findInList(page, EN, 'dawn', 'Dawn Bilingual School');
    expect(await cellsUnder(page, row, EN.headers)).toEqual(['0', '1', '0', '1', '0']);
    await expectVisible(row.getByText('International bilingual'));
    expectNoConsoleErrors(page);
  });
});
