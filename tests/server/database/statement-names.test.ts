import { eq, ilike, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, inject, it } from 'vitest';
import { auditedPool } from '../../../server/db/audit-scope';
import * as schema from '../../../server/db/schema';
import { namedRead, readNamer } from '../../../server/db/statement-names';
import { rawRows } from '../../../server/db/types';
import { onOneConnection } from '../helpers/harness';

// server/db/statement-names.ts: which statements go to PostgreSQL named, to be parsed and planned
// once per connection. Each test names with a namer of its own: the process's names are shared by
// every test file of a worker, and its earlier files may have used up their cap.

const serverDb = inject('serverDb');

describe.skipIf(serverDb.engine !== 'postgres')('named reads on PostgreSQL', () => {
  it('leaves a read prepared on its connection, answering each run with its own values, and a search not', async () => {
    if (serverDb.engine !== 'postgres') return;
    // one connection, the server's own wrapping of it, and names no other test gave
    await onOneConnection(async (pool) => {
      const on = drizzle({ client: auditedPool(pool, readNamer({ prefix: 'csp_test_read_' })), schema });
      const readOf = (roleKey: string) =>
        on.select({ roleKey: schema.roles.roleKey }).from(schema.roles).where(eq(schema.roles.roleKey, roleKey));
      expect((await readOf('teacher')).map((r) => r.roleKey)).toEqual(['teacher']);
      expect((await readOf('admin')).map((r) => r.roleKey)).toEqual(['admin']);
      await on
        .select({ roleKey: schema.roles.roleKey })
        .from(schema.roles)
        .where(ilike(schema.roles.roleKey, '%teach%'));
      const prepared = await rawRows<{ name: string; statement: string }>(
        on,
        sql`select name, statement from pg_prepared_statements where name like 'csp_test_read_%'`,
      );
      expect(prepared).toEqual([{ name: 'csp_test_read_1', statement: readOf('teacher').toSQL().sql }]);
    });
  });
});

describe('named reads', () => {
  it('gives a read one name for its text, whatever its values, and another text another name', () => {
    const named = readNamer();
    const first = named({ text: 'select "a" from "t1" where "b" = $1', values: [1] });
    const again = named({ text: 'select "a" from "t1" where "b" = $1', values: [2] });
    const other = named({ text: 'select "a" from "t1" where "c" = $1', values: [1] });
    expect(first.name).toBe('csp_read_1');
    expect(again).toEqual({ text: first.text, values: [2], name: 'csp_read_1' });
    expect(other.name).toBe('csp_read_2');
  });

  it('leaves writes, text searches and already named statements as they are', () => {
    for (const text of [
      'insert into "t2" ("a") values ($1)',
      'update "t2" set "a" = $1',
      'delete from "t2" where "a" = $1',
      'with "x" as (delete from "t2" returning *) select * from "x"',
      'select "a" from "t2" where "b" ilike $1',
      'select "a" from "t2" where "b" like $1 or "c" = $2',
    ])
      expect(namedRead({ text }), text).toEqual({ text });
    expect(namedRead({ text: 'select 1 from "t2"', name: 'mine' })).toEqual({
      text: 'select 1 from "t2"',
      name: 'mine',
    });
  });

  it('names no more texts than the cap, and keeps the names it gave', () => {
    const named = readNamer({ cap: 3 });
    const kept = named({ text: 'select "kept" from "t3"' }).name;
    for (let i = 0; i < 3; i++) named({ text: `select ${i} from "t3"` });
    expect(named({ text: 'select "past the cap" from "t3"' })).toEqual({ text: 'select "past the cap" from "t3"' });
    expect(named({ text: 'select "kept" from "t3"' }).name).toBe(kept);
  });
});
