import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { i18n } from '@/i18n';
import * as navigation from '@/utils/navigation';
import { getToken } from '@/utils/auth-token';
import { renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { resetFeedback } from '../helpers/feedback';

// An account that must change a password someone else chose (docs/api.md "Profile") sees, after
// logging in, the change-password form alone: no menu, no page, whatever address it opened.

runOnRealServer();
afterEach(() => {
  resetFeedback();
  vi.restoreAllMocks();
});

const FIRST_LOAD = { timeout: 15_000 };

async function mustChange(userName: string) {
  await serverDb().update(users).set({ passwordChangeRequired: true }).where(eq(users.userName, userName));
}

describe('a password that must be changed at the first login', { timeout: 60_000 }, () => {
  it('shows the change form alone until the password is changed, then the console', async () => {
    const user = userEvent.setup();
    await mustChange('teacher');
    await loggedInAs('teacher');
    renderApp('/course/index');
    const screenAlone = await screen.findByRole('main', { name: '请设置您自己的密码' }, FIRST_LOAD);
    expect(within(screenAlone).getByText(/您的密码由他人设置/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();

    await user.type(within(screenAlone).getByLabelText('旧密码'), 'admin123');
    await user.type(within(screenAlone).getByLabelText('新密码'), 'my-own-1');
    await user.type(within(screenAlone).getByLabelText('确认密码'), 'my-own-1');
    await user.click(within(screenAlone).getByRole('button', { name: /保\s?存/ }));
    // the console, with its menu, once the server has let the account go
    expect(await screen.findAllByRole('navigation', {}, FIRST_LOAD)).not.toHaveLength(0);
    expect(screen.queryByRole('main', { name: '请设置您自己的密码' })).toBeNull();
    const [row] = await serverDb()
      .select({ flag: users.passwordChangeRequired })
      .from(users)
      .where(eq(users.userName, 'teacher'));
    expect(row.flag).toBe(false);
  });

  it('speaks English, and offers to log out instead', async () => {
    await i18n.changeLanguage('en');
    try {
      const user = userEvent.setup();
      await mustChange('teacher');
      await loggedInAs('teacher');
      const load = vi.spyOn(navigation, 'loadPage').mockImplementation(() => undefined);
      renderApp('/index');
      const screenAlone = await screen.findByRole('main', { name: 'Choose your own password' }, FIRST_LOAD);
      expect(within(screenAlone).getByText(/Someone else set your password/)).toBeInTheDocument();
      expect(within(screenAlone).getByLabelText('Old password')).toBeInTheDocument();
      await user.click(within(screenAlone).getByRole('button', { name: 'Log out' }));
      await waitFor(() => expect(load).toHaveBeenCalledWith('/index'));
      expect(getToken()).toBeUndefined();
    } finally {
      await i18n.changeLanguage('zh');
    }
  });
});
