import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../helpers/msw-server';
import { get } from '@/api/request';
import { RequestError } from '@/api/types';
import { resetFeedback, visibleDialogs } from '../helpers/feedback';
import { noSessionOnScreen, sessionOnScreen } from '../helpers/session';

// jsdom plays no close animation, so a closed antd dialog stays in the DOM; each scenario has a
// file of its own so that it starts with none.
beforeEach(sessionOnScreen);
afterEach(() => {
  resetFeedback();
  noSessionOnScreen();
});

const expired = () => server.use(http.get('*/csp/probe', () => HttpResponse.json({ code: 401, msg: 'expired' })));

describe('request layer: 401', () => {
  it('opens exactly one re-login dialog for 50 concurrent 401 answers', async () => {
    expired();
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => get('/probe')));
    const reasons = results.map((r) => (r.status === 'rejected' ? (r.reason as RequestError) : null));
    expect(
      reasons.every((r) => r instanceof RequestError && r.message === '无效的会话，或者会话已过期，请重新登录。'),
    ).toBe(true);
    await screen.findByText('登录状态已过期，您可以继续留在该页面，或者重新登录');
    // Give any stray dialog a chance to appear before counting.
    await new Promise((r) => setTimeout(r, 150));
    expect(visibleDialogs()).toHaveLength(1);
    expect(visibleDialogs()[0]).toHaveTextContent('系统提示');
    expect(screen.getByRole('button', { name: '重新登录' })).toBeInTheDocument();
  });
});
