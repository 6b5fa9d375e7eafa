import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { i18n } from '@/i18n';
import { memoryDraftStore, setDraftStore } from '@/utils/drafts';
import { courses, lessons as lessonTable, subjects } from '../../../server/db/schema';
import { addTestLesson } from '../../server/helpers/rows/course-file-rows';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';

// The course editor as an admin drives it: the rules and messages of step 1, the lesson count
// against the class hours, and a failed Complete.

runOnRealServer();

beforeEach(() => setDraftStore(memoryDraftStore()));
afterEach(() => {
  setDraftStore(null);
  resetFeedback();
});

const step = (title: string) => screen.getByRole('region', { name: title });
const main = () => screen.getByRole('main');
const button = (name: RegExp) => within(main()).getByRole('button', { name });

async function openEditor(id: string | number = 'new') {
  await loggedInAs('admin');
  renderApp(`/admin/course/edite_course/${id}`);
  await screen.findByRole('region', { name: '基本信息' }, { timeout: 20_000 });
  return userEvent.setup();
}

/** Picks an option of the antd Select labelled `label`. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(within(step('基本信息')).getByLabelText(label));
  const options = await screen.findAllByRole('option', { name: option });
  // antd renders a hidden a11y option list beside the visible one: click the visible item.
  const visible = document.querySelectorAll(`.ant-select-item-option[title="${option}"]`);
  await user.click((visible[visible.length - 1] as HTMLElement | undefined) ?? options[0]);
}

describe('course editor, step 1', () => {
  it('names every missing required field on Next, but not the English title or the tags', async () => {
    const user = await openEditor();
    await user.click(button(/下一步/));
    for (const message of [
      '课程名称不能为空',
      '课程简介不能为空',
      '起始年级不能为空',
      '结束年级不能为空',
      '学科不能为空',
      '科目不能为空',
      '课时数不能为空',
      '封面图片不能为空',
    ]) {
      expect(await within(step('基本信息')).findByText(message)).toBeInTheDocument();
    }
    expect(within(step('基本信息')).queryByText('英文名称不能为空')).toBeNull();
    expect(within(step('基本信息')).queryByText('标签不能为空')).toBeNull();
    expect(step('基本信息')).toBeVisible();
  }, 40_000);

  it('refuses an end grade before the start grade, and takes the same grade', async () => {
    const user = await openEditor();
    await choose(user, '起始年级', '五年级');
    await choose(user, '结束年级', '三年级');
    expect(await within(step('基本信息')).findByText('结束年级不能早于起始年级')).toBeInTheDocument();
    await choose(user, '结束年级', '五年级');
    await waitFor(() => expect(within(step('基本信息')).queryByText('结束年级不能早于起始年级')).toBeNull());
  }, 40_000);

  it('offers the subjects of the chosen discipline only, and drops a subject of another', async () => {
    const user = await openEditor();
    expect(within(step('基本信息')).getByLabelText('科目')).toBeDisabled();
    await choose(user, '学科', '科学');
    await choose(user, '科目', '物理');
    expect(screen.queryByRole('option', { name: '编程' })).toBeNull();
    await choose(user, '学科', '技术');
    await waitFor(() => expect(within(step('基本信息')).queryByTitle('物理')).toBeNull());
    await user.click(within(step('基本信息')).getByLabelText('科目'));
    expect(await screen.findAllByRole('option', { name: '编程' })).not.toHaveLength(0);
  }, 40_000);

  it('a failed Complete says "信息未填写完整" and shows the first step with an error', async () => {
    const user = await openEditor();
    await user.type(within(step('基本信息')).getByLabelText('课程名称'), '光与影');
    await user.click(button(/下一步/)); // stays: step 1 is not complete
    expect(step('基本信息')).toBeVisible();
    await user.click(button(/完\s?成/));
    expect(await screen.findByText('信息未填写完整')).toBeInTheDocument();
    expect(step('基本信息')).toBeVisible();
    expect(within(step('基本信息')).getByText('课程简介不能为空')).toBeInTheDocument();
  }, 40_000);
});

describe('course editor, an existing course', () => {
  it('loads the course, and warns with both numbers when the lessons and class hours differ', async () => {
    // Step 1 must be complete for Next to leave it: seeded course 1 with a cover.
    const [course] = await serverDb()
      .update(courses)
      .set({ cover: '/csp/system/oss/file/90004/cover.png' })
      .where(eq(courses.courseId, 1))
      .returning();
    // Two lessons of its own, whatever the seed holds.
    await serverDb().delete(lessonTable).where(eq(lessonTable.courseId, course.courseId));
    for (const [i, title] of ['电从哪里来', '串联与并联'].entries()) {
      await addTestLesson({ lessonId: 9000 + i, courseId: course.courseId, sort: i + 1, title });
    }
    const user = await openEditor(course.courseId);
    await waitFor(() => expect(within(step('基本信息')).getByLabelText('课程名称')).toHaveValue(course.title));
    const lessons = (await serverDb().select().from(lessonTable).where(eq(lessonTable.courseId, course.courseId)))
      .length;
    // Class hours one more than the lessons: the step names both numbers.
    const hours = within(step('基本信息')).getByLabelText('课时数');
    await user.clear(hours);
    await user.type(hours, String(lessons + 1));
    await user.click(button(/下一步/));
    await screen.findByRole('region', { name: '教具配置及资源' });
    await user.click(button(/下一步/));
    const lessonsStep = await screen.findByRole('region', { name: '课时' });
    expect(
      within(lessonsStep).getByText(
        `课时列表有 ${lessons} 个课时，但课时数填写为 ${lessons + 1}：请增删课时或修改课时数。`,
      ),
    ).toBeInTheDocument();
    await user.click(button(/上一步/));
    await user.click(button(/上一步/));
    await user.clear(hours);
    await user.type(hours, String(lessons));
    await user.click(button(/下一步/));
    await user.click(button(/下一步/));
    expect(await within(lessonsStep).findByText(`课时列表与课时数一致（${lessons} 个）。`)).toBeInTheDocument();
    // the server's lessons, in order, each marked saved
    const list = within(lessonsStep).getByRole('list', { name: '课时' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/电从哪里来|串联与并联/).textContent)).toEqual([
      '电从哪里来',
      '串联与并联',
    ]);
    expect(within(rows[0]).getByText('已保存')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: '拖动 电从哪里来 调整顺序' })).toBeInTheDocument();
  }, 60_000);
});

describe('course editor, discipline and subject names', () => {
  afterEach(() => i18n.changeLanguage('zh'));

  it('names them in the screen language, and in Chinese where the English name is missing', async () => {
    await serverDb().update(subjects).set({ subjectNameEn: '' }).where(eq(subjects.subjectName, '物理'));
    await i18n.changeLanguage('en');
    await loggedInAs('admin');
    renderApp('/admin/course/edite_course/new');
    const basic = await screen.findByRole('region', { name: 'Basic information' }, { timeout: 20_000 });
    const user = userEvent.setup();
    await user.click(within(basic).getByLabelText('Discipline'));
    expect(await screen.findAllByRole('option', { name: 'Technology' })).not.toHaveLength(0);
    const science = document.querySelectorAll('.ant-select-item-option[title="Science"]');
    await user.click(science[science.length - 1] as HTMLElement);
    await user.click(within(basic).getByLabelText('Subject'));
    expect(await screen.findAllByRole('option', { name: 'Biology' })).not.toHaveLength(0);
    expect(screen.getAllByRole('option', { name: '物理' })).not.toHaveLength(0);
  }, 40_000);
});
