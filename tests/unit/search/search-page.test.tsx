import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../helpers/msw-server';
import { locationOf, renderApp } from '../helpers/app';
import { runOnRealServer } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';

runOnRealServer();
afterEach(() => {
  resetFeedback();
  vi.restoreAllMocks();
});

// the first screen of a file loads its lazy chunks: give it longer than a later wait
const searchBox = () => screen.findByRole('combobox', { name: '搜索菜单' }, { timeout: 15_000 });

describe('search page', () => {
  it('shows nothing for blank input, then finds pages by title path; Enter opens the chosen one', async () => {
    await loggedInAs('admin');
    const router = renderApp('/admin/search');
    const box = await searchBox();
    await waitFor(() => expect(box).toHaveFocus());
    const user = userEvent.setup();

    await user.type(box, '   ');
    expect(screen.queryByRole('listbox', { name: '页面' })).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, '审批管理');
    const pages = await screen.findByRole('listbox', { name: '页面' });
    const options = within(pages).getAllByRole('option');
    expect(options[0]).toHaveTextContent('学校管理 > 审批管理');
    expect(options[0]).toHaveTextContent('/admin/approval/index');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(locationOf(router)).toBe('/admin/approval/index'));
  });

  it('moves the choice with the arrow keys (wrapping) and opens a clicked entry', async () => {
    await loggedInAs('admin');
    const router = renderApp('/admin/search');
    const box = await searchBox();
    const user = userEvent.setup();
    await user.type(box, '学校');
    const options = within(await screen.findByRole('listbox', { name: '页面' })).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);

    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    const all = screen.getAllByRole('option');
    expect(all[all.length - 1]).toHaveAttribute('aria-selected', 'true');

    await user.click(options[0]);
    await waitFor(() => expect(locationOf(router)).not.toBe('/admin/search'));
  });

  it('finds courses by title through the backend for users who may list courses', async () => {
    await loggedInAs('admin');
    const router = renderApp('/admin/search');
    const user = userEvent.setup();
    await user.type(await searchBox(), 'Circuits');
    const courses = await screen.findByRole('listbox', { name: '课程' });
    const course = await within(courses).findByRole('option', { name: /走进电路世界/ });
    expect(course).toHaveTextContent('Into the World of Circuits');

    await user.click(course);
    await waitFor(() => expect(locationOf(router)).toBe('/admin/course/detail/1'));
  });

  it('says so when no course matches', async () => {
    await loggedInAs('admin');
    renderApp('/admin/search');
    const user = userEvent.setup();
    await user.type(await searchBox(), 'qqqqzzzz');
    expect(await screen.findByText('没有匹配的页面')).toBeInTheDocument();
    expect(await screen.findByText('没有匹配的课程')).toBeInTheDocument();
  });

  it('has no course section for a teacher (no admin:course:list)', async () => {
    await loggedInAs('teacher');
    renderApp('/admin/search');
    const user = userEvent.setup();
    await user.type(await searchBox(), '我的课程');
    const pages = await screen.findByRole('listbox', { name: '页面' });
    expect(within(pages).getAllByRole('option')[0]).toHaveTextContent('我的教学 > 我的课程');
    expect(screen.queryByRole('listbox', { name: '课程' })).not.toBeInTheDocument();
    expect(screen.queryByText('没有匹配的课程')).not.toBeInTheDocument();
  });

  it('opens an external entry in a new window with noopener', async () => {
    await loggedInAs('admin');
    server.use(
      http.get('*/csp/getRouters', () =>
        HttpResponse.json({
          code: 200,
          data: [
            {
              path: '/links',
              component: 'Layout',
              redirect: 'noRedirect',
              meta: { title: '链接' },
              children: [{ path: 'https://example.org/guide', component: 'Layout', meta: { title: '使用指南' } }],
            },
          ],
        }),
      ),
    );
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderApp('/admin/search');
    const box = await searchBox();
    fireEvent.change(box, { target: { value: '使用指南' } });
    const option = await screen.findByRole('option', { name: /链接 > 使用指南/ });
    expect(option).toHaveTextContent('外部链接');
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    expect(open).toHaveBeenCalledWith('https://example.org/guide', '_blank', expect.stringContaining('noopener'));
  });
});
