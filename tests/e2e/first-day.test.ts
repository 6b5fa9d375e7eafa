import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../../server/db/client';
import { configs } from '../../server/db/schema';
import { freePort, releasePort } from '../server/helpers/processes/free-port';
import { startServer, type ServerProcess } from '../server/helpers/processes/server-process';
import { buttonName, expectHidden, expectVisible, loginAs, logout } from './support/app';
import { ACTION_TIMEOUT_MS, expectNoConsoleErrors, launchBrowser, watchPage, shotsFolder } from './support/browser';
import { openInApp } from './support/tabs';
import { labelled, rowWith } from './system-helpers';
import type { Language } from './support/labels';

// A real school's first day (docs/readings.md "First run"): the server started on an empty
// database with SEED=school and a known ADMIN_PASSWORD, as the README has it; the administrator
// logs in and follows the home page's checklist through the console alone: the site's name,
// registration, a business developer, a discipline and a subject, a school with a teacher
// account, a class with that teacher, a course the school uses. The teacher then logs in and
// finds the class and the course. The administrator's first login asks for a password of their
// own; the checklist in both languages, the walk in Chinese, the teacher in English; screenshots at
// 1366 and 390 px in tests/e2e/artifacts/first-day/.
//
// The tests of this file build on each other, in order, on one database.

const ADMIN_PASSWORD = 'First-Day-2026';
/** The administrator's own password, chosen at the first login. */
const ADMIN_OWN = 'Own-Choice-2026';
const TEACHER = { userName: 'li_na', name: '李娜', password: 'Teach-2026' };
const SHOTS = shotsFolder('first-day');
/** A port range of this file's own (tests/server/helpers/processes/free-port.ts). */
const PORTS = [8210, 8219] as const;

/** A 1x1 PNG: the course's cover. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const STEPS = {
  zh: [
    '站点名称与标志',
    '开放或关闭注册',
    '商务拓展人员',
    '学科与科目',
    '第一所学校及其账号',
    '学校的班级',
    '学校的课程',
  ],
  en: [
    'Name and logo of the site',
    'Registration on or off',
    'Business developers',
    'Disciplines and subjects',
    'The first school and its accounts',
    'Its classes',
    'Its courses',
  ],
};
const CHECKLIST = { zh: '开始使用', en: 'Get started' };
const STATE = { zh: { done: '（已完成）', todo: '（待完成）' }, en: { done: ' (done)', todo: ' (to do)' } };

let server: ServerProcess;
let browser: Browser;
let port = 0;
let dataDir = '';

/**
 * A school's captcha is drawn as jittered paths that no script reads (docs/security.md
 * "Captchas"): the browser reads the plain-text one the demo data draws for its browser tests,
 * through the demo's own parameter, written into the stopped server's database.
 */
async function drawCaptchaAsText(dir: string): Promise<void> {
  const database = await openPglite(dir);
  try {
    await database.db.insert(configs).values({
      configName: '账号自助-验证码明文（仅演示数据）',
      configKey: 'sys.account.captchaPlainText',
      configValue: 'true',
      configType: 'Y',
    });
  } finally {
    await database.close();
  }
}

async function newPage(language: Language, width = 1366): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: language === 'zh' ? 'zh-CN' : 'en-US',
    viewport: { width, height: width > 500 ? 900 : 844 },
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS * 2);
  const page = await context.newPage();
  watchPage(page);
  return { context, page };
}

/** A full-page picture at each width, to be looked at. */
async function shoot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1366, height: 900 };
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

const main = (page: Page) => page.getByRole('main');
const checklist = (page: Page, language: Language) => page.getByRole('region', { name: CHECKLIST[language] });
/** Each step's name with its state, as a screen reader reads it. */
const stepStates = (page: Page, language: Language) =>
  checklist(page, language)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('div > div')?.textContent ?? ''));
const expectedStates = (language: Language, done: number) =>
  STEPS[language].map((name, i) => name + (i < done ? STATE[language].done : STATE[language].todo));

/**
 * Back to the home tab the way the menu goes there: the page kept in its tab asks again, and the
 * steps are read once that answer has come. A state that did not change would otherwise match at
 * once, and the next step could start while that request was still on its way.
 */
