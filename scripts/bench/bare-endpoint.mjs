// The load benchmark's ceiling (bench/server-load.mjs): the smallest answer Hono can give on
// @hono/node-server, `GET /x` → `{"code":200}`, in a process of its own on 127.0.0.1:PORT. What
// the real server answers under the same load is compared with it: the difference is the
// server's own work (routing, session, permission, SQL), not the machine, Node or the load
// generator, which both share.
//
//   PORT=8140 node scripts/bench/bare-endpoint.mjs
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.env.PORT || 8140);
const app = new Hono().get('/x', (c) => c.json({ code: 200 }));
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) =>
  console.log(`[bare] http://127.0.0.1:${info.port}/x ready`),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
