import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asc, count, eq } from 'drizzle-orm';
import { i18n } from '@/i18n';
import { memoryDraftStore, setDraftStore } from '@/utils/drafts';
import { courses as courseTable, courseSchools, roles, schools, userRoles, users } from '../../../server/db/schema';
import { locationOf, renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';

// The school editor as an admin and a business developer drive it: step 1's required fields with
// the backend's words, new accounts with the user screen's rules, and a school created through
// every step.

runOnRealServer();
beforeEach(() => setDraftStore(memoryDraftStore()));
afterEach(() => {
  setDraftStore(null);
  resetFeedback();
});

const step = (title: string) => screen.getByRole('region', { name: title });
const main = () => screen.getByRole('main');
const button = (name: RegExp) => within(main()).getByRole('button', { name });

async function openEditor(username = 'admin', id: string | number = 'new') {
  await loggedInAs(username);
  const router = renderApp(`/admin/school/edit/${id}`);
  await screen.findByRole('region', { name: '基本信息' }, { timeout: 20_000 });
  return { user: userEvent.setup(), router };
}

/** Picks an option of the antd Select labelled `label` within `scope`. */
async function choose(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByLabelText(label));
  const options = await screen.findAllByRole('option', { name: option });
  const visible = document.querySelectorAll(`.ant-select-item-option[title="${option}"]`);
  await user.click((visible[visible.length - 1] as HTMLElement | undefined) ?? options[0]);
}