async function home(page: Page, language: Language, done: number): Promise<void> {
  if (done >= STEPS[language].length) return openInApp(page, '/index');
  const asked = page.waitForResponse((answer) => new URL(answer.url()).pathname.endsWith('/home/setup'));
  await openInApp(page, '/index');
  await asked;
  await expect.poll(() => stepStates(page, language)).toEqual(expectedStates(language, done));
}

/** Opens the screen a step of the checklist links to. */
async function follow(page: Page, language: Language, step: number, link: string, path: string): Promise<void> {
  const item = checklist(page, language).getByRole('listitem').nth(step);
  await item.getByRole('link', { name: link, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** Picks a choice of a select by typing it (long lists are virtual); closes a multiple one. */
async function choose(page: Page, scope: Locator, label: string, option: string, multiple = false) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  if (multiple) await page.keyboard.press('Escape');
}

const ok = (scope: Locator) => scope.getByRole('button', { name: buttonName('确定') });

/**
 * Presses a form dialog's OK and waits for the save: the dialog closes only once the server has
 * taken it. The message alone is not enough: an earlier save's may still be showing.
 */
async function save(page: Page, dialog: Locator, message: string): Promise<void> {
  await ok(dialog).click();
  await expectHidden(dialog);
  await expectVisible(page.getByText(message));
}

describe("a school's first day (SEED=school)", () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'csp-first-day-'));
    port = await freePort(...PORTS);
    const env = { SEED: 'school', ADMIN_PASSWORD, DATA_DIR: dataDir, WEB_DIR: inject('fileServer').webDir };
    // the first start makes and seeds the database, as a school's does
    const first = await startServer(port, env);
    expect(await first.stop()).toBe(0);
    await drawCaptchaAsText(dataDir);
    server = await startServer(port, env);
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    releasePort(port);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('asks the administrator for a password of their own at the first login (en)', async () => {
    const { context, page } = await newPage('en');
    await loginAs(page, 'admin', ADMIN_PASSWORD, { language: 'en' });
    const alone = page.getByRole('main', { name: 'Choose your own password' });
    await expectVisible(alone);
    expect(await page.getByRole('navigation').count()).toBe(0);
    await shoot(page, 'first-password-en');
    await alone.getByLabel('Old password').fill(ADMIN_PASSWORD);
    await alone.getByLabel('New password').fill(ADMIN_OWN);
    await alone.getByLabel('Confirm password').fill(ADMIN_OWN);
    await alone.getByRole('button', { name: buttonName('Save') }).click();
    await expectVisible(checklist(page, 'en'));
    expectNoConsoleErrors(page);
    await context.close();
  });

  it.each<Language>(['en', 'zh'])(
    'greets the administrator (%s) with the checklist, nothing done yet',
    async (language) => {
      const { context, page } = await newPage(language);
      await loginAs(page, 'admin', ADMIN_OWN, { language });
      await expectVisible(checklist(page, language));
      expect(await stepStates(page, language)).toEqual(expectedStates(language, 0));
      await expectVisible(checklist(page, language).getByText(language === 'zh' ? '已完成 0/7' : '0 of 7 done'));
      await shoot(page, `checklist-start-${language}`);
      expectNoConsoleErrors(page);
      await context.close();
    },
  );

  it('lets the administrator follow the checklist to a school in use (zh)', async () => {
    const { context, page } = await newPage('zh');
    await loginAs(page, 'admin', ADMIN_OWN, { language: 'zh' });
    await expectVisible(checklist(page, 'zh'));

    // 1. the site's own name
    await follow(page, 'zh', 0, '站点配置', '/admin/siteconfig/edit');
    const site = main(page);
    await expect.poll(() => site.getByLabel('系统名称', { exact: true }).inputValue()).not.toBe('');
    await site.getByLabel('系统名称', { exact: true }).fill('星河中学课程平台');
    await site.getByLabel('英文名称', { exact: true }).fill('Galaxy School Courses');
    await site.getByRole('button', { name: buttonName('保存') }).click();
    await expectVisible(page.getByText('站点配置已保存', { exact: true }));
    await home(page, 'zh', 1);

    // 2. registration: kept off, saved as decided
    await follow(page, 'zh', 1, '参数设置', '/system/config/index');
    const search = page.getByRole('search');
    await search.getByLabel('参数键名').fill('registerUser');
    await search.getByRole('button', { name: labelled('搜索') }).click();
    await rowWith(page, 'sys.account.registerUser')
      .getByRole('button', { name: buttonName('修改') })
      .click();
    const parameter = page.getByRole('dialog').filter({ has: page.getByLabel('参数键值') });
    await expect.poll(() => parameter.getByLabel('参数键值').inputValue()).toBe('false');
    await save(page, parameter, '修改成功');
    await home(page, 'zh', 2);

    // 3. a business developer, on the users screen, with a password typed by the administrator
    await follow(page, 'zh', 2, '用户管理', '/system/user/index');
    await main(page)
      .getByRole('button', { name: labelled('新增') })
      .click();
    const user = page.getByRole('dialog').filter({ has: page.getByLabel('用户密码') });
    await user.getByLabel('用户名称').fill('wangqiang');
    await user.getByLabel('姓名').fill('王强');
    await user.getByLabel('用户密码').fill('Develop-2026');
    await choose(page, user, '角色', '商务拓展', true);
    await save(page, user, '新增成功');
    await home(page, 'zh', 3);

    // 4. a discipline and one of its subjects
    await follow(page, 'zh', 3, '学科', '/admin/discipline/index');
    await main(page)
      .getByRole('button', { name: labelled('新增') })
      .click();
    const discipline = page.getByRole('dialog').filter({ has: page.getByLabel('学科名称') });
    await discipline.getByLabel('学科名称').fill('科学');
    await discipline.getByLabel('英文名称').fill('Science');
    await discipline.getByLabel('排序').fill('1');
    await save(page, discipline, '新增成功');
    await home(page, 'zh', 3);
    await follow(page, 'zh', 3, '科目', '/admin/subject/index');
    await main(page)
      .getByRole('button', { name: labelled('新增') })
      .click();
    const subject = page.getByRole('dialog').filter({ has: page.getByLabel('科目名称') });
    await choose(page, subject, '所属学科', '科学');
    await subject.getByLabel('科目名称').fill('物理');
    await subject.getByLabel('英文名称').fill('Physics');
    await save(page, subject, '新增成功');
    await home(page, 'zh', 4);
    await shoot(page, 'checklist-halfway-zh');

    // 5. the school, with the teacher's account
    await follow(page, 'zh', 4, '学校列表', '/admin/school/index');
    await main(page)
      .getByRole('button', { name: labelled('新增') })
      .click();
    const basic = main(page).getByRole('region', { name: '基本信息' });
    await expectVisible(basic);
    await basic.getByLabel('学校名称', { exact: true }).fill('星河中学');
    await basic.getByLabel('英文名称', { exact: true }).fill('Galaxy School');
    await choose(page, basic, '学校类型', '公办');
    await choose(page, basic, '学段', '初中', true);
    await choose(page, basic, '商务拓展', '王强 (wangqiang)');
    await main(page)
      .getByRole('button', { name: buttonName('下一步') })
      .click();
    const accounts = main(page).getByRole('region', { name: '账号' });
    await expectVisible(accounts);
    await accounts.getByRole('button', { name: '新建教师账号' }).click();
    await accounts.getByLabel('用户名称', { exact: true }).fill(TEACHER.userName);
    await accounts.getByLabel('姓名', { exact: true }).fill(TEACHER.name);
    await accounts.getByLabel('用户密码', { exact: true }).fill(TEACHER.password);
    await main(page)
      .getByRole('button', { name: buttonName('下一步') })
      .click();
    await expectVisible(main(page).getByRole('region', { name: '关联课程' }));
    await main(page)
      .getByRole('button', { name: buttonName('下一步') })
      .click();
    await expectVisible(main(page).getByRole('region', { name: '完成' }));
    await main(page)
      .getByRole('button', { name: buttonName('完成') })
      .click();
    await expectVisible(page.getByText('学校已创建'));
    await home(page, 'zh', 5);

    // 6. a class with that teacher
    await follow(page, 'zh', 5, '班级管理', '/admin/class/index');
    await main(page)
      .getByRole('button', { name: labelled('新增') })
      .click();
    const classForm = page.getByRole('dialog').filter({ has: page.getByLabel('考试时间') });
    await classForm.getByLabel('班级名称', { exact: true }).fill('七年级一班');
    await classForm.getByLabel('英文名称', { exact: true }).fill('Grade 7 Class 1');
    await choose(page, classForm, '年级', '7 年级');
    await choose(page, classForm, '教师', TEACHER.name, true);
    await classForm.getByLabel('考试时间', { exact: true }).fill('2027-01-10 09:00:00');
    await page.keyboard.press('Enter');
    await save(page, classForm, '新增成功');
    await home(page, 'zh', 6);

    // 7. a course, used by the school
    await follow(page, 'zh', 6, '课程管理', '/admin/course/index');
    await main(page)
      .getByRole('button', { name: labelled('新增') })
      .click();
    const course = main(page).getByRole('region', { name: '基本信息' });
    await expectVisible(course);
    await course.getByLabel('课程名称', { exact: true }).fill('光与影');
    await course.getByLabel('英文名称', { exact: true }).fill('Light and shadow');
    await course.getByLabel('课程简介', { exact: true }).fill('认识光的直线传播。');
    await choose(page, course, '起始年级', '七年级');
    await choose(page, course, '结束年级', '八年级');
    await choose(page, course, '学科', '科学');
    await choose(page, course, '科目', '物理');
    await course.getByLabel('课时数', { exact: true }).fill('1');
    await course.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expectVisible(page.getByText('上传成功').first());
    const next = () => main(page).getByRole('button', { name: buttonName('下一步') });
    await next().click();
    await expectVisible(main(page).getByRole('region', { name: '教具配置及资源' }));
    await next().click();
    const lessons = main(page).getByRole('region', { name: '课时' });
    await lessons.getByRole('button', { name: buttonName('新增课时') }).click();
    const lesson = page.getByRole('dialog', { name: '编辑课时' });
    await lesson.getByLabel('课时名称', { exact: true }).fill('影子从哪里来');
    await ok(lesson).click();
    await expectHidden(lesson);
    await next().click();
    await expectVisible(main(page).getByRole('region', { name: '完成' }));
    await main(page)
      .getByRole('button', { name: buttonName('完成') })
      .click();
    await expectVisible(page.getByText('课程已创建'));
    await page.waitForURL(/\/admin\/course\/edite_course\/\d+$/);
    const courseId = /(\d+)$/.exec(new URL(page.url()).pathname)![1];
    // a course no school uses is not yet the school's
    await home(page, 'zh', 6);
    await openInApp(page, `/admin/course/detail/${courseId}`);
    const schools = main(page).getByRole('region', { name: '关联学校' });
    await choose(page, schools, '选择要关联的学校', '星河中学', true);
    await schools.getByRole('button', { name: buttonName('关联') }).click();
    await expectVisible(page.getByText('关联成功'));

    // every step done: the checklist is gone, the counts remain
    await home(page, 'zh', 7);
    await expectVisible(page.getByRole('region', { name: '概览' }));
    await expectHidden(checklist(page, 'zh'));

    // the teacher's own course and class, on the school's teachers page
    await openInApp(page, '/user/member/teacherIndex');
    await rowWith(page, TEACHER.name)
      .getByRole('button', { name: buttonName('修改') })
      .click();
    await page.waitForURL('**/user/member/teacherEdit/*');
    const teacherForm = main(page)
      .locator('form')
      .filter({ has: page.getByRole('button', { name: buttonName('保存') }) });
    await expectVisible(teacherForm.getByLabel('姓名', { exact: true }));
    await choose(page, teacherForm, '课程', '光与影', true);
    await choose(page, teacherForm, '班级', '七年级一班', true);
    await main(page)
      .getByRole('button', { name: buttonName('保存') })
      .click();
    await expectVisible(page.getByText('修改成功'));
    await openInApp(page, '/index');
    await shoot(page, 'home-done-zh');
    expectNoConsoleErrors(page);
    await logout(page, 'zh');
    await context.close();
  }, 300_000);

  it('lets the teacher log in and find the class and the course (en)', async () => {
    const { context, page } = await newPage('en', 390);
    await loginAs(page, TEACHER.userName, TEACHER.password, { language: 'en' });
    await openInApp(page, '/user/teacher/index');
    await expectVisible(page.getByLabel('My classes', { exact: true }).getByText('Grade 7 Class 1', { exact: true }));
    await expectVisible(page.getByLabel('My courses', { exact: true }).getByText('Light and shadow', { exact: true }));
    await shoot(page, 'teacher-en');
    // the teacher has no checklist: it is the administrator's
    await openInApp(page, '/index');
    await expectVisible(page.getByRole('region', { name: 'Overview' }));
    await expectHidden(checklist(page, 'en'));
    expectNoConsoleErrors(page);
    await context.close();
  }, 120_000);
});
