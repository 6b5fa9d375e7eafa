import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { courses, courseSchools } from '../../../server/db/schema';
import { locationOf, renderApp } from '../helpers/app';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { questionDialog } from '../system/helpers/dialogs';

runOnRealServer();
afterEach(resetFeedback);

const OK = /确\s?定/;
const SEARCH = /搜\s?索/;

// Five rows a page keep the table small: role queries over a big antd table are slow in jsdom.
async function openPage(username = 'admin', path = '/admin/course/index?pageSize=5', shows = '走进电路世界') {
  await loggedInAs(username);
  const router = renderApp(path);
  // the first screen of a file loads its lazy chunks: give it longer than a later wait
  const table = await screen.findByRole('table', {}, { timeout: 15_000 });
  await within(table).findByText(shows);
  return { router, table };
}

/** Course `courseId` as the server holds it (undefined once deleted). */
async function savedCourse(courseId: number) {
  const [row] = await serverDb().select().from(courses).where(eq(courses.courseId, courseId));
  return row;
}

/** How many schools the server has course 1 open to. */
const schoolsOfCourse1 = async () =>
  (await serverDb().select().from(courseSchools).where(eq(courseSchools.courseId, 1))).length;

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

/** Opens an antd select by its accessible name and picks the option with `label`. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string, label: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const options = await screen.findAllByTitle(label);
  await user.click(options[options.length - 1]);
}

/** The option labels of the select opened last (its dropdown is the newest in the page). */
const offered = () =>
  [
    ...([...document.querySelectorAll('.ant-select-dropdown')].at(-1)?.querySelectorAll('.ant-select-item-option') ??
      []),
  ].map((o) => o.getAttribute('title'));

describe('course catalogue', () => {
  it('shows each course with its subject, grades and counts in the current language', async () => {
    const { table } = await openPage();
    const row = rowOf(table, '走进电路世界');
    expect(row).toHaveTextContent('科学');
    expect(row).toHaveTextContent('物理');
    expect(row).toHaveTextContent('4–6 年级');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // class hours, lessons, schools, feedback
    const schools = await schoolsOfCourse1();
    expect(cells).toEqual(expect.arrayContaining(['8', String(schools), '3']));
    expect(within(row).getByRole('img', { name: '《走进电路世界》的封面' })).toBeInTheDocument();
    expect(
      within(rowOf(table, 'Python 编程入门')).getByRole('img', { name: '《Python 编程入门》暂无封面' }),
    ).toBeTruthy();
  });

  it('filters by discipline, then offers only that discipline’s subjects, and keeps the filters in the address', async () => {
    const user = userEvent.setup();
    const { router, table } = await openPage();
    await choose(user, '学科', '工程');
    await user.click(screen.getByRole('combobox', { name: '科目' }));
    await waitFor(() => expect(offered()).toEqual(['机器人', '结构设计', '3D 设计与打印']));
    await user.click((await screen.findAllByTitle('机器人')).at(-1)!);
    await choose(user, '年级', '一年级');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: SEARCH }));
    await waitFor(() => expect(locationOf(router)).toContain('disciplineId=3'));
    expect(locationOf(router)).toContain('subjectId=5');
    expect(locationOf(router)).toContain('grade=1');
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(2);
      expect(within(table).getByText('积木机器人')).toBeInTheDocument();
    });
  });

  it('drops a chosen subject when the discipline changes to one without it', async () => {
    const user = userEvent.setup();
    const { router } = await openPage('admin', '/admin/course/index?pageSize=5&disciplineId=1&subjectId=1');
    const form = screen.getByRole('search');
    await waitFor(() => expect(within(form).getByTitle('物理')).toBeInTheDocument());
    await choose(user, '学科', '数学');
    await waitFor(() => expect(within(form).queryByTitle('物理')).toBeNull());
    await user.click(within(form).getByRole('button', { name: SEARCH }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/course/index?pageSize=5&disciplineId=5'));
  });

  it('finds a course by its English title', async () => {
    const user = userEvent.setup();
    const { table } = await openPage();
    await user.type(screen.getByLabelText('课程名称'), 'solar');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: SEARCH }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('探索太阳系')).toBeInTheDocument();
    expect(within(table).getByText('太阳能小车')).toBeInTheDocument();
  });

  it('deletes a course no school uses after a question naming it', async () => {
    const user = userEvent.setup();
    const { table } = await openPage('admin', '/admin/course/index?pageSize=5&title=%E7%A3%81%E9%93%81', '磁铁的力量');
    await user.click(within(rowOf(table, '磁铁的力量')).getByRole('button', { name: /删\s?除/ }));
    const question = await questionDialog('是否确认删除"磁铁的力量"？');
    await user.click(question.getByRole('button', { name: OK }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(await savedCourse(9)).toBeUndefined();
  });

  it('says why a course that schools use cannot be deleted, and keeps it', async () => {
    const user = userEvent.setup();
    const { table } = await openPage();
    await user.click(within(rowOf(table, '走进电路世界')).getByRole('button', { name: /删\s?除/ }));
    const question = await questionDialog('是否确认删除"走进电路世界"？');
    await user.click(question.getByRole('button', { name: OK }));
    const schools = await schoolsOfCourse1();
    expect(
      await screen.findByText(`课程“走进电路世界”仍有 ${schools} 所学校在使用，请先解除关联后再删除`),
    ).toBeInTheDocument();
    expect(await savedCourse(1)).toBeDefined();
  });

  it('disables a course after a confirmation', async () => {
    const user = userEvent.setup();
    const { table } = await openPage();
    await user.click(within(rowOf(table, '走进电路世界')).getByRole('switch', { name: '走进电路世界 的状态' }));
    const question = await questionDialog('确认要停用"走进电路世界"吗？');
    await user.click(question.getByRole('button', { name: OK }));
    expect(await screen.findByText('停用成功')).toBeInTheDocument();
    expect((await savedCourse(1))?.status).toBe('1');
  });

  it('opens the editor of a course in its own page', async () => {
    const user = userEvent.setup();
    const { router, table } = await openPage();
    await user.click(within(rowOf(table, '走进电路世界')).getByRole('button', { name: /修\s?改/ }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/course/edite_course/1'));
  });

  it('opens the editor of a new course', async () => {
    const user = userEvent.setup();
    const { router } = await openPage();
    await user.click(screen.getByRole('button', { name: /新\s?增/ }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/course/edite_course/new'));
  });

  it('lets a principal view and export, but not add, edit, delete or switch', async () => {
    const user = userEvent.setup();
    const { router, table } = await openPage('principal');
    const row = rowOf(table, '走进电路世界');
    // text, not role, queries over the whole page: role queries over the shell are slow in jsdom
    expect(screen.queryByText(/^新\s?增$/)).toBeNull();
    expect(screen.getByText(/^导\s?出$/).closest('button')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /修\s?改|删\s?除/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: '反馈' })).toBeNull();
    expect(within(row).getByRole('switch')).toBeDisabled();
    await user.click(within(row).getByRole('button', { name: '详情' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/course/detail/1'));
  });

  it('offers a discipline leader the feedback of a course', async () => {
    const user = userEvent.setup();
    const { router, table } = await openPage('leader');
    await user.click(within(rowOf(table, '走进电路世界')).getByRole('button', { name: '反馈' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/course/feedback/1'));
  });
});
