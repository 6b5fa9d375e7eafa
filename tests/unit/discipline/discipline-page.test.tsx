import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { count, eq } from 'drizzle-orm';
import { courses, disciplines, subjects, users } from '../../../server/db/schema';
import { renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { openDialogs, questionDialog, topDialog as dialog } from '../system/helpers/dialogs';

runOnRealServer();
afterEach(resetFeedback);

/** A discipline as the server holds it, by its Chinese name (undefined when there is none). */
const disciplineNamed = async (name: string) =>
  (await serverDb().select().from(disciplines).where(eq(disciplines.disciplineName, name)))[0];

// Whole-app flows on a shared, loaded machine: creating took 18 s of the default 20 under load.
const SLOW = { timeout: 60_000 };
const OK = /确\s?定/;
const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

/** The page's table, once it shows `shows` (found by text: role queries over the whole app are slow). */
async function openPage(path: string, shows: string, account = 'admin') {
  await loggedInAs(account);
  renderApp(path);
  const cells = await screen.findAllByText(shows, { selector: 'td, td *' }, { timeout: 15_000 });
  return cells[0].closest('table') as HTMLElement;
}

describe('discipline screen', SLOW, () => {
  it('shows each discipline with its English name and its subject and course counts', async () => {
    const table = await openPage('/admin/discipline/index', '科学');
    const [science] = await serverDb().select().from(disciplines).where(eq(disciplines.disciplineNameEn, 'Science'));
    const [{ subjectCount }] = await serverDb()
      .select({ subjectCount: count() })
      .from(subjects)
      .where(eq(subjects.disciplineId, science.disciplineId));
    const [{ courseCount }] = await serverDb()
      .select({ courseCount: count() })
      .from(courses)
      .where(eq(courses.disciplineId, science.disciplineId));
    const cells = within(rowOf(table, '科学'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['Science', String(subjectCount), String(courseCount)]));
  });

  it('requires the name, the English name and the sort, then creates', async () => {
    const user = userEvent.setup();
    await openPage('/admin/discipline/index', '科学');
    await user.click(screen.getByRole('button', { name: /新\s?增/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await user.clear(dialog().getByLabelText('排序'));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await dialog().findByText('学科名称不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('英文名称不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('排序不能为空')).toBeInTheDocument();
    await user.type(dialog().getByLabelText('学科名称'), '天文');
    await user.type(dialog().getByLabelText('英文名称'), 'Astronomy');
    await user.type(dialog().getByLabelText('排序'), '7');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(await disciplineNamed('天文')).toMatchObject({
      disciplineNameEn: 'Astronomy',
      sort: 7,
    });
  });

  it('refuses to delete a discipline that still has subjects and courses, with the reason', async () => {
    const user = userEvent.setup();
    const table = await openPage('/admin/discipline/index', '科学');
    await user.click(within(rowOf(table, '科学')).getByRole('button', { name: /删\s?除/ }));
    await user.click((await questionDialog('是否确认删除"科学"？')).getByRole('button', { name: OK }));
    expect(await screen.findByText(/学科"科学"下还有 \d+ 个科目、\d+ 门课程，不能删除/)).toBeInTheDocument();
    expect(await disciplineNamed('科学')).toBeDefined();
  });

  it('shows the discipline leader the list without the write buttons', async () => {
    const table = await openPage('/admin/discipline/index', '科学', 'leader');
    expect(screen.queryByRole('button', { name: /新\s?增/ })).toBeNull();
    expect(within(rowOf(table, '科学')).queryByRole('button', { name: /删\s?除/ })).toBeNull();
  });
});

describe('subject screen', SLOW, () => {
  it('lists subjects with their discipline and creates one in a chosen discipline', async () => {
    const user = userEvent.setup();
    const table = await openPage('/admin/subject/index', '物理');
    expect(rowOf(table, '物理')).toHaveTextContent('科学');
    await user.click(screen.getByRole('button', { name: /新\s?增/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await dialog().findByText('所属学科不能为空')).toBeInTheDocument();
    await user.click(dialog().getByRole('combobox', { name: '所属学科' }));
    const options = await screen.findAllByTitle('数学');
    await user.click(options[options.length - 1]);
    await user.type(dialog().getByLabelText('科目名称'), '概率');
    await user.type(dialog().getByLabelText('英文名称'), 'Probability');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    const maths = await disciplineNamed('数学');
    const [saved] = await serverDb().select().from(subjects).where(eq(subjects.subjectName, '概率'));
    expect(saved).toMatchObject({ disciplineId: maths.disciplineId });
  });
});

describe('discipline leader screen', SLOW, () => {
  it('lists who leads what and requires the leader and the discipline', async () => {
    const user = userEvent.setup();
    const [leader] = await serverDb().select().from(users).where(eq(users.userName, 'leader'));
    await openPage('/admin/disciplineleader/index', leader.name);
    await user.click(screen.getByRole('button', { name: /新\s?增/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await dialog().findByText('负责人不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('所属学科不能为空')).toBeInTheDocument();
  });
});
