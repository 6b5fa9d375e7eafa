// The load benchmark's ceilings (bench/server-load.mjs), in a process of its own on
// 127.0.0.1:PORT:
//   - `GET /x` → `{"code":200}`: the smallest answer Hono can give on @hono/node-server. What the
//     real server answers under the same load is compared with it: the difference is the server's
//     own work (routing, session, permission, SQL), not the machine, Node or the load generator,
//     which both share;
//   - with DATABASE_URL, `GET /read`: one row read by its primary key through node-postgres, with
//     the server's pool size, answered as JSON. That is the most this machine allows for a call
//     that reads the database once, PostgreSQL's own share of the two cores included.
//
//   PORT=8140 [DATABASE_URL=postgres://…] node scripts/bench/bare-endpoint.mjs
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const port = Number(process.env.PORT || 8140);
/** the real server's pool size (server/db/client.ts openPostgres) */
const POOL_SIZE = 10;
const pool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE })
  : null;

const app = new Hono().get('/x', (c) => c.json({ code: 200 }));
if (pool)
  app.get('/read', async (c) => {
    const { rows } = await pool.query('select user_id, user_name from sys_user where user_id = $1', [1]);
    return c.json({ code: 200, data: rows[0] });
  });

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) =>
  console.log(`[bare] http://127.0.0.1:${info.port}/x ready`),
);
const stop = () =>
  server.close(async () => {
    await pool?.end();
    process.exit(0);
  });
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
