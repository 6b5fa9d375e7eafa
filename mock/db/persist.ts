import { createStore, get, promisifyRequest, type UseStore } from 'idb-keyval';

// Browser persistence of the mock database: one document in IndexedDB (docs/api.md "The mock
// backend" has the measurement that moved it out of localStorage), so a page reload keeps the
// data and the login. Tests (vitest, also under jsdom) and node stay in memory only.

const IDB_NAME = 'csp-mock-db';
const IDB_STORE = 'db';
const DOCUMENT_KEY = 'document';
/** Where older builds kept the database; removed on start, it only takes up the quota. */
const LEGACY_KEY = 'csp-mock-db';
/** Tabs of the same site tell each other that they wrote the document. */
const CHANNEL = 'csp-mock-db';

export function persistenceEnabled(): boolean {
  if (typeof window === 'undefined' || typeof indexedDB === 'undefined') return false;
  if (import.meta.env?.MODE === 'test') return false;
  return !(typeof process !== 'undefined' && process.env?.VITEST);
}

let idb: UseStore | null = null;
const store = (): UseStore => (idb ??= createStore(IDB_NAME, IDB_STORE));

/** The saved document if it was written by the same seed version; otherwise null (reseed). */
export async function loadSaved<T extends { version: number }>(version: number): Promise<T | null> {
  if (!persistenceEnabled()) return null;
  try {
    localStorage.removeItem(LEGACY_KEY);
  } catch {
    // storage refused (private mode): nothing to clean up
  }
  try {
    const value = await get<T>(DOCUMENT_KEY, store());
    return value?.version === version ? value : null;
  } catch (error) {
    console.warn('[mock] could not read the saved mock database', error);
    return null;
  }
}

/** Told once when a write fails; the data stays in memory and the next change tries again. */
type FailureListener = (error: unknown) => void;
let failureListener: FailureListener | null = null;
let failureTold = false;

export function onSaveFailure(listener: FailureListener): void {
  failureListener = listener;
}

/**
 * Writes `value` out once the page is idle, not at once: cloning the whole database costs tens of
 * milliseconds with a large seed, and every call would pay it on the main thread in the middle of
 * the interaction that made it. Calls in a row collapse into one write of the latest value;
 * leaving or hiding the page writes at once, so a reload or a closed tab loses nothing.
 */
export function saveDocument(value: unknown): void {
  if (!persistenceEnabled()) return;
  pending = { value };
  if (scheduled) return;
  scheduled = true;
  listenForLeave();
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => void flushSaved(), { timeout: IDLE_TIMEOUT_MS });
  } else {
    window.setTimeout(() => void flushSaved(), IDLE_TIMEOUT_MS / 4);
  }
}

/** The longest a write waits for an idle moment. */
const IDLE_TIMEOUT_MS = 1000;
let pending: { value: unknown } | null = null;
let scheduled = false;
let leaveListened = false;
/** Identifies this tab's own announcements on the channel. */
const TAB_ID = Math.random().toString(36).slice(2);
let channel: BroadcastChannel | null = null;
const channelOf = (): BroadcastChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : (channel ??= new BroadcastChannel(CHANNEL));

/** One put committed at once: a page going away must not leave the transaction waiting. */
function write(value: unknown): Promise<void> {
  return store()('readwrite', (objects) => {
    objects.put(value, DOCUMENT_KEY);
    objects.transaction.commit?.();
    return promisifyRequest(objects.transaction);
  });
}

/** Writes the value waiting to be saved, if any (the page is idle, hidden or going away). */
export async function flushSaved(): Promise<void> {
  scheduled = false;
  if (!pending) return;
  const waiting = pending;
  pending = null;
  try {
    // IndexedDB copies the value when the put is made, so later changes never tear the write
    await write(waiting.value);
    channelOf()?.postMessage({ from: TAB_ID });
  } catch (error) {
    // A full quota must not break the request that caused the write: the data stays in memory,
    // the next change writes it again, and the user hears of it once.
    pending ??= waiting;
    console.warn('[mock] could not save the mock database', error);
    if (!failureTold) {
      failureTold = true;
      failureListener?.(error);
    }
  }
}

function listenForLeave(): void {
  if (leaveListened) return;
  leaveListened = true;
  window.addEventListener('pagehide', () => void flushSaved());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushSaved();
  });
}

/** Another tab changed the data: adopt its copy so two open tabs do not overwrite each other. */
export function watchSaved<T extends { version: number }>(version: number, adopt: (value: T) => void): void {
  if (!persistenceEnabled()) return;
  channelOf()?.addEventListener('message', (event: MessageEvent<{ from?: string }>) => {
    if (event.data?.from === TAB_ID) return;
    // the other tab's copy wins: a write still waiting here would put the old data back
    pending = null;
    void loadSaved<T>(version).then((value) => value && adopt(value));
  });
}
