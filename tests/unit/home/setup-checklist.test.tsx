import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n';
import { call, login } from '../../server/helpers/client';
import { clock } from '../../server/helpers/harness';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';

// The platform administrator's first-run checklist on the home page (docs/api.md "Home"). The demo
// data never opens it; these tests open it as a school's first start does, by adding its
// parameter. The demo data's other records then tick five of the seven steps; the site and the
// registration switch, never saved since, are still to do.

runOnRealServer();

afterEach(async () => {
  resetFeedback();
  await i18n.changeLanguage('zh');
});

/** Opens the checklist as a school's first start does: its parameter, "true". */
async function openChecklist(token: string) {
  const added = await call('/system/config', {
    method: 'POST',
    token,
    body: {
      configName: '首页-首次使用清单',
      configKey: 'sys.index.setupChecklist',
      configValue: 'true',
      configType: 'Y',
    },
  });
  expect(added.code).toBe(200);
  // a save in the checklist's own second is not told from the opening
  clock.advance(1000);
}

/** A step's name with its state, read as a screen reader reads it (the state is a hidden span). */
const stepNamed = (name: string) => (_: string, element: Element | null) =>
  element?.tagName === 'DIV' && element.textContent === name;

const checklist = () => screen.findByRole('region', { name: '开始使用' }, { timeout: 15_000 });

describe("the administrator's first-run checklist", () => {
  it('is not shown on the demo data', async () => {
    await loggedInAs('admin');
    renderApp('/index');
    await screen.findByRole('region', { name: '概览' }, { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: '开始使用' })).not.toBeInTheDocument();
  });

  it('shows each step ticked or to do, with links to the screens that make its records', async () => {
    await openChecklist(await login('admin'));
    await loggedInAs('admin');
    renderApp('/index');
    const region = await checklist();
    const steps = within(region).getAllByRole('listitem');
    const names = [
      '站点名称与标志（待完成）',
      '开放或关闭注册（待完成）',
      '商务拓展人员（已完成）',
      '学科与科目（已完成）',
      '第一所学校及其账号（已完成）',
      '学校的班级（已完成）',
      '学校的课程（已完成）',
    ];
    expect(steps).toHaveLength(names.length);
    names.forEach((name, i) => expect(within(steps[i]).getByText(stepNamed(name))).toBeInTheDocument());
    expect(within(region).getByText('已完成 5/7')).toBeInTheDocument();
    const linksOf = (step: HTMLElement) =>
      within(step)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(steps.map(linksOf)).toEqual([
      [['站点配置', '/admin/siteconfig/edit']],
      [['参数设置', '/system/config/index']],
      [['用户管理', '/system/user/index']],
      [
        ['学科', '/admin/discipline/index'],
        ['科目', '/admin/subject/index'],
      ],
      [['学校列表', '/admin/school/index']],
      [['班级管理', '/admin/class/index']],
      [['课程管理', '/admin/course/index']],
    ]);

    await userEvent.setup().click(within(steps[0]).getByRole('link', { name: '站点配置' }));
    expect(await screen.findByRole('textbox', { name: /英文标语/ }, { timeout: 15_000 })).toBeInTheDocument();
  }, 40_000);

  it('ticks a step once its record is saved, and is gone when all are done', async () => {
    const token = await login('admin');
    await openChecklist(token);
    const site = await call<Record<string, string>>('/admin/siteconfig', { token });
    expect((await call('/admin/siteconfig', { method: 'PUT', token, body: site.data })).code).toBe(200);
    await loggedInAs('admin');
    renderApp('/index');
    const region = await checklist();
    expect(within(region).getByText(stepNamed('站点名称与标志（已完成）'))).toBeInTheDocument();
    expect(within(region).getByText('已完成 6/7')).toBeInTheDocument();

    const register = await call<unknown, { configId: number }>('/system/config/list', {
      token,
      query: { configKey: 'sys.account.registerUser' },
    });
    const full = await call<Record<string, unknown>>(`/system/config/${register.rows[0].configId}`, { token });
    expect((await call('/system/config', { method: 'PUT', token, body: full.data })).code).toBe(200);
    // a fresh page load
    cleanup();
    renderApp('/index');
    await screen.findByRole('region', { name: '概览' });
    await waitFor(() => expect(screen.queryByRole('region', { name: '开始使用' })).not.toBeInTheDocument());
  }, 40_000);

  it('is hidden for good with its button, stored on the server', async () => {
    const token = await login('admin');
    await openChecklist(token);
    await i18n.changeLanguage('en');
    await loggedInAs('admin');
    renderApp('/index');
    const region = await screen.findByRole('region', { name: 'Get started' }, { timeout: 15_000 });
    expect(within(region).getByText(stepNamed('Name and logo of the site (to do)'))).toBeInTheDocument();
    expect(within(region).getByText(stepNamed('Business developers (done)'))).toBeInTheDocument();
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Hide this checklist' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument());
    expect((await call<{ open: boolean }>('/home/setup', { token })).data.open).toBe(false);

    cleanup();
    renderApp('/index');
    await screen.findByRole('region', { name: 'Overview' });
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
  }, 40_000);

  it('is not shown to a teacher, who may not read it', async () => {
    await openChecklist(await login('admin'));
    await loggedInAs('teacher');
    renderApp('/index');
    await screen.findByRole('region', { name: '概览' });
    expect(screen.queryByRole('region', { name: '开始使用' })).not.toBeInTheDocument();
    expect((await call('/home/setup', { token: await login('teacher') })).code).toBe(403);
  });
});
