import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createLiveHub } from './areas/live/hub-of-app';
import { ensureJobs, startJobs } from './areas/monitor/jobs/runner';
import { openDatabase, type Database } from './db/client';
import { checkDataFolder } from './db/data-folder-check';
import { claimDataFolder } from './db/data-folder-lock';
import { firstAdminPasswordNotice, keepFirstAdminPassword, removeSpentFirstPassword } from './db/first-admin-password';
import { prepareDatabase } from './db/prepare';
import { logPrepared } from './db/prepare-log';
import { waitForPostgres } from './db/wait-for-postgres';
import { createHealthApp } from './health';
import { entriesWritten } from './lib/audit/trail';
import type { LiveHub } from './lib/live/hub';
import { postgresBus } from './lib/live/postgres-bus';
import { systemClock } from './lib/clock';
import { createLogger, safeError, type Logger } from './lib/log';
import { watchEventLoop } from './lib/metrics/event-loop';
import { createMetrics } from './lib/metrics/prometheus';
import { Traffic } from './lib/metrics/traffic';
import { readLogSettings, readSettings, type Settings } from './settings';
import { StartupFailure } from './startup-failure';
import { createWebApp, siteFetch } from './web';

// The server process: settings from the environment, the database reached (PostgreSQL waited
// for) and brought up to date, then /csp and the console's build (when there is one) on PORT.
// Everything it says is a log line (docs/server.md "Logs"). SIGTERM and SIGINT stop taking
// connections, let the requests in flight finish, and close the database, within STOP_LIMIT_MS.

/** A stop that takes longer (a request that never ends) is cut short: the process manager waits no more. */
const STOP_LIMIT_MS = 9_000;
/** How often a stopping server closes the keep-alive connections that have gone idle since. */
const IDLE_SWEEP_MS = 200;

const started = performance.now();
const log = startLog();
const settings = readSettingsOrExit();

let database: Database | undefined;
let server: Server | undefined;
/** the live streams; closed first on a stop, since a stream never ends by itself */
let live: LiveHub | undefined;
let releaseDataFolder = () => {};
let stopping = false;
/** stops looking for due jobs (./areas/monitor/jobs/runner.ts) */
let stopJobs = () => {};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
process.on('exit', () => releaseDataFolder());

try {
  await start();
} catch (error) {
  if (error instanceof StartupFailure) log.fatal(error.fields, error.message);
  else log.fatal({ err: error }, `the server could not start: ${String(safeMessage(error))}`);
  process.exit(1);
}

/** The logger, from LOG_LEVEL and LOG_FORMAT; a wrong one is told by a default logger. */
function startLog(): Logger {
  try {
    return createLogger(readLogSettings());
  } catch (error) {
    createLogger().fatal((error as Error).message);
    process.exit(1);
  }
}

function readSettingsOrExit(): Settings {
  try {
    return readSettings();
  } catch (error) {
    log.fatal((error as Error).message);
    process.exit(1);
  }
}

function safeMessage(error: unknown): string {
  const serialized = safeError(error) as { message?: string } | undefined;
  return serialized?.message?.split('\n')[0] ?? String(error);
}

async function start(): Promise<void> {
  if (settings.databaseUrl) await waitForPostgres(settings.databaseUrl, settings.databaseWaitMs, log);
  else {
    // asked without blocking, within a time limit: a folder that never answers fails the start
    await checkDataFolder(settings.dataDir);
    releaseDataFolder = claimDataFolder(settings.dataDir);
  }
  database = await openDatabase(settings);
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
  live = createLiveHub({ db, clock: systemClock, bus, sessionMaxAgeMs, log });
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
  server = serve(
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
  stopJobs = startJobs(database.db, systemClock, log);

  // A port already taken (another instance, another program) is a setting to fix, not a crash.
  server.on('error', (error: NodeJS.ErrnoException) => {
    const at = `${settings.host ?? 'every address'}:${settings.port}`;
    if (error.code === 'EADDRINUSE') log.fatal(`port ${at} is already in use: stop what holds it or set PORT`);
    else if (error.code === 'EACCES') log.fatal(`not allowed to listen on ${at}: choose a PORT above 1023`);
    else log.fatal({ reason: error.code }, `cannot listen on ${at}: ${error.message}`);
    process.exit(1);
  });
}

/**
 * Stops taking connections at once; the requests in flight finish; a keep-alive connection is
 * closed as soon as it is idle (a browser would otherwise hold it open); then the database closes.
 */
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: stopping`);
  // the stop cannot wait for ever on a request that does not end
  setTimeout(() => {
    log.warn(`${signal}: requests still open after ${STOP_LIMIT_MS / 1000} s; closing them`);
    server?.closeAllConnections();
    process.exit(1);
  }, STOP_LIMIT_MS).unref();
  // Still starting: nothing answers yet, and the database may be in the middle of a migration
  // (PostgreSQL rolls it back; a new PGlite folder is only renamed into place when complete).
  if (!server) process.exit(0);
  stopJobs();
  void live?.close();
  const sweep = setInterval(() => server?.closeIdleConnections(), IDLE_SWEEP_MS);
  server.close(() => {
    clearInterval(sweep);
    void closeDatabase().then(
      () => {
        log.info(`${signal}: stopped`);
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, `${signal}: the database did not close cleanly`);
        process.exit(1);
      },
    );
  });
  server.closeIdleConnections();
}

async function closeDatabase(): Promise<void> {
  // the audit entries of the calls that answered last
  await entriesWritten();
  await database?.close();
}
