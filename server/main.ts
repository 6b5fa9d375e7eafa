import type { Server } from 'node:http';
import type { Database } from './db/client';
import type { LiveHub } from './lib/live/hub';
import { checkDataFolder } from './db/data-folder-check';
import { claimDataFolder } from './db/data-folder-lock';
import { makePgliteFolder } from './db/pglite-folder';
import { createLogger, safeError, type Logger } from './lib/log';
import { readLogSettings, readSettings, type Settings } from './settings';
import { StartupFailure } from './startup-failure';

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
  if (settings.databaseUrl) {
    const { waitForPostgres } = await import('./db/wait-for-postgres');
    await waitForPostgres(settings.databaseUrl, settings.databaseWaitMs, log);
  } else {
    // asked without blocking, within a time limit: a folder that never answers fails the start
    await checkDataFolder(settings.dataDir);
    releaseDataFolder = claimDataFolder(settings.dataDir);
  }
  // The rest of the server is loaded only once a new PGlite folder is made: while its child
  // process runs, this one holds no more than it needs to wait for it (docs/server.md "First start").
  const made = settings.databaseUrl ? false : await makePgliteFolder(settings.dataDir);
  const { openDatabase } = await import('./db/client');
  database = await openDatabase(settings);
  // the child that made the folder has told its migrations and seed
  if (made) database.created = true;
  const { serveConsole } = await import('./serve');
  const serving = await serveConsole({ database, settings, log, started });
  server = serving.server;
  stopJobs = serving.stopJobs;
  live = serving.live;
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
  // the audit entries of the calls that answered last (the module is loaded once serving)
  const { entriesWritten } = await import('./lib/audit/trail');
  await entriesWritten();
  await database?.close();
}
