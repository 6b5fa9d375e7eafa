import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, count, eq } from 'drizzle-orm';
import { i18n } from '@/i18n';
import { classes, courseSchools, roles, schools, userRoles, users } from '../../../server/db/schema';
import { locationOf, renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { questionDialog } from '../system/helpers/dialogs';

// The school list as an admin and a business developer see it: names in the current language,
// dictionary labels, the counts, filters in the address, delete refused while people remain.

runOnRealServer();
afterEach(resetFeedback);

// Whole-app flows on a shared, loaded machine: the first list took 16 s of the default 20 under load.
const SLOW = { timeout: 60_000 };
const OK = /确\s?定/;
const SEARCH = /搜\s?索/;

async function openPage(username = 'admin', path = '/admin/school/index?pageSize=5', shows = '北京市海淀区实验小学') {
  await loggedInAs(username);
  const router = renderApp(path);
  const table = await screen.findByRole('table', {}, { timeout: 15_000 });
  await within(table).findByText(shows);
  return { router, table };
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

describe('school list', SLOW, () => {
  it('shows each school with its type, stages, business developer and counts', async () => {
    const { table } = await openPage();
    const row = rowOf(table, '北京市海淀区实验小学');
    expect(row).toHaveTextContent('公办');
    expect(row).toHaveTextContent('小学');
    expect(row).toHaveTextContent('海淀区教育委员会');
    expect(row).toHaveTextContent('孙丽');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    const db = serverDb();
    const [{ classCount }] = await db.select({ classCount: count() }).from(classes).where(eq(classes.schoolId, 1));
    const [{ courseCount }] = await db
      .select({ courseCount: count() })
      .from(courseSchools)
      .where(eq(courseSchools.schoolId, 1));
    const [{ teacherCount }] = await db
      .select({ teacherCount: count() })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.userId))
      .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
      .where(and(eq(users.schoolId, 1), eq(roles.roleKey, 'teacher')));
    expect(cells).toEqual(
      expect.arrayContaining([String(classCount), String(courseCount), '24', '56', String(teacherCount)]),
    );
    expect(within(rowOf(table, '上海协和双语学校')).getByText('国际双语')).toBeInTheDocument();
  });

  it('filters by name in either language, keeping the filter in the address', async () => {
    const user = userEvent.setup();
    const { router, table } = await openPage();
    const form = screen.getByRole('search');
    await user.type(within(form).getByLabelText('学校名称'), 'Nanshan');
    await user.click(within(form).getByRole('button', { name: SEARCH }));
    await waitFor(() => expect(locationOf(router)).toContain('schoolName=Nanshan'));
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(2);
      expect(within(table).getByText('深圳南山中学国际部')).toBeInTheDocument();
    });
  }, 40_000);

  it('shows the English names and labels in English', async () => {
    await i18n.changeLanguage('en');
    await loggedInAs('admin');
    renderApp('/admin/school/index?pageSize=5');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    const row = (await within(table).findByText('Beijing Haidian Experimental Primary School')).closest('tr')!;
    expect(row).toHaveTextContent('Public');
    expect(row).toHaveTextContent('Primary');
    expect(screen.getByRole('columnheader', { name: 'Teachers' })).toBeInTheDocument();
    await i18n.changeLanguage('zh');
  });

  it('gives a business developer only their schools', async () => {
    const { table } = await openPage('bd', '/admin/school/index?pageSize=10');
    const [{ theirs }] = await serverDb()
      .select({ theirs: count() })
      .from(schools)
      .innerJoin(users, eq(users.userId, schools.bdUserId))
      .where(eq(users.userName, 'bd'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(theirs + 1));
    expect(within(table).queryByText('杭州育才民办初级中学')).toBeNull();
  });

  it('asks before deleting and shows why a school with people cannot go', async () => {
    const user = userEvent.setup();
    const { table } = await openPage();
    await user.click(within(rowOf(table, '北京市海淀区实验小学')).getByRole('button', { name: /删\s?除/ }));
    const question = await questionDialog('是否确认删除"北京市海淀区实验小学"？');
    await user.click(question.getByRole('button', { name: OK }));
    expect(await screen.findByText(/学校“北京市海淀区实验小学”还有 .*请先移除后再删除/)).toBeInTheDocument();
    expect(await serverDb().select().from(schools).where(eq(schools.schoolId, 1))).toHaveLength(1);
  }, 40_000);
});
