// The pair of servers the audit trail's cost is measured on (scripts/bench/audit-logs.mjs): one
// process serving two apps, each on a new demo database of its own, on 127.0.0.1 and ports of the
// system's choice. One records as the server always does; the other is built without the trail's
// middleware (createApp's recordWrites) and with every table's audit trigger dropped, so that
// nothing of the trail runs in it. Both are the same code on the same engine in the same process:
// the difference of their times is the trail's.
//
//   node --import tsx scripts/bench/audit-pair.ts                        # PGlite
//   DATABASE_URL=postgres://…/postgres node --import tsx scripts/bench/audit-pair.ts
//
// Prints one JSON line once both answer, {"recorded":{url,token},"unrecorded":{url,token}} (an
// administrator's session on each, logged in without a captcha), then serves until SIGTERM, when
// it closes and removes both databases.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../../server/app';
import { openDatabase, openPostgres } from '../../server/db/client';
import { prepareDatabase } from '../../server/db/prepare';
import { configs } from '../../server/db/schema';
import { rawRows, type Db } from '../../server/db/types';

/** the limits of the login and the other counted calls, far above what this run makes */
const UNLIMITED = {
  loginPerAddress: 1e9,
  loginPerAccount: 1e9,
  captchaPerAddress: 1e9,
  registerPerAddress: 1e9,
  activityRegistrationPerAddress: 1e9,
  uploadPerAccount: 1e9,
};

type App = ReturnType<typeof createApp>;
interface Side {
  name: 'recorded' | 'unrecorded';
  app: App;
  token: string;
  close: () => Promise<void>;
}

/** A new demo database: a folder for PGlite, or a database on the PostgreSQL server of `url`. */
async function newDatabase(url: string | undefined, name: string) {
  if (!url) {
    const dir = await mkdtemp(join(tmpdir(), `csp-audit-${name}-`));
    const database = await openDatabase({ dataDir: dir });
    return { database, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const dbName = `csp_audit_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName}`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const at = new URL(url);
  at.pathname = `/${dbName}`;
  const database = openPostgres(at.toString());
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${dbName} with (force)`);
      await client.end();
    },
  };
}

/** Takes every table's audit trigger away: the unrecorded side runs none of the trail. */
async function dropAuditTriggers(db: Db) {
  const tables = await rawRows<{ table: string }>(
    db,
    sql`select c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
                         where t.tgname = 'csp_audit'`,
  );
  for (const { table } of tables) await db.execute(sql.raw(`drop trigger csp_audit on "${table}"`));
  return tables.length;
}

async function side(url: string | undefined, name: Side['name']): Promise<Side> {
  const { database, drop } = await newDatabase(url, name);
  await prepareDatabase(database, { seed: 'demo' });
  // the login below is the benchmark's, not a person's: no captcha to read
  await database.db
    .update(configs)
    .set({ configValue: 'false' })
    .where(eq(configs.configKey, 'sys.account.captchaEnabled'));
  if (name === 'unrecorded' && (await dropAuditTriggers(database.db)) === 0)
    throw new Error('no audit trigger found to drop');
  const app = createApp({ db: database.db, rateLimits: UNLIMITED, recordWrites: name === 'recorded' });
  const login = await app.request('/csp/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123', code: '', uuid: '' }),
  });
  const { token } = (await login.json()) as { token: string };
  if (!token) throw new Error(`${name}: the login failed`);
  return { name, app, token, close: () => database.close().then(drop) };
}

/** Serves `s` on a port of the system's choice; answers its address. */
function listen(s: Side): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

const sides = [await side(process.env.DATABASE_URL, 'recorded'), await side(process.env.DATABASE_URL, 'unrecorded')];
const served = await Promise.all(sides.map(listen));
console.log(JSON.stringify(Object.fromEntries(sides.map((s, i) => [s.name, { url: served[i]!.url, token: s.token }]))));
process.on('SIGTERM', () => {
  void (async () => {
    for (const server of served) await server.close();
    for (const s of sides) await s.close();
    process.exit(0);
  })();
});
