import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTabsStore } from '@/stores/tabs';
import { renderApp } from '../helpers/app';
import { runOnRealServer } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { questionDialog, topDialog } from '../system/helpers/dialogs';

// The calendar's .ics menu (src/features/schedule/IcsMenu.tsx): the file export, and the secret
// address a phone's calendar subscribes to (docs/api.md "Calendar feed"), made, copied and reset.

runOnRealServer();
afterEach(resetFeedback);
beforeEach(() => {
  sessionStorage.clear();
  useTabsStore.getState().keep([]);
});

const SLOW = { timeout: 60_000 };

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }, { timeout: 15_000 }));
  // the sidebar is a menu too: this one is the menu holding the export
  const entry = await screen.findByRole('menuitem', { name: /导出日历/ });
  return entry.closest<HTMLElement>('[role="menu"]')!;
}

describe('the calendar’s .ics menu', SLOW, () => {
  it('offers the export and the subscription', async () => {
    const user = userEvent.setup();
    await loggedInAs('teacher');
    renderApp('/user/schedule/fullCalendar');
    const menu = await openMenu(user, /日历 \(\.ics\)/);
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(entries).toEqual(['导出日历 (.ics)', '订阅到手机日历…']);
  });

  it('makes an address to copy, says afterwards only since when, and makes a new one on request', async () => {
    const user = userEvent.setup();
    const copied = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: copied }, configurable: true });
    await loggedInAs('teacher');
    renderApp('/user/schedule/fullCalendar');
    await user.click(within(await openMenu(user, /日历 \(\.ics\)/)).getByRole('menuitem', { name: /订阅到手机日历/ }));
    const box = await waitFor(() => topDialog());
    expect(box.getByText('日历订阅')).toBeInTheDocument();
    expect(await box.findByText('你还没有日历地址。')).toBeInTheDocument();
    await user.click(box.getByRole('button', { name: /生成地址/ }));

    const shown = await box.findByLabelText('日历地址');
    const first = shown.textContent ?? '';
    expect(first).toMatch(/^http:\/\/[^/]+\/csp\/ical\/[0-9a-f]{40}\.ics$/);
    expect(box.getByText('请现在复制：为了安全，地址只显示这一次。')).toBeInTheDocument();
    await user.click(box.getByRole('button', { name: /复制地址/ }));
    await waitFor(() => expect(copied).toHaveBeenCalledWith(first));

    // a new address asks first, and replaces the old one
    await user.click(box.getByRole('button', { name: /生成新地址/ }));
    const question = await questionDialog('确认生成新地址吗？旧地址将失效，订阅旧地址的日历不再更新。');
    await user.click(question.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(box.getByLabelText('日历地址').textContent).not.toBe(first));
    expect(box.getByLabelText('日历地址').textContent).toMatch(/\/csp\/ical\/[0-9a-f]{40}\.ics$/);
  });
});
