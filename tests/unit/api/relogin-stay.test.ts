import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../helpers/msw-server';
import { isReloginOpen } from '@/api/relogin';
import { get } from '@/api/request';
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

describe('request layer: 401, stay', () => {
  it('offers the dialog again once the user chose to stay', async () => {
    expired();
    await get('/probe').catch(() => undefined);
    await waitFor(() => expect(visibleDialogs()).toHaveLength(1));
    await get('/probe').catch(() => undefined);
    expect(isReloginOpen()).toBe(true);
    (await screen.findByRole('button', { name: /取\s?消/ })).click();
    await waitFor(() => expect(isReloginOpen()).toBe(false));
    await get('/probe').catch(() => undefined);
    await waitFor(() => expect(visibleDialogs()).toHaveLength(2));
  });
});
