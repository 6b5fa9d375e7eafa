import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n';
import { call, captcha } from '../../server/helpers/client';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { questionDialog } from '../system/helpers/dialogs';

// The profile's "My sessions": the user's devices, this one marked, another one ended after a
// question (its next call is refused), and the list refreshed.

runOnRealServer();
afterEach(async () => {
  resetFeedback();
  await i18n.changeLanguage('zh');
});

const SLOW = { timeout: 60_000 };
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** The same account logged in on a phone: the token of that other session. */
async function loggedInOnPhone(username: string): Promise<string> {
  const { uuid, code } = await captcha();
  const reply = await call<{ token: string }>('/login', {
    method: 'POST',
    body: { username, password: 'admin123', code, uuid },
    headers: { 'User-Agent': PHONE },
  });
  expect(reply.code).toBe(200);
  return reply.data.token;
}

async function openSessions(name: string) {
  await loggedInAs('teacher');
  renderApp('/user/profile');
  const list = await screen.findByRole('region', { name }, { timeout: 30_000 });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  return list;
}

const itemWith = (list: HTMLElement, text: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(text, { exact: false })) as HTMLElement;

describe('my sessions', () => {
  it('marks this device and ends the other one after asking', SLOW, async () => {
    const user = userEvent.setup();
    const phone = await loggedInOnPhone('teacher');
    const list = await openSessions('我的会话');
    const here = itemWith(list, '本设备');
    expect(within(here).queryByRole('button', { name: /结\s?束/ })).toBeNull();
    const other = itemWith(list, 'Safari');
    expect(within(other).getByText(/iOS/)).toBeInTheDocument();

    await user.click(within(other).getByRole('button', { name: /结\s?束/ }));
    await user.click(
      (await questionDialog('是否确认结束 Safari 17 · iOS 17 上的会话？该设备需要重新登录。')).getByRole('button', {
        name: /确\s?定/,
      }),
    );
    expect(await screen.findByText('会话已结束')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('本设备')).toBeInTheDocument();
    expect((await call('/getInfo', { token: phone })).code).toBe(401);
  });

  it('speaks English when the console does', SLOW, async () => {
    await i18n.changeLanguage('en');
    await loggedInOnPhone('teacher');
    const list = await openSessions('My sessions');
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(within(itemWith(list, 'Safari')).getByRole('button', { name: 'End' })).toBeInTheDocument();
  });
});
