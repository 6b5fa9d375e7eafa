import { sql } from 'drizzle-orm';
import { db } from './harness';

// Which tables a test changed, against the seed's copy the reset restores from
// (tests/server/helpers/snapshot.ts): the tables written to since the reset whose rows now differ.

/**
 * A session's clock, the captchas a public call hands out and the rate limits' counts change on
 * every call, and the key that signs file addresses is made by the first answer that names a
 * file; no record does. The audit trail enters every writing call, a refused one too (with its
 * refusal): that entry is the record of the attempt, not a change. A record a call changed still
 * shows, in its own table and in the trail's changes (sys_oper_change), which are compared.
 */
const BOOKKEEPING = ['sys_session', 'sys_captcha', 'sys_rate_limit', 'sys_server_secret', 'sys_oper_log'];

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db().execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function changedTables(): Promise<string[]> {
  const written = await rows<{ name: string }>(sql`select name from test_snapshot.written order by name`);
  const changed: string[] = [];
  for (const { name } of written) {
    if (BOOKKEEPING.includes(name)) continue;
    // every row as text, in order, hashed: any type compares, including json
    const digest = (schema: string) =>
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${schema}."${name}" t`);
    const [now] = await rows<{ d: string }>(digest('public'));
    const [seed] = await rows<{ d: string }>(digest('test_snapshot'));
    if (now.d !== seed.d) changed.push(name);
  }
  return changed;
}