describe('school editor', () => {
  it('names every missing required field on Next, but not the managing party', async () => {
    const { user } = await openEditor();
    await user.click(button(/下一步/));
    for (const message of [
      '学校名称不能为空',
      '英文名称不能为空',
      '学校类型不能为空',
      '学段不能为空',
      '商务拓展不能为空',
    ]) {
      expect(await within(step('基本信息')).findByText(message)).toBeInTheDocument();
    }
    expect(within(step('基本信息')).queryByText('主管单位不能为空')).toBeNull();
    expect(step('基本信息')).toBeVisible();
    // the file's first test loads the console's chunks cold: 40 s at a load of 19
  }, 60_000);

  it('checks a new account with the user screen rules before leaving the accounts step', async () => {
    const { user } = await openEditor('bd');
    const basic = step('基本信息');
    await user.type(within(basic).getByLabelText('学校名称'), '规则学校');
    await user.type(within(basic).getByLabelText('英文名称'), 'Rules School');
    await choose(user, basic, '学校类型', '民办');
    await choose(user, basic, '学段', '初中');
    // a business developer is offered only themselves, already chosen
    expect(within(basic).getByTitle('孙丽 (bd)')).toBeInTheDocument();
    await user.click(button(/下一步/));
    const accounts = await screen.findByRole('region', { name: '账号' });
    await user.click(within(accounts).getByRole('button', { name: /新建校长账号/ }));
    await user.type(within(accounts).getByLabelText('用户名称'), 'a');
    await user.type(within(accounts).getByLabelText('用户密码'), '123');
    await user.click(button(/下一步/));
    expect(await within(accounts).findByText('用户名称长度必须介于 2 和 20 之间')).toBeInTheDocument();
    expect(await within(accounts).findByText('姓名不能为空')).toBeInTheDocument();
    expect(await within(accounts).findByText('用户密码长度必须介于 5 和 20 之间')).toBeInTheDocument();
    expect(step('账号')).toBeVisible();
  }, 60_000);

  it('creates a school through every step, with a new principal and a course, and goes back to the list', async () => {
    const { user, router } = await openEditor();
    const basic = step('基本信息');
    await user.type(within(basic).getByLabelText('学校名称'), '新星实验学校');
    await user.type(within(basic).getByLabelText('英文名称'), 'Nova Experimental School');
    await choose(user, basic, '学校类型', '公办');
    await choose(user, basic, '学段', '小学');
    await choose(user, basic, '商务拓展', '孙丽 (bd)');
    await user.click(button(/下一步/));
    const accounts = await screen.findByRole('region', { name: '账号' });
    await user.click(within(accounts).getByRole('button', { name: /新建校长账号/ }));
    await user.type(within(accounts).getByLabelText('用户名称'), 'nova_head');
    await user.type(within(accounts).getByLabelText('姓名'), '林校长');
    await user.type(within(accounts).getByLabelText('用户密码'), 'admin123');
    await user.click(button(/下一步/));
    const courses = await screen.findByRole('region', { name: '关联课程' });
    const [{ title }] = await serverDb()
      .select({ title: courseTable.title })
      .from(courseTable)
      .where(eq(courseTable.status, '0'))
      .orderBy(asc(courseTable.courseId))
      .limit(1);
    await user.click(await within(courses).findByText(title));
    await user.click(within(courses).getByRole('button', { name: /^(right\s)?关\s?联$/ }));
    await user.click(button(/下一步/));
    const complete = await screen.findByRole('region', { name: '完成' });
    expect(within(complete).getByText('新星实验学校')).toBeInTheDocument();
    expect(within(complete).getByText(title)).toBeInTheDocument();
    await user.click(button(/完\s?成/));
    expect(await screen.findByText('学校已创建')).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toContain('/admin/school/index'));
    const db = serverDb();
    const [school] = await db.select().from(schools).where(eq(schools.schoolName, '新星实验学校'));
    expect(school).toMatchObject({ schoolNameEn: 'Nova Experimental School', schoolType: '0', schoolStage: '1' });
    const [head] = await db.select().from(users).where(eq(users.userName, 'nova_head'));
    expect(head).toMatchObject({ schoolId: school.schoolId });
    const held = await db
      .select({ roleKey: roles.roleKey })
      .from(userRoles)
      .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
      .where(eq(userRoles.userId, head.userId));
    expect(held).toEqual([{ roleKey: 'principal' }]);
    const used = await db
      .select({ title: courseTable.title })
      .from(courseTable)
      .innerJoin(courseSchools, eq(courseSchools.courseId, courseTable.courseId))
      .where(eq(courseSchools.schoolId, school.schoolId));
    expect(used.map((c) => c.title)).toEqual([title]);
  }, 90_000);

  it('keeps what was typed as a local draft and offers it back when the editor opens again', async () => {
    const { user } = await openEditor();
    await user.type(within(step('基本信息')).getByLabelText('学校名称'), '草稿学校');
    // the draft is written half a second after typing stops
    await new Promise((resolve) => setTimeout(resolve, 1200));
    cleanup();
    renderApp('/admin/school/edit/new');
    expect(await screen.findByText(/未保存的修改/, undefined, { timeout: 20_000 })).toBeInTheDocument();
    await user.click(within(main()).getByRole('button', { name: /恢\s?复/ }));
    await waitFor(() => expect(within(step('基本信息')).getByLabelText('学校名称')).toHaveValue('草稿学校'));
  }, 60_000);

  it('loads an existing school with its accounts and courses', async () => {
    const { user } = await openEditor('admin', 1);
    const basic = step('基本信息');
    await waitFor(() => expect(within(basic).getByLabelText('学校名称')).toHaveValue('北京市海淀区实验小学'));
    await user.click(button(/下一步/));
    const accounts = await screen.findByRole('region', { name: '账号' });
    expect(within(accounts).getByTitle('陈晓燕 (schooladmin)')).toBeInTheDocument();
    expect(within(accounts).getByTitle('刘志强 (principal)')).toBeInTheDocument();
  }, 40_000);

  it('counts the courses of both lists in words that agree with the number, in English and Chinese', async () => {
    await i18n.changeLanguage('en');
    try {
      await loggedInAs('admin');
      renderApp('/admin/school/edit/1');
      const user = userEvent.setup();
      const basic = await screen.findByRole('region', { name: 'Basic information' }, { timeout: 20_000 });
      await waitFor(() => expect(within(basic).getByLabelText('School name')).not.toHaveValue(''));
      await user.click(button(/Next/));
      await screen.findByRole('region', { name: 'Accounts' });
      await user.click(button(/Next/));
      const courses = await screen.findByRole('region', { name: 'Courses' });
      const [{ chosen }] = await serverDb()
        .select({ chosen: count() })
        .from(courseSchools)
        .where(eq(courseSchools.schoolId, 1));
      const plural = (count: number) => `${count} ${count === 1 ? 'course' : 'courses'}`;
      expect(within(courses).getByText(plural(chosen))).toBeInTheDocument();
      // a search that finds nothing leaves a list of none: "0 courses", not antd's "0 item"
      const [search] = within(courses).getAllByPlaceholderText('Search course titles');
      await user.type(search, 'no such course');
      expect(await within(courses).findByText('0 courses')).toBeInTheDocument();
      expect(within(courses).queryByText(/\bitems?\b/)).toBeNull();
      // and in Chinese with its measure word
      await i18n.changeLanguage('zh');
      expect(await within(courses).findByText('0 门课程')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('zh');
    }
  }, 40_000);
});
