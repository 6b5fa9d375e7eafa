import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rawRows } from '../../../server/db/types';
import { containsText } from '../../../server/lib/paging';
import { courses, schools } from '../../../server/db/schema';
import { db } from '../helpers/harness';

// The course title and school name filters match a part of the text (ILIKE '%…%'), which no B-tree
// index serves: pg_trgm indexes them (migration 0019), on PGlite and on PostgreSQL alike. The
// seeded tables are small enough for the planner to prefer reading them whole, so the plan is
// asked for with sequential scans ruled out: it then says whether the index can serve the filter.
// (A needle shorter than three characters has no trigram: a full read is then the plan.)

/** The plan of `select count(*) from <table> where <filter>` when a sequential scan is ruled out. */
async function planOf(table: typeof courses | typeof schools, where: SQL | undefined): Promise<string> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await rawRows<{ 'QUERY PLAN': string }>(tx, sql`explain select count(*) from ${table} where ${where}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('text filters of the large catalogues', () => {
  it('tells the planner that pages are cheap to read out of order, as on SSDs', async () => {
    // with PostgreSQL's default (4) a title search reads the whole table instead of the index
    const [row] = await rawRows<{ random_page_cost: string }>(db(), sql`show random_page_cost`);
    expect(row.random_page_cost).toBe('1.1');
  });

  it.each(['机器人', 'Robot', 'ROB'])('serves the course title filter %s from its trigram index', async (needle) => {
    const plan = await planOf(courses, containsText(needle, courses.title, courses.titleEn));
    expect(plan).toContain('course_title_trgm_idx');
  });

  it.each(['实验小学', 'Primary'])('serves the school name filter %s from its trigram index', async (needle) => {
    const plan = await planOf(schools, containsText(needle, schools.schoolName, schools.schoolNameEn));
    expect(plan).toContain('school_name_trgm_idx');
  });
});
