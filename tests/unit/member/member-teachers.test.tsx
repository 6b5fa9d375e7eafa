import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asc, eq } from 'drizzle-orm';
import { useTabsStore } from '@/stores/tabs';
import { classes, roles, userRoles, users } from '../../../server/db/schema';
import { locationOf } from '../helpers/app';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { firstCourseAndClassOf, savedAssignment } from '../helpers/staff-assignment';
import { choose, editForm, fill, freshVisits, open, SLOW } from './member-helpers';

// The school members' teachers: the school's own teachers listed with what they are assigned,
// a new teacher account made with the user rules and assigned with the people screen's rule, and
// a teacher edited (the user name stays).

runOnRealServer();
freshVisits();

const LIST = '/user/member/teacherIndex';
/** An account as the server holds it (undefined when there is none), with the keys of its roles. */
async function person(userName: string) {
  const [account] = await serverDb().select().from(users).where(eq(users.userName, userName));
  if (!account) return undefined;
  const held = await serverDb()
    .select({ roleKey: roles.roleKey })
    .from(userRoles)
    .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, account.userId))
    .orderBy(asc(roles.roleId));
  return { ...account, roleKeys: held.map((r) => r.roleKey) };
}
const SAVE = /保\s?存/;

describe('members: teachers', SLOW, () => {
  it("lists the school's teachers with their assignments, and no one else", async () => {
    await open(LIST);
    const teacher = (await person('teacher'))!;
    const cells = await screen.findAllByText(teacher.name, { selector: 'td, td *' }, { timeout: 30_000 });
    const row = cells[0].closest('tr') as HTMLElement;
    const assignment = (await savedAssignment(teacher.userId))!;
    const [klass] = await serverDb().select().from(classes).where(eq(classes.classId, assignment.classIds[0]));
    expect(row).toHaveTextContent(klass.className);
    const table = row.closest('table') as HTMLElement;
    expect(within(table).queryByText((await person('zhangwei'))!.name)).toBeNull();
    expect(within(table).queryByText((await person('principal'))!.name)).toBeNull();
  });

  it('adds a teacher account of the school with the user rules and at least one course and class', async () => {
    const user = userEvent.setup();
    const router = await open('/user/member/teacherEdit/new');
    const form = await editForm();
    await user.click(within(form).getByRole('button', { name: SAVE }));
    expect(await within(form).findByText('用户名称不能为空')).toBeInTheDocument();
    // antd shows each field's message as its own validation settles, not all in one render
    expect(await within(form).findByText('用户密码不能为空')).toBeInTheDocument();
    expect(await within(form).findByText('请至少选择一个课程')).toBeInTheDocument();
    expect(await within(form).findByText('请至少选择一个班级')).toBeInTheDocument();
    await fill(user, within(form).getByLabelText('用户名称'), 'wang_teacher');
    await fill(user, within(form).getByLabelText('姓名'), '王老师');
    await fill(user, within(form).getByLabelText('用户密码'), 'secret1');
    const { course, klass } = await firstCourseAndClassOf(1);
    await choose(user, within(form).getByLabelText('课程'), course.title);
    await choose(user, within(form).getByLabelText('班级'), klass.className);
    await user.click(within(form).getByRole('button', { name: SAVE }));
    await waitFor(async () => expect(await person('wang_teacher')).toBeDefined());
    const added = (await person('wang_teacher'))!;
    expect(added).toMatchObject({ name: '王老师', schoolId: 1, roleKeys: ['teacher'] });
    expect(await savedAssignment(added.userId)).toMatchObject({
      courseIds: [course.courseId],
      classIds: [klass.classId],
    });
    await waitFor(() => expect(locationOf(router)).toMatch(LIST));
  });

  it("edits a teacher's name and assignment; the user name cannot change", async () => {
    const user = userEvent.setup();
    const teacher = (await person('teacher'))!;
    await open(`/user/member/teacherEdit/${teacher.userId}`, 'principal');
    const form = await editForm();
    await waitFor(() => expect(within(form).getByLabelText('姓名')).toHaveValue(teacher.name));
    expect(within(form).getByLabelText('用户名称')).toBeDisabled();
    expect(within(form).queryByLabelText('用户密码')).toBeNull();
    const name = within(form).getByLabelText('姓名');
    await fill(user, name, '李娜娜');
    await user.click(within(form).getByRole('button', { name: SAVE }));
    await waitFor(async () => expect((await person('teacher'))!.name).toBe('李娜娜'));
  });

  it('says so for a teacher of another school', async () => {
    await open(`/user/member/teacherEdit/${(await person('zhangwei'))!.userId}`);
    expect(await screen.findByText('教师不存在，或不在本校任教', {}, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('keeps what was typed as a local draft, without the password, and offers it back', async () => {
    const user = userEvent.setup();
    await open('/user/member/teacherEdit/new');
    let form = await editForm();
    await fill(user, within(form).getByLabelText('姓名'), '草稿老师');
    await fill(user, within(form).getByLabelText('用户密码'), 'secret1');
    // the draft is written once typing pauses
    await new Promise((resolve) => setTimeout(resolve, 800));
    cleanup();
    sessionStorage.clear();
    useTabsStore.getState().keep([]);

    await open('/user/member/teacherEdit/new');
    form = await editForm();
    expect(await screen.findByText(/未保存的修改/)).toBeInTheDocument();
    expect(within(form).getByLabelText('姓名')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: /恢\s?复/ }));
    expect(within(form).getByLabelText('姓名')).toHaveValue('草稿老师');
    expect(within(form).getByLabelText('用户密码')).toHaveValue('');
  });
});
