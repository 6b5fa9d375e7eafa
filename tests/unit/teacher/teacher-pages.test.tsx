import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { classes, courseFiles, courses, lessonsTaught, messages, schedules } from '../../../server/db/schema';
import { formatTime } from '../../../server/lib/clock';
import { clock } from '../../server/helpers/harness';
import { classesOf, coursesOf, userId } from '../../server/helpers/rows/schedule-data';
import { lessonsOf } from '../../server/helpers/rows/teacher-data';
import { renderApp } from '../helpers/app';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { openDialogs, topDialog as dialog } from '../system/helpers/dialogs';

// the lesson page shows its first courseware inline, often a PDF
vi.mock('react-pdf', () => import('../helpers/react-pdf-stand-in'));

runOnRealServer();

const OK = /确\s?定/;
// Whole-app flows on a shared, loaded machine: more time than a single widget test needs.
const SLOW = { timeout: 60_000 };

const originalCreate = URL.createObjectURL;
beforeAll(async () => {
  // the shell and the pages are lazy chunks: transformed once here, not inside a test's budget
  await Promise.all([
    import('@/layout/Layout'),
    import('@/layout/tabs/CachedPages'),
    import('@/features/teacher/TeacherHomePage'),
    import('@/features/teacher/TeacherLessonPage'),
    import('@/features/preview/CourseFilePreview'),
  ]);
  // jsdom has no blob: URLs; the image and video viewers only need one to exist
  URL.createObjectURL = () => 'blob:teacher-test';
}, 60_000);
afterAll(() => {
  URL.createObjectURL = originalCreate;
});
afterEach(resetFeedback);

// What the demo teacher teaches, read from the server's tables (tests/server's helpers).
const teacherId = () => userId('teacher');
const myCourses = async () =>
  serverDb()
    .select()
    .from(courses)
    .where(inArray(courses.courseId, [...(await coursesOf('teacher'))]))
    .orderBy(asc(courses.courseId));
const myClasses = async () =>
  serverDb()
    .select()
    .from(classes)
    .where(inArray(classes.classId, [...(await classesOf('teacher'))]))
    .orderBy(asc(classes.classId));
const taughtCount = async (courseId: number) => {
  const rows = await serverDb()
    .select({ lessonId: lessonsTaught.lessonId })
    .from(lessonsTaught)
    .where(
      and(eq(lessonsTaught.courseId, courseId), inArray(lessonsTaught.classId, [...(await classesOf('teacher'))])),
    );
  return new Set(rows.map((r) => r.lessonId)).size;
};
/** A lesson of my first course none of my classes has had yet. */
const untaughtLesson = async () => {
  const courseId = (await myCourses())[0].courseId;
  const rows = await serverDb()
    .select({ lessonId: lessonsTaught.lessonId })
    .from(lessonsTaught)
    .where(eq(lessonsTaught.courseId, courseId));
  const taught = new Set(rows.map((r) => r.lessonId));
  return (await lessonsOf(courseId)).find((l) => !taught.has(l.lessonId))!;
};
const filesOfCourse = (courseId: number) =>
  serverDb().select().from(courseFiles).where(eq(courseFiles.courseId, courseId)).orderBy(asc(courseFiles.fileId));
const filesOfLesson = (lessonId: number) =>
  serverDb().select().from(courseFiles).where(eq(courseFiles.lessonId, lessonId)).orderBy(asc(courseFiles.fileId));
const isTaught = async (lessonId: number, classId: number) =>
  (
    await serverDb()
      .select()
      .from(lessonsTaught)
      .where(and(eq(lessonsTaught.lessonId, lessonId), eq(lessonsTaught.classId, classId)))
  ).length > 0;

async function open(path: string, heading: string | RegExp) {
  await loggedInAs('teacher');
  renderApp(path);
  await screen.findAllByText(heading, {}, { timeout: 15_000 });
}

// Text and label queries, not role queries: jsdom computes styles for every candidate of a role
// query, which takes minutes on pages this size.
const byLabel = (label: string) => screen.getByLabelText(label);
const itemOf = (text: string) => screen.getAllByText(text)[0].closest('li') as HTMLElement;

describe('teacher home', SLOW, () => {
  it('shows my courses with lessons taught / total, my classes, and today’s and this week’s lessons', async () => {
    const course = (await myCourses())[0];
    const klass = (await myClasses())[0];
    const lessons = await lessonsOf(course.courseId);
    const lesson = lessons[1];
    // today by the server's clock, which decides what today's lessons are
    const today = formatTime(clock.now()).slice(0, 10);
    await serverDb()
      .insert(schedules)
      .values({
        scheduleId: 999_999,
        teacherUserId: await teacherId(),
        schoolId: klass.schoolId,
        classId: klass.classId,
        courseId: course.courseId,
        lessonId: lesson.lessonId,
        date: today,
        startTime: '07:05',
        endTime: '07:50',
        place: '科学教室 1',
        createBy: 'teacher',
      });
    await open('/user/teacher/index', '今日课程');
    const card = within((await screen.findByText(course.title)).closest('.ant-card') as HTMLElement);
    const progress = `已上 ${await taughtCount(course.courseId)} / ${lessons.length} 课时`;
    expect(card.getByText(progress)).toBeInTheDocument();
    expect(card.getByText(course.title).closest('a')).toHaveAttribute(
      'href',
      `/user/teacher/course/${course.courseId}`,
    );
    expect(byLabel('我的课程').querySelectorAll('[role="listitem"]')).toHaveLength((await myCourses()).length);
    expect(screen.getByText(klass.className)).toBeInTheDocument();
    const todays = within(byLabel('今日课程'));
    expect(todays.getByText('07:05–07:50')).toBeInTheDocument();
    const todaysLesson = todays.getByText('07:05–07:50').closest('li') as HTMLElement;
    expect(within(todaysLesson).getByText(`${course.title} · ${lesson.title}`).closest('a')).toHaveAttribute(
      'href',
      `/user/teacher/detail/${lesson.lessonId}`,
    );
    expect(within(byLabel('本周课程')).getByText(/07:05–07:50/)).toBeInTheDocument();
  });
});

