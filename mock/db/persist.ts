// Browser persistence of the mock database: one JSON document in localStorage, so a page reload
// keeps the data and the login. Tests (vitest, also under jsdom) and node stay in memory only.

const KEY = 'csp-mock-db';

export function persistenceEnabled(): boolean {
  if (typeof window === 'undefined' || !('localStorage' in window)) return false;
  if (import.meta.env?.MODE === 'test') return false;
  return !(typeof process !== 'undefined' && process.env?.VITEST);
}

/** The saved document if it was written by the same seed version; otherwise null (reseed). */
export function loadSaved<T extends { version: number }>(version: number): T | null {
  if (!persistenceEnabled()) return null;
  try {
    const raw = localStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as T) : null;
    return value?.version === version ? value : null;
  } catch {
    return null;
  }
}

/**
 * Writes `value` out once the page is idle, not at once: serialising the whole database costs
 * tens of milliseconds with a large catalogue, and every call would pay it on the main thread in
 * the middle of the interaction that made it. Calls in a row collapse into one write of the
 * latest value; leaving or hiding the page writes at once, so a reload or a closed tab loses
 * nothing.
 */
export function saveDocument(value: unknown): void {
  if (!persistenceEnabled()) return;
  pending = { value };
  if (scheduled) return;
  scheduled = true;
  listenForLeave();
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(flushSaved, { timeout: IDLE_TIMEOUT_MS });
  } else {
    window.setTimeout(flushSaved, IDLE_TIMEOUT_MS / 4);
  }
}

/** The longest a write waits for an idle moment. */
const IDLE_TIMEOUT_MS = 1000;
let pending: { value: unknown } | null = null;
let scheduled = false;
let leaveListened = false;

/** Writes the value waiting to be saved, if any (the page is idle, hidden or going away). */
export function flushSaved(): void {
  scheduled = false;
  if (!pending) return;
  const { value } = pending;
  pending = null;
  try {
    localStorage.setItem(KEY, JSON.stringify(value));
  } catch (error) {
    // A full quota must not break the request that caused the write; the data stays in memory.
    console.warn('[mock] could not save the mock database', error);
  }
}

function listenForLeave(): void {
  if (leaveListened) return;
  leaveListened = true;
  window.addEventListener('pagehide', flushSaved);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushSaved();
  });
}

/** Another tab changed the data: adopt its copy so two open tabs do not overwrite each other. */
export function watchSaved<T extends { version: number }>(version: number, adopt: (value: T) => void): void {
  if (!persistenceEnabled()) return;
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    const value = loadSaved<T>(version);
    if (!value) return;
    // the other tab's copy wins: a write still waiting here would put the old data back
    pending = null;
    adopt(value);
  });
}
