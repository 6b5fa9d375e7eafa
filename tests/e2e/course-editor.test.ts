import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buttonName, expectHidden, expectVisible, loginAs, reloadLeaving, untilLeaveGuarded } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';

// The course editor (four steps) and its lessons: creating a course with files and lessons, the
// step-1 messages, reordering lessons by keyboard, the unsaved-changes warning and the local
// draft after a reload and after an expired session; in both languages.

const NEW = '/admin/course/edite_course/new';

/** A 1x1 PNG (the cover) and a tiny PDF and text file (resources): real enough for the checks. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% sample\n%%EOF\n'),
});
const txt = (name: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from('阅读材料 reading') });

const main = (page: Page) => page.getByRole('main');
const step = (page: Page, title: string) => main(page).getByRole('region', { name: title });
const button = (page: Page, name: string) => main(page).getByRole('button', { name: buttonName(name) });
const lessonList = (scope: Locator, name: string) =>
  scope.getByRole('list', { name, exact: true }).getByRole('listitem');

/** Picks an antd Select's option: the visible option rows carry their label as title. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByTitle(option, { exact: true }).last().click();
}

/** The text a screen reader was last told by the drag-and-drop live region. */
const announced = (page: Page, text: string) => page.locator('[aria-live]').filter({ hasText: text });

/** Moves the lesson whose handle is named `handle` up by `steps` with the keyboard only. */
async function moveUpByKeyboard(page: Page, handle: string, steps = 1) {
  await main(page).getByRole('button', { name: handle }).focus();
  // A person's key presses are frames apart; the sorter measures the rows between them.
  const press = async (key: string) => {
    await page.keyboard.press(key);
    await page.waitForTimeout(200);
  };
  await press('Space');
  for (let i = 0; i < steps; i += 1) await press('ArrowUp');
  await press('Space');
}

