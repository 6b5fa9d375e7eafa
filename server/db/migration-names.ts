import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from './client';
import { rawRows, type Db } from './types';

// Which of the shipped migrations a database holds, by name (e.g. `0021_trust`), for the start-up's
// log. drizzle records an applied migration by its journal's moment (created_at is the journal's
// `when`), not by its name: the names come from the journal.

interface JournalEntry {
  tag: string;
  when: number;
}

async function journal(): Promise<JournalEntry[]> {
  const text = await readFile(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** The names of the migrations `db` has applied, oldest first; none on a database never migrated. */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const [table] = await rawRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table.present) return [];
  const rows = await rawRows<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations`,
  );
  const moments = new Set(rows.map((row) => Number(row.created_at)));
  return (await journal()).filter((entry) => moments.has(entry.when)).map((entry) => entry.tag);
}
