import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../helpers/msw-server';
import { get } from '@/api/request';
import { RequestError } from '@/api/types';
import { resetFeedback, visibleDialogs } from '../helpers/feedback';
import { noSessionOnScreen, sessionOnScreen } from '../helpers/session';

// A gateway or the backend may answer an expired session with the HTTP status 401 rather than
// a body code; it means the same thing. Own file: jsdom keeps closed dialogs in the DOM.
beforeEach(sessionOnScreen);
afterEach(() => {
  resetFeedback();
  noSessionOnScreen();
});

describe('request layer: HTTP status 401', () => {
  it('opens the one re-login dialog for 50 calls answered 401, and shows no status message', async () => {
    server.use(http.get('*/csp/probe', () => HttpResponse.json({ msg: 'expired' }, { status: 401 })));
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => get('/probe')));
    const reasons = results.map((r) => (r.status === 'rejected' ? (r.reason as RequestError) : null));
    expect(reasons.every((r) => r instanceof RequestError && r.code === 401)).toBe(true);
    expect(reasons[0]?.message).toBe('无效的会话，或者会话已过期，请重新登录。');

    await screen.findByText('登录状态已过期，您可以继续留在该页面，或者重新登录');
    await new Promise((r) => setTimeout(r, 150));
    expect(visibleDialogs()).toHaveLength(1);
    expect(visibleDialogs()[0]).toHaveTextContent('系统提示');
    expect(screen.getByRole('button', { name: '重新登录' })).toBeInTheDocument();
    expect(screen.queryByText('系统接口401异常')).not.toBeInTheDocument();
  });
});
