import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { post } from '@/api/request';
import { memoryDraftStore, setDraftStore } from '@/utils/drafts';
import { roles, userRoles, users } from '../../../server/db/schema';
import { locationOf, renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { server } from '../helpers/msw-server';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { offered } from '../helpers/select-options';
import { loggedInAs } from '../helpers/session';
import { openDialogs } from '../system/helpers/dialogs';

// A required choice with nothing to offer says why and where such a record is made: the school's
// business developer (no enabled one yet) links to the users screen with Add open on that role;
// a class of a school without teachers offers to add one right there, who is then chosen; a
// class with no school to choose (a new install) links to the school editor; a course's subject,
// for a discipline without one, links to the Subjects screen.

runOnRealServer();
beforeEach(() => setDraftStore(memoryDraftStore()));
afterEach(() => {
  setDraftStore(null);
  resetFeedback();
});

/** The open dialog whose title is `title`. */
async function dialogTitled(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(
    () => {
      found = openDialogs().find((d) => within(d).queryByText(title));
      expect(found).toBeDefined();
    },
    { timeout: 15_000 },
  );
  return found!;
}

async function pick(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  const list = document.getElementById(combobox.getAttribute('aria-controls') ?? '')!;
  await user.click(await within(list).findByRole('option', { name: option }));
}

describe('empty required choices', () => {
  it('the business developer: says none exists and opens Add on the users screen with that role', async () => {
    // an install whose business developers are all disabled offers none, as a new one
    const db = serverDb();
    const developers = await db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
      .where(eq(roles.roleKey, 'A4'));
    for (const { userId } of developers) await db.update(users).set({ status: '1' }).where(eq(users.userId, userId));
    await loggedInAs('admin');
    const router = renderApp('/admin/school/edit/new');
    const basic = await screen.findByRole('region', { name: '基本信息' }, { timeout: 20_000 });
    expect(await within(basic).findByText('还没有商务拓展人员。')).toBeInTheDocument();
    const link = within(basic).getByRole('link', { name: '到“系统管理 → 用户管理”中添加' });
    await userEvent.setup().click(link);
    await waitFor(() => expect(locationOf(router)).toBe('/system/user/index'));
    const dialog = await dialogTitled('添加用户');
    expect(within(dialog).getByTitle('商务拓展')).toBeInTheDocument();
  }, 60_000);

  it("a class's teachers: a school without one offers to add one here, who is then chosen", async () => {
    await loggedInAs('admin');
    const [bd] = await serverDb().select({ userId: users.userId }).from(users).where(eq(users.userName, 'bd'));
    await post('/admin/school', {
      schoolName: '无教师学校',
      schoolNameEn: 'School Without Teachers',
      schoolType: '0',
      schoolStage: ['1'],
      bdUserId: bd.userId,
    });
    renderApp('/admin/class/index');
    await screen.findByRole('table', {}, { timeout: 15_000 });
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: /新\s?增/ }));
    const dialog = await dialogTitled('新增班级');
    await pick(user, within(dialog).getByLabelText('学校'), '无教师学校');
    expect(await within(dialog).findByText('该学校还没有教师。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '为该学校添加教师' }));
    const add = await dialogTitled('为无教师学校新建教师');
    await user.type(within(add).getByLabelText('用户名称'), 'first_teacher');
    await user.type(within(add).getByLabelText('姓名'), '李首任');
    await user.type(within(add).getByLabelText('用户密码'), 'admin123');
    await user.click(within(add).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(within(dialog).getByTitle('李首任')).toBeInTheDocument());
    expect(within(dialog).queryByText('该学校还没有教师。')).toBeNull();
    const teachers = within(dialog).getByLabelText('教师');
    await user.click(teachers);
    await waitFor(() => expect(offered(teachers)).toEqual(['李首任']));
  }, 60_000);

  it("a class's school: none to choose says so and links to the school editor", async () => {
    // a new install's class options: no school yet, so no teacher either
    server.use(
      http.get('*/csp/admin/class/options', () =>
        HttpResponse.json({ code: 200, msg: '操作成功', data: { schools: [], teachers: [] } }),
      ),
    );
    await loggedInAs('admin');
    const router = renderApp('/admin/class/index');
    await screen.findByRole('table', {}, { timeout: 15_000 });
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: /新\s?增/ }));
    const dialog = await dialogTitled('新增班级');
    expect(await within(dialog).findByText('还没有可选的学校。')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('学校')).toBeDisabled();
    await user.click(within(dialog).getByRole('link', { name: '到“学校列表”中添加' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/school/edit/new'));
  }, 60_000);

  it("a course's subject: a discipline without one says so and links to the Subjects screen", async () => {
    await loggedInAs('admin');
    await post('/admin/discipline', { disciplineName: '空学科', disciplineNameEn: 'Empty discipline', sort: 99 });
    renderApp('/admin/course/edite_course/new');
    const basic = await screen.findByRole('region', { name: '基本信息' }, { timeout: 20_000 });
    await pick(userEvent.setup(), within(basic).getByLabelText('学科'), '空学科');
    expect(await within(basic).findByText('该学科还没有科目。')).toBeInTheDocument();
    expect(within(basic).getByRole('link', { name: '到“科目”页面添加' })).toHaveAttribute(
      'href',
      '/admin/subject/index',
    );
  }, 60_000);
});
