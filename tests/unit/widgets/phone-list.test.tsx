import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { tableWidth } from '@/components/list/phone-cards';
import { renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer } from '../helpers/real-server';

runOnRealServer();
// jsdom has no layout: "a phone" is the media query the list asks about.
function pretendWidth(px: number) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return { ...original(query), matches: max ? px <= Number(max[1]) : false };
  });
}

beforeEach(() => pretendWidth(390));
afterEach(() => {
  resetFeedback();
  vi.restoreAllMocks();
});

describe('a list on a phone (390 px)', () => {
  it('shows each user as a card: the user name first, the other columns as labelled lines, then the actions', async () => {
    await loggedInAs('admin');
    renderApp('/system/user/index');
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('schooladmin')).closest('tr') as HTMLElement;
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual(['用户名称']);
    const terms = within(row)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(expect.arrayContaining(['用户编号', '姓名', '手机号码', '状态']));
    expect(terms).not.toContain('用户名称');
    expect(within(row).getByText(/修\s?改/)).toBeInTheDocument();
  });
});

describe('table width', () => {
  it('is never narrower than its columns, so a fixed actions column covers none of them', () => {
    const columns = [{ key: 'a', width: 300 }, { key: 'b', width: 400 }, { key: 'c' }, { width: 200 }];
    expect(tableWidth(columns, 900, false)).toBe(980);
    expect(tableWidth(columns, 1000, false)).toBe(1000);
    expect(tableWidth(columns, 900, true)).toBe(1028);
    expect(tableWidth(columns, 1500, true)).toBe(1500);
  });
});
