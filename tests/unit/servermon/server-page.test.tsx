import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { service } from '@/api/request';
import { formatBytes, formatMs, formatShare, formatUptime } from '@/features/servermon/format';
import { REFRESH_MS } from '@/features/servermon/queries';
import { i18n } from '@/i18n';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';

// Monitoring → Server (monitor/server/index): the instance, memory, event loop, database and
// requests of the server that answers, in the user's language, refreshed on demand and every 10 s.

runOnRealServer();
afterEach(async () => {
  vi.restoreAllMocks();
  resetFeedback();
  await i18n.changeLanguage('zh');
});

const SLOW = { timeout: 60_000 };

/** How many times the screen has asked for the figures since the spy was set. */
function countFigureCalls() {
  const spy = vi.spyOn(service, 'get');
  return () => spy.mock.calls.filter(([url]) => url === '/monitor/server').length;
}

async function openServer() {
  await loggedInAs('admin');
  renderApp('/monitor/server/index');
  return screen.findByRole('region', { name: '实例' }, { timeout: 30_000 });
}

const factOf = (card: HTMLElement, label: string) =>
  within(card).getByText(label).closest('tr')?.querySelector('.ant-descriptions-item-content')?.textContent;

describe('the server screen', () => {
  it('shows the five cards with their figures in Chinese, then in English', SLOW, async () => {
    const instance = await openServer();
    for (const name of ['内存', '事件循环延迟', '数据库', '请求'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(factOf(instance, '版本')).toMatch(/^\d+\.\d+\.\d+/);
    expect(factOf(instance, 'Node.js')).toBe(process.version);
    const database = screen.getByRole('region', { name: '数据库' });
    expect(factOf(database, '引擎')).toBe('PGlite（内置于服务器）');
    expect(factOf(database, '连接')).toBe('一个，位于服务器进程内');
    expect(within(database).getByText(/^\d+(\.\d)? MB$/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '内存' })).getAllByText(/MB$/).length).toBeGreaterThanOrEqual(4);
    expect(factOf(screen.getByRole('region', { name: '事件循环延迟' }), '平均')).toMatch(/毫秒$/);
    expect(factOf(screen.getByRole('region', { name: '请求' }), '服务器错误（最近 5 分钟）')).toMatch(/%/);

    await act(() => i18n.changeLanguage('en'));
    const memory = await screen.findByRole('region', { name: 'Memory' });
    expect(factOf(memory, 'Heap used')).toMatch(/ MB$/);
    expect(factOf(screen.getByRole('region', { name: 'Event-loop delay' }), 'Mean')).toMatch(/ ms$/);
    expect(factOf(screen.getByRole('region', { name: 'Database' }), 'Engine')).toBe('PGlite (inside the server)');
    expect(screen.getByRole('button', { name: /Refresh/ })).toBeInTheDocument();
  });

  it('asks again on Refresh, and by itself every 10 s', SLOW, async () => {
    await openServer();
    const calls = countFigureCalls();
    await userEvent.setup().click(screen.getByRole('button', { name: /刷\s?新/ }));
    await waitFor(() => expect(calls()).toBe(1));
    expect(REFRESH_MS).toBe(10_000);
    await waitFor(() => expect(calls()).toBe(2), { timeout: REFRESH_MS + 5_000 });
  });
});

describe('the figures as each language writes them', () => {
  it('gives sizes, times, shares and uptimes in the user language', () => {
    expect(formatBytes('en', 123.45 * 1024 * 1024)).toBe('123.5 MB');
    expect(formatBytes('zh', 1.5 * 1024 ** 3)).toBe('1.5 GB');
    expect(formatMs('en', 12.345)).toBe('12.35 ms');
    expect(formatMs('zh', 4)).toBe('4毫秒');
    expect(formatShare('en', 0.123)).toBe('12.3%');
    expect(formatUptime('en', 2 * 86_400 + 3 * 3_600 + 60 + 59)).toBe('2 days 3 hours 1 minute');
    expect(formatUptime('zh', 3 * 3_600)).toBe('3小时');
    expect(formatUptime('en', 42)).toBe('42 seconds');
    expect(formatUptime('zh', 60)).toBe('1分钟');
  });
});
