import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { readSettings } from './settings';

// The server process: settings from the environment, the database brought up to date, then
// /csp on PORT. SIGTERM and SIGINT stop taking connections, let the ones in flight finish,
// and close the database.

const started = performance.now();
const settings = readSettings();
const database = await openDatabase(settings);
await prepareDatabase(database);
const app = createApp({ db: database.db });

const server = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, (info) => {
  const where = settings.databaseUrl ? 'PostgreSQL' : `PGlite in ${settings.dataDir}`;
  const ms = Math.round(performance.now() - started);
  console.log(`[server] /csp on http://${settings.host ?? 'localhost'}:${info.port} (${where}), ready in ${ms} ms`);
});

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: stopping`);
  server.close(async () => {
    await database.close();
    process.exit(0);
  });
  // Connections that stay open (keep-alive) must not hold the process up for ever.
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
