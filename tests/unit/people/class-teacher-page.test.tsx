import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, asc, count, eq, ne, notInArray } from 'drizzle-orm';
import { classes, classTeachers, subjects, subjectTeachers, users } from '../../../server/db/schema';
import { renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { openDialogs, questionDialog, topDialog as dialog } from '../system/helpers/dialogs';

runOnRealServer();
afterEach(resetFeedback);

// Whole-app flows on a shared, loaded machine: the assignment took 16 to 19 s of the default 20.
const SLOW = { timeout: 60_000 };
const OK = /确\s?定/;

/** A school's classes in id order, as the server holds them. */
const classesOf = (schoolId: number) =>
  serverDb().select().from(classes).where(eq(classes.schoolId, schoolId)).orderBy(asc(classes.classId));
/** The name of a school's first class. */
const label = async (schoolId: number) => (await classesOf(schoolId))[0].className;
const userNamed = async (userName: string) =>
  (await serverDb().select().from(users).where(eq(users.userName, userName)))[0];
/** How many classes and subjects a teacher is assigned to. */
const assignmentsOf = async (userId: number) =>
  (await serverDb().select({ n: count() }).from(subjectTeachers).where(eq(subjectTeachers.userId, userId)))[0].n;

/** The page's table, once it shows `shows` (found by text: role queries over the whole app are slow). */
async function openPage(shows: string, account: string) {
  await loggedInAs(account);
  renderApp('/admin/classteacher/index');
  const cells = await screen.findAllByText(shows, { selector: 'td, td *' }, { timeout: 15_000 });
  return cells[0].closest('table') as HTMLElement;
}

/** Types part of the choice (long lists are virtual: only the rows in view exist), then picks it. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  await user.click(dialog().getByRole('combobox', { name }));
  await user.keyboard(option.slice(0, 20));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

describe('class teachers screen', SLOW, () => {
  it("shows a school admin only their own school's classes, without a school filter", async () => {
    const table = await openPage(await label(1), 'schooladmin');
    // names some other school's class has and no class of school 1 has
    const own = (await classesOf(1)).map((c) => c.className);
    const others = (
      await serverDb()
        .selectDistinct({ className: classes.className })
        .from(classes)
        .where(and(ne(classes.schoolId, 1), notInArray(classes.className, own)))
    ).map((c) => c.className);
    expect(others.length).toBeGreaterThan(0);
    for (const name of others) expect(within(table).queryAllByText(name)).toHaveLength(0);
    expect(within(screen.getByRole('search')).queryByText('学校')).toBeNull();
  });

  it('shows the administrator every school with a school filter', async () => {
    const table = await openPage(await label(1), 'admin');
    expect(within(table).getAllByText(await label(2)).length).toBeGreaterThan(0);
    expect(within(screen.getByRole('search')).getByText('学校')).toBeInTheDocument();
  });

  it('requires the class, the teacher and the subject', async () => {
    const user = userEvent.setup();
    await openPage(await label(1), 'schooladmin');
    await user.click(screen.getByRole('button', { name: /新\s?增/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await dialog().findByText('班级不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('教师不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('科目不能为空')).toBeInTheDocument();
  });

  it('assigns a teacher of the school to a class and subject, and the class lists them', async () => {
    const user = userEvent.setup();
    await openPage(await label(1), 'schooladmin');
    await user.click(screen.getByRole('button', { name: /新\s?增/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    const klass = (await classesOf(1)).at(-1)!;
    const teacher = await userNamed('teacher');
    // the first subject nobody teaches in that class yet
    const taught = serverDb()
      .select({ id: subjectTeachers.subjectId })
      .from(subjectTeachers)
      .where(eq(subjectTeachers.classId, klass.classId));
    const [subject] = await serverDb()
      .select()
      .from(subjects)
      .where(notInArray(subjects.subjectId, taught))
      .orderBy(asc(subjects.subjectId))
      .limit(1);
    await choose(user, '班级', klass.className);
    await choose(user, '教师', `${teacher.name} (teacher)`);
    await choose(user, '科目', subject.subjectName);
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(await serverDb().select().from(subjectTeachers)).toContainEqual(
      expect.objectContaining({ classId: klass.classId, userId: teacher.userId, subjectId: subject.subjectId }),
    );
    const teacherIds = await serverDb()
      .select({ userId: classTeachers.userId })
      .from(classTeachers)
      .where(eq(classTeachers.classId, klass.classId));
    expect(teacherIds.map((t) => t.userId)).toContain(teacher.userId);
  });

  it('removes an assignment after a confirmation', async () => {
    const user = userEvent.setup();
    const [row] = await serverDb()
      .select()
      .from(subjectTeachers)
      .where(eq(subjectTeachers.schoolId, 1))
      .orderBy(asc(subjectTeachers.classTeacherId))
      .limit(1);
    const [teacher] = await serverDb().select().from(users).where(eq(users.userId, row.userId));
    const table = await openPage(await label(1), 'schooladmin');
    const before = await assignmentsOf(row.userId);
    const tr = within(table).getAllByText(teacher.name)[0].closest('tr') as HTMLElement;
    await user.click(within(tr).getByRole('button', { name: /删\s?除/ }));
    await user.click((await questionDialog(`是否确认删除"${teacher.name}"？`)).getByRole('button', { name: OK }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(await assignmentsOf(row.userId)).toBe(before - 1);
  });
});
