import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { isKnownScreen } from '@/router/known-screens';
import { locationOf, renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer } from '../helpers/real-server';

runOnRealServer();
afterEach(resetFeedback);

describe('a screen the role may not open, and an address that is nobody’s screen', () => {
  it('sends a teacher opening the users list to the no-access page', async () => {
    await loggedInAs('teacher');
    const router = renderApp('/system/user/index');
    await waitFor(() => expect(locationOf(router)).toBe('/401'), { timeout: 10_000 });
    expect(await screen.findByText('没有访问权限')).toBeInTheDocument();
    expect(screen.queryByText('找不到网页')).not.toBeInTheDocument();
  });

  it('sends a teacher opening a permission-gated detail page to the no-access page', async () => {
    await loggedInAs('teacher');
    const router = renderApp('/system/user-auth/role/1');
    await waitFor(() => expect(locationOf(router)).toBe('/401'), { timeout: 10_000 });
  });

  it('still sends an unknown address to 404', async () => {
    await loggedInAs('teacher');
    const router = renderApp('/no/such/page');
    await waitFor(() => expect(locationOf(router)).toBe('/404'), { timeout: 10_000 });
    expect(await screen.findByText('找不到网页')).toBeInTheDocument();
  });

  it.each([
    ['/system/user/index', true],
    ['/admin/school/index', true],
    ['/system/user/index/', true],
    ['/system/dict-data/index/7', true],
    ['/system/dict-data/index/abc', false],
    ['/system/user', false],
    ['/no/such/page', false],
    ['/', false],
  ])('isKnownScreen(%s) is %s', (path, known) => {
    expect(isKnownScreen(path)).toBe(known);
  });
});
