import pino, { stdSerializers, type DestinationStream, type Logger } from 'pino';

// The server's log: pino, one JSON object per line on stdout (docs/server.md "Logs"). Secrets
// never reach a line: the fields that may hold one are redacted in any object logged, and an
// error's serializer leaves out a failed query's parameters (they may be a password's hash, a
// captcha's answer or a file's bytes).

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `json` for a log collector; `pretty` one readable line per entry, for a person at a terminal. */
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface LogSettings {
  level: LogLevel;
  format: LogFormat;
}

/** Names a request body, a header set or a settings object gives its secrets. */
const SECRET_FIELDS = [
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'authorization',
  'cookie',
  'secret',
  'appSecret',
];

/**
 * At the top of a logged object and one level down (`body.password`, `headers.authorization`);
 * a body's `code` and `uuid` (the login's captcha answer, WeChat's one-time code) too, but not
 * every `code`: an error's code (ECONNREFUSED, a PostgreSQL error code) is what its line is for.
 */
export const REDACTED_PATHS = [...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]), 'body.code', 'body.uuid'];

/** A message is cut here: a child process's output quoted in an error can be a whole file. */
const MAX_MESSAGE = 2000;

interface QueryError extends Error {
  query?: unknown;
  params?: unknown;
}

/**
 * pino's error serializer, without a failed query's parameters: Drizzle's message repeats them
 * after the query ("Failed query: ...\nparams: ..."), so the message keeps only its first line.
 */
export function safeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = { ...stdSerializers.err(error) } as Record<string, unknown> & { message: string; stack: string };
  if ((error as QueryError).params !== undefined) {
    delete serialized.params;
    delete serialized.queryOptions;
    serialized.message = serialized.message.split('\nparams:')[0];
    serialized.stack = serialized.stack.replace(/\nparams:[\s\S]*?(?=\n {4}at |$)/, '');
  }
  // the driver's error under Drizzle's carries the same parameters
  if (error.cause instanceof Error) serialized.cause = safeError(error.cause);
  if (serialized.message.length > MAX_MESSAGE) serialized.message = `${serialized.message.slice(0, MAX_MESSAGE)}…`;
  if (serialized.stack.length > MAX_MESSAGE * 2) serialized.stack = `${serialized.stack.slice(0, MAX_MESSAGE * 2)}…`;
  return serialized;
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const SHOWN_ELSEWHERE = new Set(['level', 'time', 'msg', 'pid', 'hostname']);

/** One JSON line as a person reads it: `12:00:01 INFO msg key=value ...`. */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = new Date(Number(entry.time)).toISOString().slice(11, 23);
  const fields = Object.entries(entry)
    .filter(([key]) => !SHOWN_ELSEWHERE.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const level = LEVEL_NAMES[Number(entry.level)] ?? String(entry.level);
  return `${time} ${level.padEnd(5)} ${String(entry.msg ?? '')}${fields.length ? ` ${fields.join(' ')}` : ''}\n`;
}

const prettyStdout: DestinationStream = { write: (line) => void process.stdout.write(prettyLine(line)) };

/**
 * The logger every part of the server writes to. `destination` is where the lines go (stdout
 * unless given: the tests pass their own); the level and format come from the settings.
 */
export function createLogger(
  { level, format }: LogSettings = { level: 'info', format: 'json' },
  destination?: DestinationStream,
): Logger {
  const options = {
    level,
    base: undefined, // no pid and hostname on every line: the process manager knows them
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: safeError },
  };
  // Written at once (sync): a line logged just before process.exit() is not lost.
  const out = destination ?? (format === 'pretty' ? prettyStdout : pino.destination({ dest: 1, sync: true }));
  return pino(options, out);
}

let defectsOnly: Logger | undefined;

/** What an app made without a logger writes: only its defects, to stderr, as before pino. */
export function defectsOnlyLogger(): Logger {
  defectsOnly ??= createLogger({ level: 'error', format: 'json' }, pino.destination({ dest: 2, sync: true }));
  return defectsOnly;
}
