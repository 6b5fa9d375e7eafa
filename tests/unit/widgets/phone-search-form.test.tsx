import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n';
import { locationOf, renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { loggedInAs } from '../helpers/session';
import { runOnRealServer } from '../helpers/real-server';

runOnRealServer();

// On a phone a list's filters fold behind one 筛选 / Filters button so that its rows come first
// (the user list's five fields and date range filled the first screen); on a desktop the filter
// bar is shown as before. The search form does it for every list.

// jsdom has no layout: "a phone" is the media query the list asks about (as phone-list.test.tsx).
function pretendWidth(px: number) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = max ? px <= Number(max[1]) : min ? px >= Number(min[1]) : false;
    return { ...original(query), matches };
  });
}

afterEach(async () => {
  resetFeedback();
  vi.restoreAllMocks();
  await i18n.changeLanguage('zh');
});

async function openUsers(width: number, language: 'zh' | 'en' = 'zh') {
  pretendWidth(width);
  await i18n.changeLanguage(language);
  await loggedInAs('admin');
  const router = renderApp('/system/user/index');
  const table = await screen.findByRole('table', undefined, { timeout: 20_000 });
  await within(table).findByText('schooladmin', undefined, { timeout: 20_000 });
  return { router, table, user: userEvent.setup() };
}

/** The list's one search form, shown or not (a hidden element has no accessible name to find it by). */
const searchForm = () => screen.getByRole('search', { hidden: true });

describe('a list search form on a phone (390 px)', () => {
  it('folds the filters behind one button, rows first; the button opens them and they still search', async () => {
    const { router, table, user } = await openUsers(390);
    const form = searchForm();
    expect(form).not.toBeVisible();
    expect(screen.queryByRole('textbox', { name: '用户名称' })).toBeNull();
    // the toolbar's own show/hide search toggle would be a second control for the same thing
    expect(screen.queryByRole('button', { name: '显示搜索' })).toBeNull();
    expect(screen.queryByRole('button', { name: '隐藏搜索' })).toBeNull();

    const filters = screen.getByRole('button', { name: '筛选' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    expect(filters).toHaveAttribute('aria-controls', form.id);
    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    expect(form).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: '用户名称' }), 'schooladmin');
    await user.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(locationOf(router)).toContain('userName=schooladmin'));
    await waitFor(() => expect(within(table).queryByText('teacher', { exact: true })).toBeNull());
    expect(within(table).getByText('schooladmin')).toBeInTheDocument();
    // the rows come first again, and the button says a filter is in force
    expect(form).not.toBeVisible();
    const folded = screen.getByRole('button', { name: '筛选（1）' });
    expect(folded).toHaveAttribute('aria-expanded', 'false');
    await user.click(folded);
    expect(screen.getByRole('textbox', { name: '用户名称' })).toHaveValue('schooladmin');
  }, 60_000);

  it('says Filters in English', async () => {
    const { user } = await openUsers(390, 'en');
    expect(searchForm()).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('search', { name: 'Search filters' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeVisible();
  }, 60_000);
});

describe('a list search form on a desktop (1366 px)', () => {
  it('shows the filter bar as before, with the toolbar toggle and no filter button', async () => {
    const { user } = await openUsers(1366);
    expect(screen.getByRole('search', { name: '搜索条件' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: '用户名称' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^筛选/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: '隐藏搜索' }));
    expect(searchForm()).not.toBeVisible();
  }, 60_000);
});
