import pg from 'pg';
import type { Logger } from '../lib/log';
import { StartupFailure } from '../startup-failure';

// The server started before its PostgreSQL (a reboot, containers started together, a database
// being restarted): the start tries to connect until the database answers or DATABASE_WAIT_SECONDS
// have passed, with a growing pause between tries, and says at once where it is trying and what
// to check. A refusal that waiting cannot mend (a wrong password, a database that does not
// exist) ends the start at once. No line quotes DATABASE_URL: it may hold the password.

/** The first pause between tries, doubled after each up to the longest. */
const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 10_000;
/** One try gives up after this (a host that drops packets answers nothing at all). */
const TRY_TIMEOUT_MS = 5_000;

/** PostgreSQL's own "not now" codes: starting up, shutting down, too many connections. */
const TRANSIENT_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

export interface PostgresTarget {
  host: string;
  port: string;
  database: string;
  user: string;
}

/** Where DATABASE_URL points, without its password. */
export function postgresTarget(url: string): PostgresTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StartupFailure('DATABASE_URL is not an address of the form postgres://user:password@host:port/database');
  }
  const query = parsed.searchParams;
  return {
    host: decodeURIComponent(parsed.hostname) || query.get('host') || 'localhost',
    port: parsed.port || query.get('port') || '5432',
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || query.get('dbname') || '(the user name)',
    user: decodeURIComponent(parsed.username) || query.get('user') || '(the system user)',
  };
}

interface ConnectError extends Error {
  code?: string;
}

/** A short name for what went wrong: the system's or PostgreSQL's code, else the message. */
function reasonOf(error: ConnectError): string {
  return error.code ?? error.message.split('\n')[0].slice(0, 200);
}

/** Whether waiting can mend it: the network and PostgreSQL's "not now"; not a refused login. */
function isTransient(error: ConnectError): boolean {
  if (!error.code) return true; // a connection cut or a try timed out
  if (/^[0-9A-Z]{5}$/.test(error.code)) return TRANSIENT_SQLSTATES.has(error.code);
  return true; // ECONNREFUSED, ENOTFOUND, EAI_AGAIN, ETIMEDOUT, EHOSTUNREACH, ECONNRESET, ...
}

/** What to do about a refusal waiting cannot mend. */
function refusalMessage(error: ConnectError, where: string, target: PostgresTarget): string {
  switch (error.code) {
    case '28P01':
    case '28000':
      return `PostgreSQL at ${where} refused the login of user ${target.user} (${error.code}): check the user and password in DATABASE_URL and pg_hba.conf`;
    case '3D000':
      return `PostgreSQL at ${where} has no database ${target.database}: create it (createdb) or fix DATABASE_URL`;
    default:
      return `PostgreSQL at ${where} refused the connection (${reasonOf(error)}): check DATABASE_URL`;
  }
}

async function tryOnce(url: string, timeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  // a connection that fails after connect() resolved must not become an unhandled error event
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Resolves when PostgreSQL at `url` answers a query; throws a StartupFailure when it has not
 * within `waitMs`, or refuses in a way waiting cannot mend.
 */
export async function waitForPostgres(url: string, waitMs: number, log: Logger): Promise<void> {
  const target = postgresTarget(url);
  const where = `${target.host}:${target.port}`;
  const started = Date.now();
  const deadline = started + waitMs;
  let pause = FIRST_PAUSE_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      await tryOnce(url, Math.max(1000, Math.min(TRY_TIMEOUT_MS, deadline - Date.now())));
      if (attempt > 1)
        log.info({ host: target.host, port: target.port, attempt }, `PostgreSQL at ${where} answers now`);
      return;
    } catch (caught) {
      const error = caught as ConnectError;
      const fields = { host: target.host, port: target.port, reason: reasonOf(error), attempt };
      if (!isTransient(error)) throw new StartupFailure(refusalMessage(error, where, target), fields);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new StartupFailure(
          `PostgreSQL at ${where} could not be reached within ${Math.round(waitMs / 1000)} s (${fields.reason}): ` +
            'start it, or correct the host and port in DATABASE_URL, then start the server again',
          fields,
        );
      }
      const next = Math.min(pause, left);
      if (attempt === 1)
        log.warn(
          { ...fields, waitSeconds: Math.round(waitMs / 1000) },
          `PostgreSQL at ${where} cannot be reached (${fields.reason}): check that it is running and that ` +
            `DATABASE_URL names its host and port; trying again for up to ${Math.round(waitMs / 1000)} s`,
        );
      else
        log.warn(fields, `PostgreSQL at ${where} still cannot be reached (${fields.reason}); next try in ${next} ms`);
      await sleep(next);
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    }
  }
}
