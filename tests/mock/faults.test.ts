import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mock/node';
import { faultHandler } from '@mock/faults/handler';
import { currentFault, setFault, takeFaultFromAddress } from '@/dev/faults/state';
import { call, login, raw } from './client';

// The fault switch of the embedded backend (docs/api.md "Trying failures by hand"): what each
// fault answers, which calls it spares, and how it is switched.

describe('the fault switch', () => {
  beforeEach(() => server.use(faultHandler));
  afterEach(() => setFault(null));

  it('answers normally while no fault is on', async () => {
    const token = await login('admin');
    expect((await call('/getInfo', { token })).code).toBe(200);
  });

  it('answers every fault the way a broken backend would', async () => {
    const token = await login('admin');
    setFault('network');
    await expect(raw('/getInfo', { token })).rejects.toThrow();

    setFault('500');
    expect((await raw('/getInfo', { token })).status).toBe(500);

    setFault('nonjson');
    const page = await raw('/getInfo', { token });
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toBe('text/html');
    expect(await page.text()).toMatch(/^<!DOCTYPE html>/);

    setFault('code500');
    expect(await call('/getInfo', { token, lang: 'en' })).toEqual({
      code: 500,
      msg: 'Simulated fault: the server refused this request',
    });
  });

  it('spares the captcha, login and logout, so a person can always get in and out', async () => {
    setFault('500');
    const token = await login('teacher');
    expect((await call('/logout', { method: 'POST', token })).code).toBe(200);
  });

  it('ends the session at the next call with a token, then switches itself off', async () => {
    const token = await login('admin');
    setFault('expired');
    // the public website's calls carry no session: the fault waits for one that does
    expect((await call('/siteconfig/public')).code).toBe(200);
    expect(currentFault()).toBe('expired');

    expect((await call('/getInfo', { token })).code).toBe(401);
    expect(currentFault()).toBeNull();
    expect((await call('/getRouters', { token })).code).toBe(401);
    const fresh = await login('admin');
    expect((await call('/getInfo', { token: fresh })).code).toBe(200);
  });

  it('is switched by the mockFault parameter, which then leaves the address', () => {
    window.history.replaceState(null, '', '/system/user/index?userName=a&mockFault=code500#top');
    takeFaultFromAddress();
    expect(currentFault()).toBe('code500');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/system/user/index?userName=a#top',
    );

    window.history.replaceState(null, '', '/index?mockFault=off');
    takeFaultFromAddress();
    expect(currentFault()).toBeNull();
    expect(window.location.search).toBe('');
  });
});
