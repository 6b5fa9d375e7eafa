/**
 * Local drafts of long editors: what was typed, kept in the browser (IndexedDB) until the record
 * is saved, so that a reload, a crashed tab or an expired session loses nothing.
 * See docs/screens/editor.md.
 */

export interface Draft<Values = Record<string, unknown>> {
  values: Values;
  /** Epoch milliseconds of the last write. */
  savedAt: number;
  /** The step of a multi-step editor the user was on. */
  step: number;
}

/** Where drafts live; IndexedDB in a browser, memory where IndexedDB is missing (or in tests). */
export interface DraftStore {
  get(key: string): Promise<Draft | undefined>;
  set(key: string, draft: Draft): Promise<void>;
  delete(key: string): Promise<void>;
}

export function memoryDraftStore(): DraftStore {
  const drafts = new Map<string, Draft>();
  return {
    get: (key) => Promise.resolve(drafts.get(key)),
    set: (key, draft) => {
      drafts.set(key, structuredClone(draft));
      return Promise.resolve();
    },
    delete: (key) => {
      drafts.delete(key);
      return Promise.resolve();
    },
  };
}

const DB_NAME = 'csp-drafts';
const STORE = 'drafts';

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

export function indexedDbDraftStore(factory: IDBFactory = indexedDB): DraftStore {
  let opening: Promise<IDBDatabase> | null = null;
  const open = () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    return opening;
  };
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) => {
    const db = await open();
    return settle(work(db.transaction(STORE, mode).objectStore(STORE)));
  };
  return {
    get: async (key) => (await run('readonly', (s) => s.get(key))) as Draft | undefined,
    set: async (key, draft) => void (await run('readwrite', (s) => s.put(draft, key))),
    delete: async (key) => void (await run('readwrite', (s) => s.delete(key))),
  };
}

let store: DraftStore | null = null;

function draftStore(): DraftStore {
  store ??= typeof indexedDB === 'undefined' ? memoryDraftStore() : indexedDbDraftStore();
  return store;
}

/** Replaces the store (tests); `null` goes back to the default one. */
export function setDraftStore(next: DraftStore | null): void {
  store = next;
}

/**
 * One draft per user, editor and record: on a shared computer one user's draft is never offered
 * to another. A record not created yet is `new`.
 */
export function draftKey(user: string | number, editor: string, id: string | number | undefined): string {
  return `${user}/${editor}/${id ?? 'new'}`;
}

// A draft is a convenience: when the browser refuses to keep it (private mode, full disk) the
// editor goes on working, so failures are swallowed here rather than shown.

export async function loadDraft(key: string): Promise<Draft | undefined> {
  try {
    return await draftStore().get(key);
  } catch {
    return undefined;
  }
}

export async function saveDraft(key: string, draft: Draft): Promise<void> {
  try {
    await draftStore().set(key, draft);
  } catch {
    // see above
  }
}

export async function removeDraft(key: string): Promise<void> {
  try {
    await draftStore().delete(key);
  } catch {
    // see above
  }
}
