import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rawRows } from '../../../server/db/types';
import { db } from '../helpers/harness';

// The demo seed writes with PostgreSQL's row-by-row reference checks off, for its speed
// (server/db/seed/index.ts): so every foreign key is checked here instead, over the seeded rows.

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  columns: string[];
  referenced: string[];
}

const FOREIGN_KEYS = sql`
  select c.conname as name, c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
    array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
    array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
      join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as referenced
  from pg_constraint c
  join pg_namespace s on s.oid = c.connamespace
  where c.contype = 'f' and s.nspname = current_schema()
  order by c.conname`;

/** The rows of the key's table whose reference (all of its columns set) has no row to point at. */
function dangling(key: ForeignKey) {
  const quote = (name: string) => sql.identifier(name);
  const set = sql.join(
    key.columns.map((c) => sql`x.${quote(c)} is not null`),
    sql` and `,
  );
  const match = sql.join(
    key.columns.map((c, i) => sql`p.${quote(key.referenced[i])} = x.${quote(c)}`),
    sql` and `,
  );
  return sql`select count(*)::int as n from ${sql.raw(key.child)} x
    where ${set} and not exists (select 1 from ${sql.raw(key.parent)} p where ${match})`;
}

describe('the demo seed', () => {
  it('leaves every foreign key whole', async () => {
    const keys = await rawRows<ForeignKey>(db(), FOREIGN_KEYS);
    expect(keys.length, 'the schema has its foreign keys').toBeGreaterThan(20);
    const broken: string[] = [];
    for (const key of keys) {
      const [{ n }] = await rawRows<{ n: number }>(db(), dangling(key));
      if (n) broken.push(`${key.name}: ${n} rows of ${key.child} point at no ${key.parent}`);
    }
    expect(broken).toEqual([]);
  });
});
