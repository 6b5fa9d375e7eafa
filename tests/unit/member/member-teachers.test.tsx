import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mock/db';
import { useTabsStore } from '@/stores/tabs';
import { locationOf, renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';

// The school members' teachers: the school's own teachers listed with what they are assigned,
// a new teacher account made with the user rules and assigned with the people screen's rule, and
// a teacher edited (the user name stays).

afterEach(resetFeedback);
beforeEach(() => {
  sessionStorage.clear();
  useTabsStore.getState().keep([]);
});

const LIST = '/user/member/teacherIndex';
const SLOW = { timeout: 90_000 };

/** Replaces a field's text as a paste does (typing each key is slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
const person = (userName: string) => db().users.find((u) => u.userName === userName)!;
const SAVE = /保\s?存/;

async function open(path: string, account = 'schooladmin') {
  await loggedInAs(account);
  return renderApp(path);
}

async function editForm() {
  // the form shows once its record and choices have loaded (the first render compiles the chunk)
  const save = await screen.findByRole('button', { name: /保\s?存/ }, { timeout: 30_000 });
  return save.closest('form') as HTMLElement;
}

/** Picks an option of a select by the option's text. */
async function choose(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, option: string) {
  await user.click(field);
  await user.click(await screen.findByTitle(option));
}

describe('members: teachers', SLOW, () => {
  it("lists the school's teachers with their assignments, and no one else", async () => {
    await open(LIST);
    const teacher = person('teacher');
    const cells = await screen.findAllByText(teacher.name, { selector: 'td, td *' }, { timeout: 30_000 });
    const row = cells[0].closest('tr') as HTMLElement;
    const assignment = db().staffAssignments.find((a) => a.userId === teacher.userId)!;
    const klass = db().classes.find((c) => c.classId === assignment.classIds[0])!;
    expect(row).toHaveTextContent(klass.className);
    const table = row.closest('table') as HTMLElement;
    expect(within(table).queryByText(person('zhangwei').name)).toBeNull();
    expect(within(table).queryByText(person('principal').name)).toBeNull();
  });

  it('adds a teacher account of the school with the user rules and at least one course and class', async () => {
    const user = userEvent.setup();
    const router = await open('/user/member/teacherEdit/new');
    const form = await editForm();
    await user.click(within(form).getByRole('button', { name: SAVE }));
    expect(await within(form).findByText('用户名称不能为空')).toBeInTheDocument();
    expect(within(form).getByText('用户密码不能为空')).toBeInTheDocument();
    expect(within(form).getByText('请至少选择一个课程')).toBeInTheDocument();
    expect(within(form).getByText('请至少选择一个班级')).toBeInTheDocument();
    await fill(user, within(form).getByLabelText('用户名称'), 'wang_teacher');
    await fill(user, within(form).getByLabelText('姓名'), '王老师');
    await fill(user, within(form).getByLabelText('用户密码'), 'secret1');
    const course = db().courses.find((c) => c.schoolIds.includes(1))!;
    const klass = db().classes.find((c) => c.schoolId === 1)!;
    await choose(user, within(form).getByLabelText('课程'), course.title);
    await choose(user, within(form).getByLabelText('班级'), klass.className);
    await user.click(within(form).getByRole('button', { name: SAVE }));
    await waitFor(() => expect(db().users.some((u) => u.userName === 'wang_teacher')).toBe(true));
    const added = person('wang_teacher');
    expect(added).toMatchObject({ name: '王老师', schoolId: 1, roleIds: [4] });
    expect(db().staffAssignments.find((a) => a.userId === added.userId)).toMatchObject({
      courseIds: [course.courseId],
      classIds: [klass.classId],
    });
    await waitFor(() => expect(locationOf(router)).toMatch(LIST));
  });

  it("edits a teacher's name and assignment; the user name cannot change", async () => {
    const user = userEvent.setup();
    const teacher = person('teacher');
    await open(`/user/member/teacherEdit/${teacher.userId}`, 'principal');
    const form = await editForm();
    await waitFor(() => expect(within(form).getByLabelText('姓名')).toHaveValue(teacher.name));
    expect(within(form).getByLabelText('用户名称')).toBeDisabled();
    expect(within(form).queryByLabelText('用户密码')).toBeNull();
    const name = within(form).getByLabelText('姓名');
    await fill(user, name, '李娜娜');
    await user.click(within(form).getByRole('button', { name: SAVE }));
    await waitFor(() => expect(person('teacher').name).toBe('李娜娜'));
  });

  it('says so for a teacher of another school', async () => {
    await open(`/user/member/teacherEdit/${person('zhangwei').userId}`);
    expect(await screen.findByText('教师不存在，或不在本校任教', {}, { timeout: 30_000 })).toBeInTheDocument();
  });
});
