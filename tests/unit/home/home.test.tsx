import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HomeStats } from '@/features/home/types';
import { call, login } from '../../server/helpers/client';
import { locationOf, renderApp } from '../helpers/app';
import { runOnRealServer } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';

runOnRealServer();

afterEach(() => {
  resetFeedback();
  vi.restoreAllMocks();
});

const statsRegion = () => screen.findByRole('region', { name: '概览' });

/**
 * What the server counts for the account's role on logging in, asked in a session of its own
 * (tests/server/home/home.test.ts proves the counts against the tables).
 */
async function countsOf(userName: string): Promise<HomeStats> {
  return (await call<HomeStats>('/home/stats', { token: await login(userName) })).data;
}

describe('home page', () => {
  it('greets the admin and shows every count, each card linking to its list', async () => {
    await loggedInAs('admin');
    const router = renderApp('/index');
    expect(await screen.findByRole('heading', { name: '欢迎，平台管理员' })).toBeInTheDocument();
    expect(screen.getByText(/当前角色：超级管理员/)).toBeInTheDocument();

    const region = await statsRegion();
    const n = await countsOf('admin');
    const schools = await within(region).findByRole('link', { name: `学校 ${n.schools}` });
    expect(schools).toHaveAttribute('href', '/admin/school/index');
    for (const [name, href] of [
      [`课程 ${n.courses}`, '/admin/course/index'],
      [`教师 ${n.teachers}`, '/admin/people/index'],
      [`班级 ${n.classes}`, '/admin/class/index'],
      [`待审批 ${n.pendingApprovals}`, '/admin/approval/index'],
      [`未读留言 ${n.unreadMessages}`, '/admin/message/index'],
      [`活动 ${n.activities}`, '/admin/activity/index'],
    ]) {
      expect(within(region).getByRole('link', { name })).toHaveAttribute('href', href);
    }

    await userEvent.setup().click(schools);
    await waitFor(() => expect(locationOf(router)).toBe('/admin/school/index'));
  });

  it("shows a teacher the counts of the teacher's role, linking only where the teacher has the page", async () => {
    await loggedInAs('teacher');
    renderApp('/index');
    const region = await statsRegion();
    const n = await countsOf('teacher');
    expect(n.courses).toBeLessThan((await countsOf('admin')).courses);
    const courses = await within(region).findByRole('link', { name: `课程 ${n.courses}` });
    expect(courses).toHaveAttribute('href', '/user/teacher/index');
    const unread = within(region).getByRole('link', { name: `未读留言 ${n.unreadMessages}` });
    expect(unread).toHaveAttribute('href', '/admin/message/index');
    expect(within(region).getByText('班级')).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: /班级/ })).not.toBeInTheDocument();
    expect(within(region).queryByText('学校')).not.toBeInTheDocument();
    expect(within(region).queryByText('待审批')).not.toBeInTheDocument();
  });

  it('loads the chart on demand', async () => {
    await loggedInAs('admin');
    renderApp('/index');
    const n = await countsOf('admin');
    await within(await statsRegion()).findByRole('link', { name: `学校 ${n.schools}` });
    expect(screen.queryByRole('img', { name: /柱状图/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /显示图表/ }));
    const chart = await screen.findByRole('img', { name: /柱状图/ });
    expect(chart).toHaveAccessibleName(
      `柱状图：学校 ${n.schools}，课程 ${n.courses}，教师 ${n.teachers}，班级 ${n.classes}，` +
        `待审批 ${n.pendingApprovals}，未读留言 ${n.unreadMessages}，活动 ${n.activities}`,
    );
  });
});

describe('/menu', () => {
  it('shows every menu entry of the user as cards grouped by top-level directory', async () => {
    await loggedInAs('admin');
    const router = renderApp('/menu');
    expect(await screen.findByRole('heading', { name: '全部菜单', level: 3 })).toBeInTheDocument();
    const groups = screen.getAllByRole('region').map((r) => within(r).getByRole('heading').textContent);
    expect(groups).toEqual([
      '课程与内容',
      '学校管理',
      '学科管理',
      '运营管理',
      '我的教学',
      '成员管理',
      '系统管理',
      '系统监控',
    ]);

    const schools = screen.getByRole('region', { name: '学校管理' });
    const links = within(schools).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['学校列表', '班级管理', '班级教师', '人员管理', '审批管理']);
    // Hidden detail and edit pages are not cards.
    expect(within(schools).queryByText('编辑学校')).not.toBeInTheDocument();

    await userEvent.setup().click(within(schools).getByRole('link', { name: '审批管理' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/approval/index'));
  });

  it("shows only the teacher's groups to a teacher", async () => {
    await loggedInAs('teacher');
    renderApp('/menu');
    await screen.findByRole('heading', { name: '全部菜单', level: 3 });
    const groups = screen.getAllByRole('region').map((r) => within(r).getByRole('heading').textContent);
    expect(groups).toEqual(['课程与内容', '我的教学']);
  });
});
