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

export function saveDocument(value: unknown): void {
  if (!persistenceEnabled()) return;
  try {
    localStorage.setItem(KEY, JSON.stringify(value));
  } catch (error) {
    // A full quota must not break the request that caused the write; the data stays in memory.
    console.warn('[mock] could not save the mock database', error);
  }
}

/** Another tab changed the data: adopt its copy so two open tabs do not overwrite each other. */
export function watchSaved<T extends { version: number }>(version: number, adopt: (value: T) => void): void {
  if (!persistenceEnabled()) return;
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    const value = loadSaved<T>(version);
    if (value) adopt(value);
  });
}
