import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// In the browser the whole database lives in IndexedDB, so a reload keeps data and login. Tests
// normally run memory-only; here the environment pretends to be a browser page, with IndexedDB
// (through idb-keyval) replaced by a map that a test can make fail.

const saved = new Map<string, unknown>();
const idb = vi.hoisted(() => ({ failWrites: false, writes: 0 }));

vi.mock('idb-keyval', () => {
  const objects = {
    put: (value: unknown, key: string) => {
      idb.writes += 1;
      if (idb.failWrites) throw new DOMException('full', 'QuotaExceededError');
      // IndexedDB stores a copy taken at the time of the put
      saved.set(key, structuredClone(value));
    },
    transaction: {},
  };
  return {
    createStore: () => (_mode: string, run: (store: typeof objects) => unknown) =>
      Promise.resolve().then(() => run(objects)),
    get: (key: string) => Promise.resolve(saved.get(key)),
    promisifyRequest: () => Promise.resolve(),
  };
});

const stored = () => saved.get('document') as { configs: Array<{ configValue: string }>; users: unknown[] };

async function reloadStore() {
  vi.resetModules();
  const store = await import('@mock/db/store');
  await store.restoreDb();
  return store;
}

async function reloadPersist() {
  return import('@mock/db/persist');
}

beforeEach(() => {
  saved.clear();
  idb.failWrites = false;
  idb.writes = 0;
});

function pretendBrowser() {
  vi.stubEnv('MODE', 'development');
  vi.stubEnv('VITEST', '');
  vi.stubGlobal('indexedDB', {});
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
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
    await vi.waitFor(() => expect(stored()?.configs[0].configValue).toBe('false'));
    const reloaded = await reloadStore();
    expect(reloaded.db().sessions.map((s) => s.token)).toEqual(['tok']);
    expect(reloaded.db().captchas.map((c) => c.uuid)).toEqual(['cap']);
    expect(reloaded.db().configs[0].configValue).toBe('false');
  });

  it('starts from the seed when the saved copy is from another seed version', async () => {
    pretendBrowser();
    saved.set('document', { version: -1, users: [] });
    expect((await reloadStore()).db().users.length).toBeGreaterThan(0);
  });

  it('drops the copy older builds kept in localStorage', async () => {
    pretendBrowser();
    localStorage.setItem('csp-mock-db', '{"version":5}');
    await reloadStore();
    expect(localStorage.getItem('csp-mock-db')).toBeNull();
  });

  it('reseeds the saved copy on reset', async () => {
    pretendBrowser();
    const page = await reloadStore();
    page.db().users = [];
    page.saveDb();
    await page.reseedDb();
    expect(stored().users.length).toBeGreaterThan(0);
  });

  it('writes once the page is idle, one write for calls in a row', async () => {
    pretendBrowser();
    vi.useFakeTimers();
    try {
      const page = await reloadStore();
      page.db().configs[0].configValue = 'first';
      page.saveDb();
      page.db().configs[0].configValue = 'second';
      page.saveDb();
      expect(idb.writes).toBe(0);
      await vi.advanceTimersByTimeAsync(1000);
      expect(idb.writes).toBe(1);
      expect(stored().configs[0].configValue).toBe('second');
    } finally {
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
    await vi.waitFor(() => expect(stored()?.configs[0].configValue).toBe('hidden'));
  });

  it('keeps a refused write in memory, tells once, and writes it with the next change', async () => {
    pretendBrowser();
    const page = await reloadStore();
    const persist = await reloadPersist();
    const told = vi.fn();
    persist.onSaveFailure(told);
    idb.failWrites = true;
    page.db().configs[0].configValue = 'kept';
    page.saveDb();
    await persist.flushSaved();
    page.saveDb();
    await persist.flushSaved();
    expect(told).toHaveBeenCalledTimes(1);
    expect(page.db().configs[0].configValue).toBe('kept');
    expect(stored()).toBeUndefined();
    idb.failWrites = false;
    await persist.flushSaved();
    expect(stored().configs[0].configValue).toBe('kept');
  });

  it("adopts another tab's write", async () => {
    pretendBrowser();
    const first = await reloadStore();
    const second = await reloadStore();
    second.db().configs[0].configValue = 'from the other tab';
    second.saveDb();
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(first.db().configs[0].configValue).toBe('from the other tab'));
  });

  it('stays in memory under vitest', async () => {
    const page = await reloadStore();
    page.saveDb();
    expect(idb.writes).toBe(0);
    expect(saved.size).toBe(0);
  });
});
