import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { classes, users } from '../../../server/db/schema';
import { renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { firstCourseAndClassOf, savedAssignment } from '../helpers/staff-assignment';
import { openDialogs, topDialog as dialog } from '../system/helpers/dialogs';

runOnRealServer();
afterEach(resetFeedback);

const OK = /确\s?定/;

async function person(userName: string) {
  const [row] = await serverDb().select().from(users).where(eq(users.userName, userName));
  return row;
}

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
    const teacher = await person('teacher');
    const table = await openPage(teacher.name);
    const assignment = (await savedAssignment(teacher.userId))!;
    const [klass] = await serverDb().select().from(classes).where(eq(classes.classId, assignment.classIds[0]));
    expect(rowOf(table, teacher.name)).toHaveTextContent(klass.className);
    expect(within(table).queryByText((await person('zhangwei')).name)).toBeNull();
    expect(within(screen.getByRole('search')).queryByText('学校')).toBeNull();
  });

  it('needs at least one course and one class', async () => {
    const user = userEvent.setup();
    const principal = await person('principal');
    const table = await openPage(principal.name);
    await user.click(within(rowOf(table, principal.name)).getByRole('button', { name: '分配' }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await dialog().findByText('请至少选择一个课程')).toBeInTheDocument();
    expect(await dialog().findByText('请至少选择一个班级')).toBeInTheDocument();
    expect(await savedAssignment(principal.userId)).toBeUndefined();
  });

  it('saves the courses and classes chosen for a person', async () => {
    const user = userEvent.setup();
    const principal = await person('principal');
    const table = await openPage(principal.name);
    await user.click(within(rowOf(table, principal.name)).getByRole('button', { name: '分配' }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    const { course, klass } = await firstCourseAndClassOf(1);
    await user.click(dialog().getByRole('combobox', { name: '课程' }));
    await user.click((await screen.findAllByTitle(course.title)).at(-1)!);
    await user.click(dialog().getByRole('combobox', { name: '班级' }));
    await user.click((await screen.findAllByTitle(klass.className)).at(-1)!);
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('分配成功')).toBeInTheDocument();
    expect(await savedAssignment(principal.userId)).toMatchObject({
      courseIds: [course.courseId],
      classIds: [klass.classId],
    });
    await waitFor(() => expect(rowOf(table, principal.name)).toHaveTextContent(course.title));
  });
});
