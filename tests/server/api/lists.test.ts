import { and, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configs } from '../../../server/db/schema';
import type { AppContext } from '../../../server/lib/context';
import { okList } from '../../../server/lib/envelope';
import { containsText, countRows, listPage, orderBy, param, TOTAL_CAP } from '../../../server/lib/paging';
import { request } from '../helpers/client';
import { db, freshApp } from '../helpers/harness';

// docs/api.md "Lists" in SQL (server/lib/paging.ts), on a list of the test's own over the config
// table, written the way an area's list call is.

/** How many times the list below counted its rows. */
let counts = 0;

async function configList(c: AppContext) {
  const q = c.req.query();
  const where = and(containsText(param(q, 'configName'), configs.configName, configs.configNameEn));
  const order = orderBy(q, { configKey: configs.configKey, configId: configs.configId }) ?? configs.configId;
  const count = countRows(c.var.db, configs, where);
  const counted = (limit: number) => {
    counts += 1;
    return count(limit);
  };
  const page = await listPage(q, counted, (limit, offset) =>
    c.var.db
      .select({ configId: configs.configId, configKey: configs.configKey })
      .from(configs)
      .where(where)
      .orderBy(order)
      .limit(limit)
      .offset(offset),
  );
  return okList(c, page);
}

async function list(query: Record<string, string | number>, lang: 'zh' | 'en' = 'zh') {
  const app = freshApp();
  app.get('/probe/config/list', configList);
  return (await app.fetch(request('/probe/config/list', { query, lang }))).json() as Promise<{
    code: number;
    msg: string;
    rows: Array<{ configId: number; configKey: string }>;
    total: number;
    totalCapped?: boolean;
  }>;
}

describe('lists in SQL', () => {
  it('pages with the total of every matching row', async () => {
    const first = await list({ pageSize: 3 });
    // the demo seed's twelve parameters
    expect(first.total).toBe(12);
    expect(first.rows.map((r) => r.configId)).toEqual([1, 2, 3]);
    expect((await list({ pageSize: 5 })).rows).toHaveLength(5);
    expect((await list({})).rows).toHaveLength(10);
  });

  it('counts only when the page is full: a shorter one is the last and gives the total', async () => {
    counts = 0;
    expect((await list({ pageSize: 13 })).total).toBe(12);
    expect((await list({ pageSize: 5, pageNum: 3 })).total).toBe(12);
    expect((await list({ configName: 'nothing like this' })).total).toBe(0);
    expect(counts).toBe(0);
    expect((await list({ pageSize: 4, pageNum: 2 })).total).toBe(12);
    expect(counts).toBe(1);
  });

  it('answers the last page for a page past the end', async () => {
    const past = await list({ pageSize: 3, pageNum: 9 });
    expect(past.rows.map((r) => r.configId)).toEqual([10, 11, 12]);
  });

  it('sorts by an allowed column and refuses any other', async () => {
    const desc = await list({ orderByColumn: 'configKey', isAsc: 'desc', pageSize: 100 });
    const keys = desc.rows.map((r) => r.configKey);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(await list({ orderByColumn: 'passwordHash' }, 'en')).toEqual({
      code: 500,
      msg: 'Sorting by passwordHash is not supported',
      kind: 'invalid',
    });
  });

  it('filters text by a part, ignoring case, in either language, with LIKE characters taken literally', async () => {
    const captchaRows = await list({ configName: 'CAPTCHA' });
    expect(captchaRows.rows.map((r) => r.configKey)).toEqual([
      'sys.account.captchaEnabled',
      'sys.account.captchaPlainText',
    ]);
    expect((await list({ configName: '验证码' })).total).toBe(2);
    expect((await list({ configName: '%' })).total).toBe(0);
  });

  it('refuses a page number that is not a number', async () => {
    expect(await list({ pageNum: 'two' }, 'en')).toEqual({
      code: 500,
      msg: 'pageNum must be a positive whole number',
      kind: 'invalid',
    });
  });

  it('counts up to the cap, then serves any page asked for', async () => {
    // the 12 seeded parameters and as many again as the cap: more rows than a list counts
    await db().execute(sql`
      insert into sys_config (config_name, config_key, config_value)
      select 'bulk ' || i, 'bulk.' || i, '' from generate_series(1, ${TOTAL_CAP}) as i`);
    const first = await list({ pageSize: 10 });
    expect(first).toMatchObject({ code: 200, total: TOTAL_CAP, totalCapped: true });
    expect(first.rows.map((r) => r.configId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // past the cap the rows are still there, page by page; the last page knows the whole total,
    // and past it a page is empty
    // (pages of 8: the last of the TOTAL_CAP + 12 rows is a short page of 4)
    const beyond = await list({ pageSize: 8, pageNum: Math.ceil((TOTAL_CAP + 12) / 8) });
    expect(beyond.rows).toHaveLength(4);
    expect(beyond.rows[0].configKey).toBe(`bulk.${TOTAL_CAP - 3}`);
    expect(beyond).toMatchObject({ total: TOTAL_CAP + 12 });
    expect(beyond).not.toHaveProperty('totalCapped');
    const empty = await list({ pageSize: 10, pageNum: TOTAL_CAP });
    expect(empty).toMatchObject({ rows: [], total: TOTAL_CAP, totalCapped: true });
    // under the cap the total is exact and says nothing more
    const some = await list({ configName: 'bulk 99' });
    expect(some.total).toBe(111);
    expect(some).not.toHaveProperty('totalCapped');
  });
});
