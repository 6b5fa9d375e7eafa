import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../helpers/msw-server';
import { isReloginOpen } from '@/api/relogin';
import { get } from '@/api/request';
import { RequestError } from '@/api/types';
import { resetFeedback, visibleDialogs } from '../helpers/feedback';

// jsdom plays no close animation, so a closed antd dialog stays in the DOM; each scenario has a
// file of its own so that it starts with none.
afterEach(resetFeedback);

const expired = () => server.use(http.get('*/csp/probe', () => HttpResponse.json({ code: 401, msg: 'expired' })));

describe('request layer: 401 handled by the caller', () => {
  it('opens no dialog when the call opts out', async () => {
    expired();
    const before = visibleDialogs().length;
    await expect(get('/probe', { relogin: false })).rejects.toBeInstanceOf(RequestError);
    await new Promise((r) => setTimeout(r, 150));
    expect(isReloginOpen()).toBe(false);
    expect(visibleDialogs()).toHaveLength(before);
  });
});
