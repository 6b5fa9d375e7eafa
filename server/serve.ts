import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createLiveHub } from './areas/live/hub-of-app';
import { ensureJobs, startJobs } from './areas/monitor/jobs/runner';
import type { Database } from './db/client';
import { firstAdminPasswordNotice, keepFirstAdminPassword, removeSpentFirstPassword } from './db/first-admin-password';
import { prepareDatabase } from './db/prepare';
import { logPrepared } from './db/prepare-log';
import { createHealthApp } from './health';
import { systemClock } from './lib/clock';
import type { LiveHub } from './lib/live/hub';
import { postgresBus } from './lib/live/postgres-bus';
import type { Logger } from './lib/log';
import { watchEventLoop } from './lib/metrics/event-loop';
import { createMetrics } from './lib/metrics/prometheus';
import { Traffic } from './lib/metrics/traffic';
import type { Settings } from './settings';
import { createWebApp, siteFetch } from './web';

// The second half of the server's start (./main.ts has the first: the database reached): the
// database brought up to date, then /csp and the console's build (when there is one) on PORT.

export interface Serving {
  server: Server;
  /** stops looking for due jobs (./areas/monitor/jobs/runner.ts) */
  stopJobs: () => void;
  /** the live streams; closed first on a stop, since a stream never ends by itself */
  live: LiveHub;
}

export async function serveConsole({
  database,
  settings,
  log,
  started,
}: {
  database: Database;
  settings: Settings;
  log: Logger;
  /** when the process started (performance.now()), for the ready line */
  started: number;
}): Promise<Serving> {
  const opened = performance.now();
  const outcome = await prepareDatabase(database, settings);
  if (!database.created) logPrepared(log, outcome);
  const { newAdminPassword } = outcome;
  // Kept in the data folder, its path told as the first start of a new PGlite folder tells it
  if (newAdminPassword) {
    console.log(firstAdminPasswordNotice(await keepFirstAdminPassword(settings.dataDir, newAdminPassword)));
  }
  const removed = await removeSpentFirstPassword(database.db, settings.dataDir);
  if (removed) log.info(`removed ${removed}: the account admin has chosen its own password`);
  await ensureJobs(database.db, systemClock);
  const prepared = performance.now();

  // the event loop's delay is sampled from the start, not from the first look at the server screen
  watchEventLoop();
  const traffic = new Traffic();
  // several instances share PostgreSQL and hear each other's events through it; PGlite is one process
  const db = database.db;
  const bus = settings.databaseUrl
    ? postgresBus(settings.databaseUrl, db, (error) => log.warn({ err: error }, 'live events: listening again'))
    : undefined;
  const sessionMaxAgeMs = settings.sessionMaxAgeHours * 3_600_000;
  const live = createLiveHub({ db, clock: systemClock, bus, sessionMaxAgeMs, log });
  const app = createApp({
    live,
    db: database.db,
    traffic,
    devFaults: settings.devFaults ? {} : undefined,
    wechat: settings.wechat,
    trustedProxies: settings.trustedProxies,
    rateLimits: settings.rateLimits,
    sessionMaxAgeHours: settings.sessionMaxAgeHours,
    log,
  });
  if (settings.devFaults) log.warn('DEV_FAULTS=1: playing the faults the console asks for (development only)');
  const web = existsSync(join(settings.webDir, 'index.html')) ? createWebApp(settings.webDir) : null;
  if (!web) log.info(`no console build in ${settings.webDir}: serving /csp only`);

  const where = settings.databaseUrl ? 'PostgreSQL' : `PGlite in ${settings.dataDir}`;
  const ms = (from: number, to: number) => Math.round(to - from);
  const server = serve(
    {
      fetch: siteFetch(
        app,
        web,
        createHealthApp(database.db, undefined, settings.databaseUrl ? undefined : settings.dataDir, {
          metrics: createMetrics(database.db, traffic),
          allow: settings.metricsAllow,
          trustedProxies: settings.trustedProxies,
        }),
      ),
      port: settings.port,
      hostname: settings.host,
    },
    (info) => {
      const url = `http://${settings.host ?? 'localhost'}:${info.port}`;
      log.info(
        {
          url,
          database: where,
          readyMs: ms(started, performance.now()),
          openMs: ms(started, opened),
          prepareMs: ms(opened, prepared),
        },
        `/csp on ${url} (${where}), ready in ${ms(started, performance.now())} ms`,
      );
    },
  ) as Server;
  const stopJobs = startJobs(database.db, systemClock, log);

  // A port already taken (another instance, another program) is a setting to fix, not a crash.
  server.on('error', (error: NodeJS.ErrnoException) => {
    const at = `${settings.host ?? 'every address'}:${settings.port}`;
    if (error.code === 'EADDRINUSE') log.fatal(`port ${at} is already in use: stop what holds it or set PORT`);
    else if (error.code === 'EACCES') log.fatal(`not allowed to listen on ${at}: choose a PORT above 1023`);
    else log.fatal({ reason: error.code }, `cannot listen on ${at}: ${error.message}`);
    process.exit(1);
  });
  return { server, stopJobs, live };
}