describe('course editor', () => {
  const session = useBrowserSession();

  it('creates a course through the four steps with files and lessons, reordered by keyboard (zh)', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await page.goto(NEW);
    const basic = step(page, '基本信息');
    await expectVisible(basic);

    // step 1: the required fields and the grade range say what is wrong
    await button(page, '下一步').click();
    for (const message of [
      '课程名称不能为空',
      '起始年级不能为空',
      '学科不能为空',
      '课时数不能为空',
      '封面图片不能为空',
    ]) {
      await expectVisible(basic.getByText(message));
    }
    await expectHidden(basic.getByText('英文名称不能为空'));
    await basic.getByLabel('课程名称', { exact: true }).fill('光与影');
    await basic.getByLabel('课程简介', { exact: true }).fill('认识光的直线传播。');
    await choose(page, basic, '起始年级', '五年级');
    await choose(page, basic, '结束年级', '三年级');
    await expectVisible(basic.getByText('结束年级不能早于起始年级'));
    await choose(page, basic, '结束年级', '六年级');
    await expectHidden(basic.getByText('结束年级不能早于起始年级'));
    await choose(page, basic, '学科', '科学');
    await choose(page, basic, '科目', '物理');
    await basic.getByLabel('课时数', { exact: true }).fill('2');
    await basic.getByLabel('标签', { exact: true }).fill('光学');
    await page.keyboard.press('Enter');
    await basic.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expectVisible(page.getByText('上传成功').first());
    await button(page, '下一步').click();

    // step 2: teaching aids and files, one of them not downloadable
    const resources = step(page, '教具配置及资源');
    await expectVisible(resources);
    await resources.getByLabel('教具配置', { exact: true }).fill('手电筒、白纸');
    await resources
      .locator('input[type="file"]')
      .first()
      .setInputFiles([pdf('课件.pdf')]);
    await expectVisible(resources.getByRole('link', { name: '课件.pdf' }));
    await resources.getByRole('switch', { name: '允许下载: 课件.pdf' }).click();
    await expect.poll(() => resources.getByRole('switch', { name: '允许下载: 课件.pdf' }).isChecked()).toBe(false);
    await button(page, '下一步').click();

    // step 3: the count against the class hours, lessons added in a dialog with a bulk upload
    const lessons = step(page, '课时');
    await expectVisible(lessons.getByText('课时列表有 0 个课时，但课时数填写为 2：请增删课时或修改课时数。'));
    for (const title of ['影子从哪里来', '小孔成像']) {
      await lessons.getByRole('button', { name: buttonName('新增课时') }).click();
      const dialog = page.getByRole('dialog', { name: '编辑课时' });
      await dialog.getByLabel('课时名称', { exact: true }).fill(title);
      if (title === '影子从哪里来') {
        await dialog
          .locator('input[type="file"]')
          .first()
          .setInputFiles([pdf('第一课.pdf'), txt('阅读.txt')]);
        await expectVisible(dialog.getByRole('link', { name: '第一课.pdf' }));
        await expectVisible(dialog.getByRole('link', { name: '阅读.txt' }));
        await expectVisible(page.getByText('已上传 2 个文件'));
      }
      await dialog.getByRole('button', { name: buttonName('确定') }).click();
      await expectHidden(dialog);
    }
    await expectVisible(lessons.getByText('课时列表与课时数一致（2 个）。'));
    await expect
      .poll(() => lessonList(lessons, '课时').allInnerTexts())
      .toEqual([expect.stringContaining('影子从哪里来'), expect.stringContaining('小孔成像')]);
    await expectVisible(lessonList(lessons, '课时').first().getByText('未保存'));
    await moveUpByKeyboard(page, '拖动 小孔成像 调整顺序');
    await expect.poll(() => announced(page, '课时 小孔成像 已放到第 1 个，共 2 个。').count()).toBe(1);
    await expect.poll(() => lessonList(lessons, '课时').first().innerText()).toContain('小孔成像');
    await checkpoint(page, 'course-editor-lessons-zh');
    await button(page, '下一步').click();

    // step 4: the summary, then Complete
    const summary = step(page, '完成');
    await expectVisible(summary.getByText('2 个课时'));
    await expectVisible(summary.getByText('五年级 至 六年级'));
    await button(page, '完成').click();
    await expectVisible(page.getByText('课程已创建'));
    await page.waitForURL(/\/admin\/course\/edite_course\/\d+$/);

    // the created course opens in its own editor with its lessons saved, in the order given
    await expectVisible(step(page, '基本信息'));
    expect(await step(page, '基本信息').getByLabel('课程名称', { exact: true }).inputValue()).toBe('光与影');
    await button(page, '下一步').click();
    expect(await step(page, '教具配置及资源').getByRole('switch', { name: '允许下载: 课件.pdf' }).isChecked()).toBe(
      false,
    );
    await button(page, '下一步').click();
    const saved = lessonList(step(page, '课时'), '课时');
    await expect
      .poll(() => saved.allInnerTexts())
      .toEqual([expect.stringContaining('小孔成像'), expect.stringContaining('影子从哪里来')]);
    await expectVisible(saved.first().getByText('已保存'));
    expectNoConsoleErrors(page);
  });

  it('says what is missing in English, warns before leaving, and brings the draft back after a reload and an expired session (en)', async () => {
    const { page } = session;
    await loginAs(page, 'admin', undefined, { language: 'en' });
    await page.goto(NEW);
    const basic = step(page, 'Basic information');
    await expectVisible(basic);
    await button(page, 'Complete').click();
    await expectVisible(page.getByText('Information not completed'));
    await expectVisible(basic.getByText('Course title is required'));
    await expectVisible(basic.getByText('Cover image is required'));
    await choose(page, basic, 'Start grade', 'Grade 7');
    await choose(page, basic, 'End grade', 'Grade 6');
    await expectVisible(basic.getByText('The end grade cannot be before the start grade'));

    // typed work: reloading asks first, and the draft comes back
    await basic.getByLabel('Course title', { exact: true }).fill('Light and shadow');
    await page.waitForTimeout(1000);
    await untilLeaveGuarded(page);
    expect(await reloadLeaving(page)).toEqual(['beforeunload']);
    await expectVisible(main(page).getByText(/Unsaved changes from .* were found/));
    await button(page, 'Restore').click();
    await expect
      .poll(() => step(page, 'Basic information').getByLabel('Course title', { exact: true }).inputValue())
      .toBe('Light and shadow');

    // the session expires: logging in again brings the editor and its draft back
    await step(page, 'Basic information').getByLabel('Description', { exact: true }).fill('Straight light');
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      document.cookie = 'Admin-Token=expired; path=/';
    });
    // the next call (the cover's upload) is refused: the app offers to log in again
    await step(page, 'Basic information')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    const expired = page.getByRole('dialog').filter({ hasText: 'Your session has expired' });
    await expectVisible(expired);
    await expired.getByRole('button', { name: buttonName('Log in again') }).click();
    await page.waitForURL(/\/login/);
    await loginAs(page, 'admin', undefined, { language: 'en' });
    await page.goto(NEW);
    await expectVisible(main(page).getByText(/Unsaved changes from .* were found/));
    await button(page, 'Restore').click();
    const restored = step(page, 'Basic information');
    await expect.poll(() => restored.getByLabel('Course title', { exact: true }).inputValue()).toBe('Light and shadow');
    expect(await restored.getByLabel('Description', { exact: true }).inputValue()).toBe('Straight light');
    await checkpoint(page, 'course-editor-draft-en');
  });

  it('reorders the lessons of a saved course by keyboard, saved at once and announced (en)', async () => {
    const { page } = session;
    await loginAs(page, 'admin', undefined, { language: 'en' });
    // A course with three lessons, made through the same calls the editor uses.
    const courseId = await page.evaluate(async () => {
      const token = decodeURIComponent(/Admin-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const answer = await fetch('/csp/admin/course', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          title: '排序',
          description: '排序',
          gradeStart: 1,
          gradeEnd: 2,
          disciplineId: 1,
          subjectId: 1,
          classHours: 3,
          cover: '/csp/system/oss/file/90004/cover.png',
          lessons: [{ title: 'One' }, { title: 'Two' }, { title: 'Three' }],
        }),
      });
      return ((await answer.json()) as { data: { courseId: number } }).data.courseId;
    });
    await page.goto(`/admin/course/edite_course/${courseId}`);
    await expectVisible(step(page, 'Basic information'));
    await button(page, 'Next').click();
    await button(page, 'Next').click();
    const lessons = step(page, 'Lessons');
    await expectVisible(lessons.getByText('The lessons and the class hours agree (3).'));
    await moveUpByKeyboard(page, 'Drag Three to reorder', 2);
    await expect.poll(() => announced(page, 'Lesson Three dropped at position 1 of 3.').count()).toBe(1);
    await expectVisible(page.getByText('Lesson order saved'));
    await page.reload();
    await expectVisible(step(page, 'Basic information'));
    await button(page, 'Next').click();
    await button(page, 'Next').click();
    await expect
      .poll(() => lessonList(step(page, 'Lessons'), 'Lessons').allInnerTexts())
      .toEqual([expect.stringContaining('Three'), expect.stringContaining('One'), expect.stringContaining('Two')]);
    expectNoConsoleErrors(page);
  });
});
