import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mock/db';
import { renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { openDialogs, topDialog as dialog } from '../system/helpers/dialogs';

afterEach(resetFeedback);

const OK = /确\s?定/;
const person = (userName: string) => db().users.find((u) => u.userName === userName)!;

/** The page's table, once it shows `shows` (found by text: role queries over the whole app are slow). */
async function openPage(shows: string, account = 'schooladmin') {
  await loggedInAs(account);
  renderApp('/admin/people/index');
  const cells = await screen.findAllByText(shows, { selector: 'td, td *' }, { timeout: 15_000 });
  return cells[0].closest('table') as HTMLElement;
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

describe('people screen', () => {
  it("lists the school's staff with their courses and classes, and nobody from another school", async () => {
    const teacher = person('teacher');
    const table = await openPage(teacher.name);
    const assignment = db().staffAssignments.find((a) => a.userId === teacher.userId)!;
    const klass = db().classes.find((c) => c.classId === assignment.classIds[0])!;
    expect(rowOf(table, teacher.name)).toHaveTextContent(klass.className);
    expect(within(table).queryByText(person('zhangwei').name)).toBeNull();
    expect(within(screen.getByRole('search')).queryByText('学校')).toBeNull();
  });

  it('needs at least one course and one class', async () => {
    const user = userEvent.setup();
    const principal = person('principal');
    const table = await openPage(principal.name);
    await user.click(within(rowOf(table, principal.name)).getByRole('button', { name: '分配' }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await dialog().findByText('请至少选择一个课程')).toBeInTheDocument();
    expect(await dialog().findByText('请至少选择一个班级')).toBeInTheDocument();
    expect(db().staffAssignments.some((a) => a.userId === principal.userId)).toBe(false);
  });

  it('saves the courses and classes chosen for a person', async () => {
    const user = userEvent.setup();
    const principal = person('principal');
    const table = await openPage(principal.name);
    await user.click(within(rowOf(table, principal.name)).getByRole('button', { name: '分配' }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    const course = db().courses.find((c) => c.schoolIds.includes(1))!;
    const klass = db().classes.find((c) => c.schoolId === 1)!;
    await user.click(dialog().getByRole('combobox', { name: '课程' }));
    await user.click((await screen.findAllByTitle(course.title)).at(-1)!);
    await user.click(dialog().getByRole('combobox', { name: '班级' }));
    await user.click((await screen.findAllByTitle(klass.className)).at(-1)!);
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('分配成功')).toBeInTheDocument();
    expect(db().staffAssignments.find((a) => a.userId === principal.userId)).toMatchObject({
      courseIds: [course.courseId],
      classIds: [klass.classId],
    });
    await waitFor(() => expect(rowOf(table, principal.name)).toHaveTextContent(course.title));
  });
});
