import { eq, ilike, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { roles } from '../../../server/db/schema';
import { NAMED_READS_CAP, namedRead } from '../../../server/db/statement-names';
import { rawRows, type Db } from '../../../server/db/types';
import { db } from '../helpers/harness';

// server/db/statement-names.ts: which statements go to PostgreSQL named, to be parsed and planned
// once per connection. Each test uses texts of its own: the names are kept for the process, and
// the cap's test, which fills them, comes last.

describe.skipIf(inject('serverDb').engine !== 'postgres')('named reads on PostgreSQL', () => {
  it('leaves a read prepared on its connection, answering each run with its own values, and a search not', async () => {
    const prepared = await db().transaction(async (tx) => {
      // one connection throughout: the transaction's
      const on = tx as unknown as Db;
      const readOf = (roleKey: string) =>
        on.select({ roleKey: roles.roleKey }).from(roles).where(eq(roles.roleKey, roleKey));
      expect((await readOf('teacher')).map((r) => r.roleKey)).toEqual(['teacher']);
      expect((await readOf('admin')).map((r) => r.roleKey)).toEqual(['admin']);
      await on.select({ roleKey: roles.roleKey }).from(roles).where(ilike(roles.roleKey, '%teach%'));
      const statements = await rawRows<{ name: string; statement: string }>(
        on,
        sql`select name, statement from pg_prepared_statements where name like 'csp_read_%'`,
      );
      return { statements, text: readOf('teacher').toSQL().sql };
    });
    // the connection is the pool's: earlier tests' reads (of roles by key among them) are named on it too
    const statements = prepared.statements.map((p) => p.statement);
    expect(statements.filter((text) => text === prepared.text)).toHaveLength(1);
    expect(statements.some((text) => /ilike/i.test(text))).toBe(false);
  });
});

describe('named reads', () => {
  it('gives a read one name for its text, whatever its values, and another text another name', () => {
    const first = namedRead({ text: 'select "a" from "t1" where "b" = $1', values: [1] });
    const again = namedRead({ text: 'select "a" from "t1" where "b" = $1', values: [2] });
    const other = namedRead({ text: 'select "a" from "t1" where "c" = $1', values: [1] });
    expect(first.name).toMatch(/^csp_read_\d+$/);
    expect(again).toEqual({ text: first.text, values: [2], name: first.name });
    expect(other.name).toMatch(/^csp_read_\d+$/);
    expect(other.name).not.toBe(first.name);
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
    const kept = namedRead({ text: 'select "kept" from "t3"' }).name;
    for (let i = 0; i < NAMED_READS_CAP; i++) namedRead({ text: `select ${i} from "t3"` });
    expect(namedRead({ text: 'select "past the cap" from "t3"' })).toEqual({ text: 'select "past the cap" from "t3"' });
    expect(namedRead({ text: 'select "kept" from "t3"' }).name).toBe(kept);
  });
});
