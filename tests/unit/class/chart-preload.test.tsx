import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { runOnRealServer } from '../helpers/real-server';

runOnRealServer();

// The class list fetches a detail's chart library once it is idle, not with its own chunk and not
// only when a detail opens (the detail would then wait for it).

const preload = vi.hoisted(() => vi.fn());
vi.mock('@/features/class/detail/LazyScoreChart', async (original) => ({
  ...(await original<typeof import('@/features/class/detail/LazyScoreChart')>()),
  preloadScoreChart: preload,
}));

describe('class list', () => {
  it('fetches the chart library for its details once the list is idle', async () => {
    await loggedInAs('admin');
    renderApp('/admin/class/index');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    await within(table).findByText('四年级（1）班', {}, { timeout: 15_000 });
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1), { timeout: 5_000 });
  }, 40_000);
});
