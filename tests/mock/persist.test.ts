import { afterEach, describe, expect, it, vi } from 'vitest';

// In the browser the whole database lives in localStorage, so a reload keeps data and login.
// Tests normally run memory-only; here the environment pretends to be a browser page.

const KEY = 'csp-mock-db';

async function reloadStore() {
  vi.resetModules();
  return import('@mock/db/store');
}

function pretendBrowser() {
  vi.stubEnv('MODE', 'development');
  vi.stubEnv('VITEST', '');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  localStorage.clear();
});

describe('mock database persistence', () => {
  it('keeps tables, sessions and captchas across a page reload', async () => {
    pretendBrowser();
    const page = await reloadStore();
    page.db().sessions.push({ token: 'tok', userId: 4, activeRoleId: 4, lastActive: 1 });
    page.db().captchas.push({ uuid: 'cap', answer: '7', expiresAt: 2 });
    page.db().configs[0].configValue = 'false';
    page.saveDb();
    // a reload leaves the page first, which writes what is waiting
    window.dispatchEvent(new Event('pagehide'));
    const reloaded = await reloadStore();
    expect(reloaded.db().sessions.map((s) => s.token)).toEqual(['tok']);
    expect(reloaded.db().captchas.map((c) => c.uuid)).toEqual(['cap']);
    expect(reloaded.db().configs[0].configValue).toBe('false');
  });

  it('starts from the seed when the saved copy is from another seed version or broken', async () => {
    pretendBrowser();
    localStorage.setItem(KEY, JSON.stringify({ version: -1, users: [] }));
    expect((await reloadStore()).db().users.length).toBeGreaterThan(0);
    localStorage.setItem(KEY, '{broken');
    expect((await reloadStore()).db().users.length).toBeGreaterThan(0);
  });

  it('reseeds the saved copy on reset', async () => {
    pretendBrowser();
    const page = await reloadStore();
    page.db().users = [];
    page.saveDb();
    page.reseedDb();
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').users.length).toBeGreaterThan(0);
  });

  it('writes once the page is idle, one write for calls in a row', async () => {
    pretendBrowser();
    vi.useFakeTimers();
    try {
      const page = await reloadStore();
      const setItem = vi.spyOn(Storage.prototype, 'setItem');
      page.db().configs[0].configValue = 'first';
      page.saveDb();
      page.db().configs[0].configValue = 'second';
      page.saveDb();
      expect(setItem).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1000);
      expect(setItem).toHaveBeenCalledTimes(1);
      expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').configs[0].configValue).toBe('second');
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });

  it('writes at once when the page is hidden', async () => {
    pretendBrowser();
    const page = await reloadStore();
    page.db().configs[0].configValue = 'hidden';
    page.saveDb();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.restoreAllMocks();
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').configs[0].configValue).toBe('hidden');
  });

  it('stays in memory under vitest', async () => {
    const page = await reloadStore();
    page.saveDb();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
