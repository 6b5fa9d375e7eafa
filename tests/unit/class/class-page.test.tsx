import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../helpers/msw-server';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { DETAIL_WAIT_MS } from '@/features/class/queries';
import { classes, classTeachers, scores, students as studentTable, users } from '../../../server/db/schema';
import { renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { openDialogs, topDialog as dialog } from '../system/helpers/dialogs';

// The classes screen: scoping by school, the class form, roster imports and the class detail.

runOnRealServer();
afterEach(resetFeedback);

/** A class of school 1 as the server holds it, by name, with its teachers' ids (undefined when none). */
async function classNamed(className: string) {
  const [klass] = await serverDb()
    .select()
    .from(classes)
    .where(and(eq(classes.schoolId, 1), eq(classes.className, className)));
  if (!klass) return undefined;
  const teachers = await serverDb()
    .select({ userId: classTeachers.userId })
    .from(classTeachers)
    .where(eq(classTeachers.classId, klass.classId))
    .orderBy(asc(classTeachers.userId));
  return { ...klass, teacherIds: teachers.map((t) => t.userId) };
}
const FOURTH_ONE = '四年级（1）班';
// Whole-app flows on a shared, loaded machine: the detail's tests took 41 to 58 s at a load of 15 to 20.
const SLOW = 60_000;
const studentCount = async () => (await serverDb().select({ n: count() }).from(studentTable))[0].n;

const OK = /确\s?定/;

async function openPage(account: string) {
  await loggedInAs(account);
  renderApp('/admin/class/index');
  // the first screen of a file loads its lazy chunks cold
  const table = await screen.findByRole('table', {}, { timeout: 15_000 });
  await within(table).findByText('四年级（1）班', {}, { timeout: 15_000 });
  return table;
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

describe('classes screen', () => {
  it(
    'shows a school admin only their school, with no school filter',
    async () => {
      const table = await openPage('schooladmin');
      expect(within(screen.getByRole('search')).queryByLabelText('学校')).toBeNull();
      const [{ mine }] = await serverDb().select({ mine: count() }).from(classes).where(eq(classes.schoolId, 1));
      expect(await screen.findByText(`共 ${mine} 条`)).toBeInTheDocument();
      // a class of another school is never listed
      expect(within(table).queryByText('七年级 A 班')).toBeNull();
    },
    SLOW,
  );

  it(
    'offers the administrator a school filter',
    async () => {
      await openPage('admin');
      expect(within(screen.getByRole('search')).getByLabelText('学校')).toBeInTheDocument();
      const [{ all }] = await serverDb().select({ all: count() }).from(classes);
      expect(await screen.findByText(`共 ${all} 条`)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'refuses an empty class form with the field messages, then creates the class',
    async () => {
      const user = userEvent.setup();
      await openPage('schooladmin');
      await user.click(screen.getByRole('button', { name: /新\s?增/ }));
      await waitFor(() => expect(openDialogs()).toHaveLength(1));
      await user.click(dialog().getByRole('button', { name: OK }));
      expect(await dialog().findByText('班级名称不能为空')).toBeInTheDocument();
      expect(dialog().getByText('年级不能为空')).toBeInTheDocument();
      expect(dialog().getByText('教师不能为空')).toBeInTheDocument();
      expect(dialog().getByText('考试时间不能为空')).toBeInTheDocument();
      await user.type(dialog().getByLabelText('班级名称'), '三年级（8）班');
      await user.click(dialog().getByLabelText('年级'));
      await user.click(await screen.findByTitle('3 年级'));
      await user.click(dialog().getByLabelText('教师'));
      await user.click(await screen.findByTitle('李娜'));
      await user.type(dialog().getByLabelText('考试时间'), '2025-07-01 09:00:00{enter}');
      await user.click(dialog().getByRole('button', { name: OK }));
      await waitFor(async () => expect(await classNamed('三年级（8）班')).toBeDefined());
      const [teacher] = await serverDb().select().from(users).where(eq(users.userName, 'teacher'));
      const added = await classNamed('三年级（8）班');
      expect(added).toMatchObject({
        schoolId: 1,
        grade: 3,
        examTime: '2025-07-01 09:00:00',
        teacherIds: [teacher.userId],
      });
    },
    SLOW,
  );

  it(
    'edits an existing class: the dialog shows its saved values and saves them unchanged',
    async () => {
      const user = userEvent.setup();
      const table = await openPage('schooladmin');
      const before = (await classNamed(FOURTH_ONE))!;
      await user.click(within(rowOf(table, '四年级（1）班')).getByRole('button', { name: /修\s?改/ }));
      await waitFor(() => expect(openDialogs()).toHaveLength(1));
      expect(dialog().getByText('修改班级')).toBeInTheDocument();
      expect(dialog().getByLabelText('班级名称')).toHaveValue(before.className);
      expect(dialog().getByLabelText('考试时间')).toHaveValue(before.examTime);
      await user.click(dialog().getByRole('button', { name: OK }));
      expect(await screen.findByText('修改成功')).toBeInTheDocument();
      await waitFor(() => expect(openDialogs()).toHaveLength(0));
      expect(await classNamed(FOURTH_ONE)).toMatchObject({
        classId: before.classId,
        className: before.className,
        grade: before.grade,
        teacherIds: before.teacherIds,
        examTime: before.examTime,
      });
    },
    SLOW,
  );

  it(
    'takes Enter in the exam time as picking the time, not as saving the dialog',
    async () => {
      const user = userEvent.setup();
      const table = await openPage('schooladmin');
      const before = (await classNamed(FOURTH_ONE))!.examTime;
      await user.click(within(rowOf(table, '四年级（1）班')).getByRole('button', { name: /修\s?改/ }));
      await waitFor(() => expect(openDialogs()).toHaveLength(1));
      const examTime = dialog().getByLabelText('考试时间');
      await user.clear(examTime);
      await user.type(examTime, '2025-07-01 09:00:00{enter}');
      // a moment for a save that should not happen
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(openDialogs()).toHaveLength(1);
      expect((await classNamed(FOURTH_ONE))?.examTime).toBe(before);
      expect(dialog().getByLabelText('考试时间')).toHaveValue('2025-07-01 09:00:00');
      // OK saves what Enter picked
      await user.click(dialog().getByRole('button', { name: OK }));
      await waitFor(() => expect(openDialogs()).toHaveLength(0));
      expect((await classNamed(FOURTH_ONE))?.examTime).toBe('2025-07-01 09:00:00');
    },
    SLOW,
  );

  it(
    'previews a student roster with its bad rows and imports only the good ones',
    async () => {
      const user = userEvent.setup();
      const table = await openPage('schooladmin');
      const klass = (await classNamed(FOURTH_ONE))!;
      // a student of another class of the same school
      const [taken] = await serverDb()
        .select()
        .from(studentTable)
        .where(and(eq(studentTable.schoolId, 1), ne(studentTable.classId, klass.classId)))
        .orderBy(asc(studentTable.studentId))
        .limit(1);
      await user.click(within(rowOf(table, '四年级（1）班')).getByRole('button', { name: /更多/ }));
      await user.click(await screen.findByText('导入学生名单'));
      await waitFor(() => expect(openDialogs()).toHaveLength(1));
      const box = openDialogs()[0];
      expect(within(box).getByText('导入四年级（1）班学生名单')).toBeInTheDocument();
      await waitFor(() => expect(within(box).getByRole('button', { name: /选择文件/ })).toBeEnabled());
      const file = new File(
        [`学号,姓名,性别\nNEW-100,新同学,女\n,无学号,男\n${taken.studentNo},别班的,男\n`],
        'roster.csv',
        { type: 'text/csv' },
      );
      await user.upload(box.querySelector('input[type="file"]') as HTMLInputElement, file);
      expect(await within(box).findByText('学号不能为空')).toBeInTheDocument();
      expect(within(box).getByText(`学号“${taken.studentNo}”已属于本校其他班级`)).toBeInTheDocument();
      const before = await studentCount();
      await user.click(within(box).getByRole('button', { name: '导入 1 条有效数据' }));
      await waitFor(async () => expect(await studentCount()).toBe(before + 1));
      const [added] = await serverDb().select().from(studentTable).where(eq(studentTable.studentNo, 'NEW-100'));
      expect(added).toMatchObject({
        classId: klass.classId,
        name: '新同学',
        sex: '1',
      });
      expect((await classNamed(FOURTH_ONE))?.studentFile).toBe('roster.csv');
    },
    SLOW,
  );

  it(
    'opens the class detail with the exam statistics, the distribution and the students',
    async () => {
      const user = userEvent.setup();
      const table = await openPage('schooladmin');
      await user.click(within(table).getByRole('button', { name: '四年级（1）班' }));
      const stats = await screen.findByRole('list', { name: '成绩统计' });
      const klass = (await classNamed(FOURTH_ONE))!;
      const values = (
        await serverDb()
          .select({ score: scores.score })
          .from(scores)
          .where(and(eq(scores.classId, klass.classId), eq(scores.examTime, '2025-01-10 09:00:00')))
      ).map((s) => s.score);
      const figure = (title: string) =>
        within(stats)
          .getAllByRole('listitem')
          .find((item) => item.textContent?.startsWith(title));
      expect(figure('人数')).toHaveTextContent(String(values.length));
      expect(figure('最高分')).toHaveTextContent(String(Math.max(...values)));
      const chart = await screen.findByRole('img', { name: /成绩分布：/ });
      const top = values.filter((v) => v >= 90).length;
      expect(chart).toHaveAccessibleName(expect.stringContaining(`90–100 分 ${top} 人`));
      const students = screen.getByRole('region', { name: '学生与成绩' });
      const first = (await serverDb().select().from(studentTable).where(eq(studentTable.classId, klass.classId))).sort(
        (a, b) => a.studentNo.localeCompare(b.studentNo),
      )[0];
      expect(await within(students).findByText(first.studentNo)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'opens the detail once its students and statistics have come, drawn in one go',
    async () => {
      const user = userEvent.setup();
      const table = await openPage('schooladmin');
      // what the detail showed the moment it appeared (the commit that drew it, before any later one)
      let firstDrawing: { rows: number; stats: boolean } | null = null;
      const observer = new MutationObserver(() => {
        const students = document.querySelector('section[aria-label="学生与成绩"]');
        if (!students || firstDrawing) return;
        firstDrawing = {
          rows: within(students as HTMLElement).queryAllByRole('row').length,
          stats: !!document.querySelector('[aria-label="成绩统计"]'),
        };
      });
      observer.observe(document.body, { childList: true, subtree: true });
      await user.click(within(table).getByRole('button', { name: '四年级（1）班' }));
      await screen.findByRole('region', { name: '学生与成绩' });
      observer.disconnect();
      // a header row and 20 students, and the statistics: no empty table, no spinner in their place
      expect(firstDrawing).toMatchObject({ stats: true });
      expect(firstDrawing!.rows).toBeGreaterThan(2);
    },
    SLOW,
  );

  it(
    'opens the detail anyway when its answers are slow, and shows them when they come',
    async () => {
      const user = userEvent.setup();
      const table = await openPage('schooladmin');
      let answerStudents = () => undefined as void;
      const studentsHeld = new Promise<void>((resolve) => (answerStudents = resolve));
      server.use(http.get('*/students', () => studentsHeld));
      await user.click(within(table).getByRole('button', { name: '四年级（1）班' }));
      await screen.findByRole('region', { name: '学生与成绩' }, { timeout: DETAIL_WAIT_MS + 2000 });
      expect(screen.queryByRole('list', { name: '成绩统计' })).not.toBeInTheDocument();
      answerStudents();
      expect(await screen.findByRole('list', { name: '成绩统计' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows the exam statistics together with the students, not before them',
    async () => {
      const user = userEvent.setup();
      const table = await openPage('schooladmin');
      let answerStudents = () => undefined as void;
      const studentsHeld = new Promise<void>((resolve) => (answerStudents = resolve));
      let studentsAsked = false;
      // holds the students' answer back; with no answer of its own it then falls through to the backend
      server.use(
        http.get('*/students', async () => {
          studentsAsked = true;
          await studentsHeld;
        }),
      );
      await user.click(within(table).getByRole('button', { name: '四年级（1）班' }));
      await waitFor(() => expect(studentsAsked).toBe(true));
      // the scores have had time to come (they are not held back)
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('list', { name: '成绩统计' })).not.toBeInTheDocument();
      answerStudents();
      expect(await screen.findByRole('list', { name: '成绩统计' })).toBeInTheDocument();
      const students = screen.getByRole('region', { name: '学生与成绩' });
      expect(within(students).getAllByRole('row').length).toBeGreaterThan(1);
    },
    SLOW,
  );
});
