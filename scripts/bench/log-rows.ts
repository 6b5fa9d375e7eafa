// The monitoring logs grown for the benchmark (scripts/bench/audit-logs.mjs): `entries` entries of
// the audit trail, each with one changed row, and `logins` rows of the login history, spread evenly
// over the last 180 days (the logs' default retention) among `accounts` account names
// (bench0001…, and the demo's admin), schools 1 to 3, the modules and kinds of operation the
// trail knows, and the results of a login. Set-based SQL in one transaction, on a stopped server's
// PostgreSQL database, on a connection of its own without the server's bounds on a statement:
//
//   DATABASE_URL=postgres://... node --import tsx scripts/bench/log-rows.ts [entries=1000000] [logins=1000000] [accounts=200]
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { AUDIT_MODULES, BUSINESS_TYPES, LOGIN_RESULTS } from '@contract/monitor';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1) ?? fallback);
const ENTRIES = arg('entries', 1_000_000);
const LOGINS = arg('logins', 1_000_000);
const ACCOUNTS = arg('accounts', 200);
const DAYS = 180;

/** A Postgres text[] literal of `values`, for picking the i-th in SQL. */
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]::text[]`);

/** The i-th account name (i from 0; the last is the demo's admin, so a filter by it finds rows). */
const accountName = (i: string) =>
  sql.raw(`case when ${i} % ${ACCOUNTS} = 0 then 'admin' else 'bench' || lpad((${i} % ${ACCOUNTS})::text, 4, '0') end`);

const started = performance.now();
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL names the PostgreSQL database to grow');
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const db = drizzle({ client });
try {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into sys_oper_log (module, business_type, method, path, user_id, oper_name, role_key, school_id,
                                oper_ip, browser, os, status, error_msg, cost_time, oper_time)
      select (${textArray(AUDIT_MODULES)})[1 + i % ${AUDIT_MODULES.length}],
             (${textArray(BUSINESS_TYPES)})[1 + i % ${BUSINESS_TYPES.length}],
             'PUT', '/admin/course', null, ${accountName('i')}, 'admin', 1 + i % 3,
             '203.0.113.' || (i % 250), 'Chrome 141', 'Windows 10', (i % 20 = 0)::int, '', 5 + i % 40,
             now() - (i::double precision / ${ENTRIES}) * interval '${sql.raw(String(DAYS))} days'
        from generate_series(0, ${ENTRIES - 1}) as i`);
    await tx.execute(sql`
      insert into sys_oper_change (oper_id, table_name, record_key, action, school_id, changes)
      select oper_id, 'course', (oper_id % 1000)::text, 'UPDATE', school_id,
             jsonb_build_object('title', jsonb_build_array('Course ' || oper_id, 'Course ' || oper_id || ' edited'))
        from sys_oper_log`);
    await tx.execute(sql`
      insert into sys_login_log (user_name, ipaddr, browser, os, result, login_time)
      select ${accountName('i')}, '198.51.100.' || (i % 250), 'Firefox 144', 'macOS',
             (${textArray(LOGIN_RESULTS)})[1 + i % ${LOGIN_RESULTS.length}],
             now() - (i::double precision / ${LOGINS}) * interval '${sql.raw(String(DAYS))} days'
        from generate_series(0, ${LOGINS - 1}) as i`);
  });
  // the planner's figures for the grown tables, as autovacuum would have them after a while
  for (const table of ['sys_oper_log', 'sys_oper_change', 'sys_login_log'])
    await db.execute(sql.raw(`analyze ${table}`));
  console.log(
    JSON.stringify({
      entries: ENTRIES,
      logins: LOGINS,
      accounts: ACCOUNTS,
      ms: Math.round(performance.now() - started),
    }),
  );
} finally {
  await client.end();
}
