import { flushSaved, loadSaved, saveDocument, watchSaved } from './persist';
import { createSeed } from './seed';
import type { MockDb } from './db-type';

/** Bump when the seed or a row shape changes, so browsers drop an outdated saved copy. */
export const SEED_VERSION = 7;

// Built on first use: in the browser `restoreDb` has put the saved copy here before any call.
let current: MockDb | null = null;

export function db(): MockDb {
  return (current ??= createSeed(SEED_VERSION));
}

/**
 * Takes the browser's saved copy (seed on first visit or after a seed change) and follows other
 * tabs' writes. The worker must not answer before this resolves: a call answered from the seed
 * would write the seed over the saved data.
 */
export async function restoreDb(): Promise<void> {
  const saved = await loadSaved<MockDb>(SEED_VERSION);
  if (saved) current = saved;
  watchSaved<MockDb>(SEED_VERSION, (value) => {
    current = value;
  });
}

/** Write the whole database to the browser's storage once the page is idle (no-op in node and tests). */
export function saveDb(): void {
  saveDocument(db());
}

/** Back to the seed, written out at once. */
export async function reseedDb(): Promise<void> {
  current = createSeed(SEED_VERSION);
  saveDb();
  await flushSaved();
}

export type { MockDb };