describe('teacher course page', SLOW, () => {
  it('lists the lessons in order with their files, downloads only where allowed', async () => {
    const course = (await myCourses())[0];
    const lessons = await lessonsOf(course.courseId);
    const files = await filesOfCourse(course.courseId);
    await open(`/user/teacher/course/${course.courseId}`, /^第 1 课时：/);
    const headings = screen.getAllByText(/^第 \d+ 课时：/).map((el) => el.textContent);
    expect(headings).toEqual(lessons.map((l, i) => `第 ${i + 1} 课时：${l.title}`));
    const locked = files.find((f) => f.lessonId && !f.downloadable)!;
    const free = files.find((f) => f.lessonId && f.downloadable)!;
    const lockedItem = within(itemOf(locked.fileName));
    expect(lockedItem.getByText('仅供在线预览')).toBeInTheDocument();
    expect(lockedItem.queryByLabelText(`下载 ${locked.fileName}`)).toBeNull();
    expect(lockedItem.getByLabelText(`在文件查看器中打开 ${locked.fileName}`)).toHaveAttribute(
      'href',
      `/fileView?fileId=${locked.fileId}`,
    );
    expect(within(itemOf(free.fileName)).getByLabelText(`下载 ${free.fileName}`)).toBeInTheDocument();
  });

  it('says so when the course is another teacher’s', async () => {
    const mine = await coursesOf('teacher');
    const all = await serverDb().select().from(courses).orderBy(asc(courses.courseId));
    const other = all.find((c) => !mine.has(c.courseId))!;
    await open(`/user/teacher/course/${other.courseId}`, '无法打开这门课程');
    expect(
      within(screen.getByText('无法打开这门课程').closest('.ant-result') as HTMLElement).getByText('当前操作没有权限'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^第 1 课时：/)).toBeNull();
  });
});

describe('teacher lesson page', SLOW, () => {
  it('previews the first courseware inline and another file on request', async () => {
    const user = userEvent.setup();
    const [lesson] = await lessonsOf((await myCourses())[0].courseId);
    const files = (await filesOfLesson(lesson.lessonId)).sort(
      (a, b) => (a.kind === 'courseware' ? -1 : 0) - (b.kind === 'courseware' ? -1 : 0) || a.sort - b.sort,
    );
    await open(`/user/teacher/detail/${lesson.lessonId}`, `第 1 课时：${lesson.title}`);
    const preview = () => within(byLabel('文件预览'));
    expect((await preview().findAllByText(files[0].fileName, {}, { timeout: 10_000 }))[0]).toBeInTheDocument();
    const other = files[1];
    await user.click(byLabel(`在本页预览 ${other.fileName}`));
    expect((await preview().findAllByText(other.fileName, {}, { timeout: 10_000 }))[0]).toBeInTheDocument();
    expect(preview().queryByText(files[0].fileName)).toBeNull();
    expect(preview().getByText(other.downloadable ? '下载' : '此文件不允许下载')).toBeInTheDocument();
  });

  it('marks the lesson taught for a class and takes the mark back', async () => {
    const user = userEvent.setup();
    const lesson = await untaughtLesson();
    const klass = (await myClasses())[0];
    await open(`/user/teacher/detail/${lesson.lessonId}`, /课时：/);
    await user.click(await screen.findByLabelText(`${klass.className} 标记已上`));
    expect(await screen.findByText('已标记为已上')).toBeInTheDocument();
    await waitFor(async () => expect(await isTaught(lesson.lessonId, klass.classId)).toBe(true));
    await user.click(await screen.findByLabelText(`撤销 ${klass.className} 的上课记录`));
    expect(await screen.findByText('已撤销上课记录')).toBeInTheDocument();
    expect(await isTaught(lesson.lessonId, klass.classId)).toBe(false);
    expect(await screen.findByLabelText(`${klass.className} 标记已上`)).toBeInTheDocument();
  });

  it('sends feedback on a lesson document through the courseware feedback dialog', async () => {
    const user = userEvent.setup();
    const course = (await myCourses())[0];
    const [lesson] = await lessonsOf(course.courseId);
    const file = (await filesOfLesson(lesson.lessonId)).find((f) => f.kind === 'courseware')!;
    await open(`/user/teacher/detail/${lesson.lessonId}`, `第 1 课时：${lesson.title}`);
    await user.click(byLabel(`对 ${file.fileName} 提交反馈`));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(await dialog().findByTitle(course.title)).toBeInTheDocument();
    expect(await dialog().findByTitle(file.fileName)).toBeInTheDocument();
    await user.type(dialog().getByLabelText('标题'), '第一课时课件缺图');
    await user.type(dialog().getByLabelText('内容'), '第 3 页的电路图没有显示。');
    await user.click((await dialog().findByText(OK)).closest('button') as HTMLElement);
    expect(await screen.findByText('发送成功')).toBeInTheDocument();
    const [newest] = await serverDb().select().from(messages).orderBy(desc(messages.messageId)).limit(1);
    expect(newest).toMatchObject({
      teacherUserId: await teacherId(),
      courseId: course.courseId,
      lessonId: lesson.lessonId,
      fileId: file.fileId,
      title: '第一课时课件缺图',
    });
  });
});
