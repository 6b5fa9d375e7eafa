import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { newAdminPasswordNotice, prepareDatabase } from './db/prepare';
import { readSettings } from './settings';
import { createHealthApp } from './health';
import { createWebApp, siteFetch } from './web';

// The server process: settings from the environment, the database brought up to date, then
// /csp and the console's build (when there is one) on PORT. SIGTERM and SIGINT stop taking
// connections, let the ones in flight finish, and close the database.

const started = performance.now();
const settings = readSettings();
const database = await openDatabase(settings);
const opened = performance.now();
const { newAdminPassword } = await prepareDatabase(database, settings);
if (newAdminPassword) console.log(newAdminPasswordNotice(newAdminPassword));
const prepared = performance.now();
const app = createApp({
  db: database.db,
  devFaults: settings.devFaults ? {} : undefined,
  wechat: settings.wechat,
});
if (settings.devFaults)
  console.log('[server] DEV_FAULTS=1: playing the faults the console asks for (development only)');
const web = existsSync(join(settings.webDir, 'index.html')) ? createWebApp(settings.webDir) : null;
if (!web) console.log(`[server] no console build in ${settings.webDir}: serving /csp only`);

const server = serve(
  { fetch: siteFetch(app, web, createHealthApp(database.db)), port: settings.port, hostname: settings.host },
  (info) => {
    const where = settings.databaseUrl ? 'PostgreSQL' : `PGlite in ${settings.dataDir}`;
    const ms = (from: number, to: number) => `${Math.round(to - from)} ms`;
    console.log(
      `[server] /csp on http://${settings.host ?? 'localhost'}:${info.port} (${where}), ready in ${ms(started, performance.now())}` +
        ` (database open ${ms(started, opened)}, migrations and seed ${ms(opened, prepared)})`,
    );
  },
);

// A port already taken (another instance, another program) is a setting to fix, not a crash.
server.on('error', (error: NodeJS.ErrnoException) => {
  const where = `${settings.host ?? 'every address'}:${settings.port}`;
  if (error.code === 'EADDRINUSE')
    console.error(`[server] port ${where} is already in use: stop what holds it or set PORT`);
  else if (error.code === 'EACCES')
    console.error(`[server] not allowed to listen on ${where}: choose a PORT above 1023`);
  else console.error(`[server] cannot listen on ${where}: ${error.message}`);
  process.exit(1);
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
