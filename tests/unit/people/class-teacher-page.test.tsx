import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mock/db';
import { renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { openDialogs, questionDialog, topDialog as dialog } from '../system/helpers/dialogs';

afterEach(resetFeedback);

const OK = /确\s?定/;
const label = (schoolId: number) => db().classes.find((c) => c.schoolId === schoolId)!.className;

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

describe('class teachers screen', () => {
  it("shows a school admin only their own school's classes, without a school filter", async () => {
    const table = await openPage(label(1), 'schooladmin');
    // names some other school's class has and no class of school 1 has
    const own = new Set(
      db()
        .classes.filter((c) => c.schoolId === 1)
        .map((c) => c.className),
    );
    const others = db()
      .classes.filter((c) => c.schoolId !== 1 && !own.has(c.className))
      .map((c) => c.className);
    expect(others.length).toBeGreaterThan(0);
    for (const name of others) expect(within(table).queryAllByText(name)).toHaveLength(0);
    expect(within(screen.getByRole('search')).queryByText('学校')).toBeNull();
  });

  it('shows the administrator every school with a school filter', async () => {
    const table = await openPage(label(1), 'admin');
    expect(within(table).getAllByText(label(2)).length).toBeGreaterThan(0);
    expect(within(screen.getByRole('search')).getByText('学校')).toBeInTheDocument();
  });

  it('requires the class, the teacher and the subject', async () => {
    const user = userEvent.setup();
    await openPage(label(1), 'schooladmin');
    await user.click(screen.getByRole('button', { name: /新\s?增/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await dialog().findByText('班级不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('教师不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('科目不能为空')).toBeInTheDocument();
  });

  it('assigns a teacher of the school to a class and subject, and the class lists them', async () => {
    const user = userEvent.setup();
    await openPage(label(1), 'schooladmin');
    await user.click(screen.getByRole('button', { name: /新\s?增/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    const klass = db()
      .classes.filter((c) => c.schoolId === 1)
      .at(-1)!;
    const teacher = db().users.find((u) => u.userName === 'teacher')!;
    const subject = db().subjects.find(
      (s) => !db().classTeachers.some((c) => c.classId === klass.classId && c.subjectId === s.subjectId),
    )!;
    await choose(user, '班级', klass.className);
    await choose(user, '教师', `${teacher.name} (teacher)`);
    await choose(user, '科目', subject.subjectName);
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(db().classTeachers).toContainEqual(
      expect.objectContaining({ classId: klass.classId, userId: teacher.userId, subjectId: subject.subjectId }),
    );
    expect(klass.teacherIds).toContain(teacher.userId);
  });

  it('removes an assignment after a confirmation', async () => {
    const user = userEvent.setup();
    const row = db().classTeachers.find((c) => c.schoolId === 1)!;
    const teacher = db().users.find((u) => u.userId === row.userId)!;
    const table = await openPage(label(1), 'schooladmin');
    const before = db().classTeachers.filter((c) => c.userId === row.userId).length;
    const tr = within(table).getAllByText(teacher.name)[0].closest('tr') as HTMLElement;
    await user.click(within(tr).getByRole('button', { name: /删\s?除/ }));
    await user.click((await questionDialog(`是否确认删除"${teacher.name}"？`)).getByRole('button', { name: OK }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(db().classTeachers.filter((c) => c.userId === row.userId)).toHaveLength(before - 1);
  });
});
