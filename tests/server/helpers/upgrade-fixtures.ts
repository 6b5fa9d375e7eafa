import { spawn } from 'node:child_process';
import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { createPglite, MIGRATIONS_FOLDER } from '../../../server/db/client';
import { rawRows, type Db } from '../../../server/db/types';

// The databases earlier releases left (tests/server/database/fixtures/, made by its make.ts), and what
// tests/server/database/upgrade.test.ts compares: the schema, the rows per table, the migrations applied.

export const FIXTURES_DIR = fileURLToPath(new URL('../database/fixtures', import.meta.url));

/** One release's fixtures, named after its last migration (e.g. `0016_shop`). */
export interface ReleaseFixture {
  name: string;
  /** how many migrations that release had applied */
  migrations: number;
  pglite: string;
  postgres: string;
}

export function releaseFixtures(): ReleaseFixture[] {
  const files = readdirSync(FIXTURES_DIR);
  return files
    .filter((file) => file.endsWith('.pglite.tar.gz'))
    .map((file) => {
      const name = file.replace(/\.pglite\.tar\.gz$/, '');
      return {
        name,
        migrations: Number(name.slice(0, 4)) + 1,
        pglite: join(FIXTURES_DIR, file),
        postgres: join(FIXTURES_DIR, `${name}.postgres.sql.gz`),
      };
    });
}

/** The names of today's migrations, oldest first, as drizzle's journal lists them. */
export function journalTags(): string[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

/** How many migrations today's journal lists. */
export function journalLength(): number {
  return journalTags().length;
}

/** The release's PGlite data folder, opened in memory (the file is never written to). */
export async function openPgliteFixture(file: string): Promise<PGlite> {
  return createPglite(undefined, new Blob([await readFile(file)]));
}

/** Restores the release's plain `pg_dump` into `url` with psql, stopping at the first error. */
export async function restorePostgresFixture(file: string, psql: string, url: string): Promise<void> {
  const child = spawn(psql, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  await pipeline(createReadStream(file), createGunzip(), child.stdin!);
  if ((await exited) !== 0) throw new Error(`psql could not restore ${file}:\n${errors}`);
}

export async function appliedMigrations(db: Db): Promise<number> {
  const [row] = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row.n;
}

/** The rows of every table of the schema `public`, by table. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await rawRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = row.n;
  }
  return counts;
}

/**
 * What the migrations made of the schema `public`: every column with its type, nullability and
 * default, every index and every constraint, as sorted lines of text (two databases built by the
 * same migrations give the same lines, whatever order the migrations ran in).
 */
export async function schemaShape(db: Db): Promise<string[]> {
  const columns = await rawRows<{ line: string }>(
    db,
    sql`select format('column %s.%s %s null=%s default=%s', table_name, column_name,
               case when data_type = 'USER-DEFINED' then udt_name else data_type end,
               is_nullable, coalesce(column_default, '-')) as line
        from information_schema.columns where table_schema = 'public'`,
  );
  const indexes = await rawRows<{ line: string }>(
    db,
    sql`select format('index %s', indexdef) as line from pg_indexes where schemaname = 'public'`,
  );
  const constraints = await rawRows<{ line: string }>(
    db,
    sql`select format('constraint %s.%s %s', rel.relname, con.conname, pg_get_constraintdef(con.oid)) as line
        from pg_constraint con join pg_class rel on rel.oid = con.conrelid
        join pg_namespace ns on ns.oid = rel.relnamespace where ns.nspname = 'public'`,
  );
  return [...columns, ...indexes, ...constraints.map((row) => ({ line: withoutCastsInChecks(row.line) }))]
    .map((row) => row.line)
    .sort();
}

/**
 * A CHECK constraint as PostgreSQL prints it depends on how its expression was parsed: the one a
 * migration created (`kind IN ('aid', 'kit')`) and the same one restored from pg_dump's text
 * print the same test with other casts and parentheses. Compared without them.
 */
function withoutCastsInChecks(line: string): string {
  if (!/^constraint \S+ CHECK /.test(line)) return line;
  return line.replace(/::[a-z]+( varying)?(\[\])?/g, '').replace(/[()]/g, '');
}
