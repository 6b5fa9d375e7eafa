import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { disciplines, schools } from '../../../server/db/schema';
import { rememberedCount, withTableToken } from '../../../server/lib/remembered-count';
import { db } from '../helpers/harness';

// server/lib/remembered-count.ts: a list's count is remembered under its table's token. The page's
// own statement may read the token beside its rows (`withTableToken`); the count then uses that token
// and sends no statement of its own for it. A page read without it, the count reads it itself.

const addSchool = (name: string) =>
  db().execute(sql`
    insert into school (school_name, school_name_en, school_type, school_stage)
    values (${name}, ${name}, '1', '1')`);

/** A page of one row of `table` as a list reads it, with the table's token. */
const pageWithToken = (table: PgTable) =>
  db()
    .select({ one: sql<number>`1`, ...withTableToken(table) })
    .from(table)
    .limit(1);

describe('a remembered count', () => {
  it("takes the token from the page's rows when they carry it, and reads it itself when they do not", async () => {
    const page = await pageWithToken(schools);
    expect(page[0].tableToken).toMatch(/^[0-9a-f-]{36}$/);
    const count = rememberedCount(db(), schools, undefined);
    const before = await count(10_001, page);

    // a write gives the table a new token; the page read before it still carries the old one
    await addSchool('记住计数的页');
    expect(await count(10_001, page)).toBe(before);
    // without a token on the page, the count reads the table's new one and counts again
    expect(await count(10_001, [])).toBe(before + 1);
    expect(await count(10_001)).toBe(before + 1);
    // a page read now carries the new token, under which the new count is remembered
    const now = await pageWithToken(schools);
    expect(now[0].tableToken).not.toBe(page[0].tableToken);
    expect(await count(10_001, now)).toBe(before + 1);
  });

  it('counts every time for a table without a token', async () => {
    const page = await pageWithToken(disciplines);
    expect(page[0].tableToken).toBeNull();
    const count = rememberedCount(db(), disciplines, eq(disciplines.disciplineName, '无记号的学科'));
    expect(await count(10_001, page)).toBe(0);
    await db().execute(
      sql`insert into course_discipline (discipline_name, discipline_name_en) values ('无记号的学科', 'Untokened')`,
    );
    expect(await count(10_001, page)).toBe(1);
  });
});
