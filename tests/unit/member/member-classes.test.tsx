import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asc, count, eq, ne, type SQL } from 'drizzle-orm';
import { classes, classTeachers, users } from '../../../server/db/schema';
import { locationOf } from '../helpers/app';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { choose, editForm, fill, freshVisits, open, SLOW } from './member-helpers';

// The school members' classes: the school's own classes listed, added and edited on their page
// with the class rules, and the rosters of a class on its page.

runOnRealServer();
freshVisits();

/**
 * The first class (in id order) matching `where` as the server holds it, with the ids of its
 * teachers; undefined when there is none.
 */
async function classWhere(where: SQL) {
  const [klass] = await serverDb().select().from(classes).where(where).orderBy(asc(classes.classId)).limit(1);
  if (!klass) return undefined;
  const teachers = await serverDb()
    .select({ userId: classTeachers.userId })
    .from(classTeachers)
    .where(eq(classTeachers.classId, klass.classId));
  return { ...klass, teacherIds: teachers.map((t) => t.userId) };
}
const classNamed = (className: string) => classWhere(eq(classes.className, className));

const LIST = '/user/member/classIndex';

describe('members: classes', SLOW, () => {
  it("lists only the school's own classes, with no school filter", async () => {
    await open(LIST);
    const table = await screen.findByRole('table', {}, { timeout: 30_000 });
    await within(table).findByText('四年级（1）班', {}, { timeout: 30_000 });
    const [{ mine }] = await serverDb().select({ mine: count() }).from(classes).where(eq(classes.schoolId, 1));
    expect(await screen.findByText(`共 ${mine} 条`)).toBeInTheDocument();
    expect(within(table).queryByText('七年级 A 班')).toBeNull();
    expect(within(screen.getByRole('search')).queryByLabelText('学校')).toBeNull();
  });

  it('adds a class on its page with the class rules, then goes back to the list', async () => {
    const user = userEvent.setup();
    const router = await open('/user/member/classEdit/new', 'principal');
    const form = await editForm();
    await user.click(within(form).getByRole('button', { name: /保\s?存/ }));
    expect(await within(form).findByText('班级名称不能为空')).toBeInTheDocument();
    expect(await within(form).findByText('教师不能为空')).toBeInTheDocument();
    expect(await within(form).findByText('考试时间不能为空')).toBeInTheDocument();
    expect(screen.getByText('请先保存班级，再在这里导入学生名单和成绩名单。')).toBeInTheDocument();
    await fill(user, within(form).getByLabelText('班级名称'), '三年级（8）班');
    await choose(user, within(form).getByLabelText('年级'), '3 年级');
    await choose(user, within(form).getByLabelText('教师'), '李娜');
    await fill(user, within(form).getByLabelText('考试时间'), '2025-07-01 09:00:00');
    await user.keyboard('{Enter}');
    await user.click(within(form).getByRole('button', { name: /保\s?存/ }));
    await waitFor(async () => expect(await classNamed('三年级（8）班')).toBeDefined());
    const [teacher] = await serverDb().select().from(users).where(eq(users.userName, 'teacher'));
    expect(await classNamed('三年级（8）班')).toMatchObject({
      schoolId: 1,
      grade: 3,
      teacherIds: [teacher.userId],
      examTime: '2025-07-01 09:00:00',
    });
    await waitFor(() => expect(locationOf(router)).toMatch(LIST));
  });

  it('edits a class with its rosters on the page, and refuses a name the school already has', async () => {
    const user = userEvent.setup();
    const klass = (await classWhere(eq(classes.classId, 1)))!;
    await open('/user/member/classEdit/1');
    const form = await editForm();
    await waitFor(() => expect(within(form).getByLabelText('班级名称')).toHaveValue(klass.className));
    const rosters = screen.getByRole('region', { name: '名单' });
    expect(within(rosters).getByText(klass.studentFile || '未导入')).toBeInTheDocument();
    expect(within(rosters).getByRole('button', { name: '导入学生名单' })).toBeInTheDocument();
    const name = within(form).getByLabelText('班级名称');
    await fill(user, name, '五年级（2）班');
    await user.click(within(form).getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('班级“五年级（2）班”在该学校已存在')).toBeInTheDocument();
    await fill(user, name, '四年级（1）班·改');
    await user.click(within(form).getByRole('button', { name: /保\s?存/ }));
    await waitFor(async () => expect((await classWhere(eq(classes.classId, 1)))?.className).toBe('四年级（1）班·改'));
  });

  it('says so for a class of another school', async () => {
    const foreign = (await classWhere(ne(classes.schoolId, 1)))!;
    await open(`/user/member/classEdit/${foreign.classId}`);
    expect(await screen.findByText('班级不存在，或不属于本校', {}, { timeout: 30_000 })).toBeInTheDocument();
  });
});
