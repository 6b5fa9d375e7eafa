import { flushSaved, loadSaved, saveDocument, watchSaved } from './persist';
import { createSeed } from './seed';
import type { MockDb } from './db-type';

/** Bump when the seed or a row shape changes, so browsers drop an outdated saved copy. */
export const SEED_VERSION = 6;

let current: MockDb = loadSaved<MockDb>(SEED_VERSION) ?? createSeed(SEED_VERSION);
watchSaved<MockDb>(SEED_VERSION, (value) => {
  current = value;
});

export function db(): MockDb {
  return current;
}

/** Write the whole database to the browser's storage once the page is idle (no-op in node and tests). */
export function saveDb(): void {
  saveDocument(current);
}

export function reseedDb(): void {
  current = createSeed(SEED_VERSION);
  saveDb();
  flushSaved();
}

export type { MockDb };
