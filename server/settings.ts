import type { BlockList } from 'node:net';
import { parseTrustedProxies } from './lib/client-address';
import { parseMetricsAllow } from './lib/metrics/allow';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './lib/rate-limit-settings';
import { SESSION_MAX_AGE_HOURS } from './lib/session-lifetime';
import { LOG_FORMATS, LOG_LEVELS, type LogFormat, type LogLevel, type LogSettings } from './lib/log';

// The server's settings, all from the environment (docs/server.md "Running it").

export interface Settings {
  port: number;
  host: string | undefined;
  /** PostgreSQL when set; otherwise PGlite in `dataDir` */
  databaseUrl: string | undefined;
  /** how long the start waits for an unreachable PostgreSQL before giving up (DATABASE_WAIT_SECONDS) */
  databaseWaitMs: number;
  dataDir: string;
  /** the console's production build served beside /csp, when it exists */
  webDir: string;
  /** development only: play the fault the console names in X-Dev-Fault (server/dev-faults.ts) */
  devFaults: boolean;
  /** WeChat web login (POST /auth/bind); undefined unless both the app id and secret are set */
  wechat: WechatSettings | undefined;
  /** what an empty database starts with: the demo data, or only what a real school needs */
  seed: SeedKind;
  /** proxies (TRUST_PROXY) whose X-Forwarded-For names the client; null: the peer is the client */
  trustedProxies: BlockList | null;
  /** a session's absolute lifetime, however busy it is (SESSION_MAX_AGE_HOURS) */
  sessionMaxAgeHours: number;
  /** the admin account's password on a school's first start (SEED=school); made up when not given */
  adminPassword: string | undefined;
  /** how many calls of each limited kind a client may make in its window (RATE_LIMIT_*) */
  rateLimits: RateLimits;
  /** the addresses /metrics answers (METRICS_ALLOW); null: nobody */
  metricsAllow: BlockList | null;
}

export const SEED_KINDS = ['demo', 'school'] as const;
export type SeedKind = (typeof SEED_KINDS)[number];

function seedKind(value: string | undefined): SeedKind {
  const kind = value || 'demo';
  if (!(SEED_KINDS as readonly string[]).includes(kind)) {
    throw new Error(`SEED must be one of ${SEED_KINDS.join(', ')}, not ${value}`);
  }
  return kind as SeedKind;
}

export interface WechatSettings {
  appId: string;
  /** never answered nor logged */
  appSecret: string;
  /** WeChat's API, e.g. https://api.weixin.qq.com (a local stub in the tests) */
  apiBase: string;
  /** how long the code's exchange may take before the bind is refused */
  timeoutMs: number;
}

export const WECHAT_API_BASE = 'https://api.weixin.qq.com';
export const WECHAT_TIMEOUT_MS = 5000;

function readWechat(env: NodeJS.ProcessEnv): WechatSettings | undefined {
  const appId = env.WECHAT_APP_ID?.trim();
  const appSecret = env.WECHAT_APP_SECRET?.trim();
  // One without the other is a half-done configuration: WeChat login stays off.
  if (!appId || !appSecret) return undefined;
  const apiBase = (env.WECHAT_API_BASE?.trim() || WECHAT_API_BASE).replace(/\/+$/, '');
  if (!URL.canParse(apiBase)) throw new Error(`WECHAT_API_BASE must be an address, not ${env.WECHAT_API_BASE}`);
  return { appId, appSecret, apiBase, timeoutMs: WECHAT_TIMEOUT_MS };
}

/** LOG_LEVEL and LOG_FORMAT, read apart from the rest: the logger reports the other settings' errors. */
export function readLogSettings(env: NodeJS.ProcessEnv = process.env): LogSettings {
  const level = (env.LOG_LEVEL?.trim().toLowerCase() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${env.LOG_LEVEL}`);
  const format = (env.LOG_FORMAT?.trim().toLowerCase() || 'json') as LogFormat;
  if (!LOG_FORMATS.includes(format))
    throw new Error(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}, not ${env.LOG_FORMAT}`);
  return { level, format };
}

/** Long enough for a PostgreSQL started at the same moment (a container, a reboot) to come up. */
export const DATABASE_WAIT_SECONDS = 60;

function databaseWaitMs(value: string | undefined): number {
  const seconds = Number(value?.trim() || DATABASE_WAIT_SECONDS);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 3600)
    throw new Error(`DATABASE_WAIT_SECONDS must be a number of seconds from 0 to 3600, not ${value}`);
  return Math.round(seconds * 1000);
}

/** Each limit's variable (docs/server.md "Running it"); a whole number, 0 turns that limit off. */
export const RATE_LIMIT_VARIABLES: Record<keyof RateLimits, string> = {
  loginPerAddress: 'RATE_LIMIT_LOGIN',
  loginPerAccount: 'RATE_LIMIT_LOGIN_ACCOUNT',
  captchaPerAddress: 'RATE_LIMIT_CAPTCHA',
  registerPerAddress: 'RATE_LIMIT_REGISTER',
  activityRegistrationPerAddress: 'RATE_LIMIT_ACTIVITY_REGISTRATION',
  uploadPerAccount: 'RATE_LIMIT_UPLOAD',
};

function readRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const [key, variable] of Object.entries(RATE_LIMIT_VARIABLES) as Array<[keyof RateLimits, string]>) {
    const value = env[variable]?.trim();
    if (!value) continue;
    const limit = Number(value);
    if (!Number.isInteger(limit) || limit < 0)
      throw new Error(`${variable} must be a whole number of calls (0: no limit), not ${env[variable]}`);
    limits[key] = limit;
  }
  return limits;
}

/** SESSION_MAX_AGE_HOURS: a number of hours from one to a year; 168 (seven days) when unset. */
function sessionMaxAgeHours(value: string | undefined): number {
  const hours = Number(value?.trim() || SESSION_MAX_AGE_HOURS);
  if (!Number.isFinite(hours) || hours < 1 || hours > 8760)
    throw new Error(`SESSION_MAX_AGE_HOURS must be a number of hours from 1 to 8760, not ${value}`);
  return hours;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(env.PORT || 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${env.PORT}`);
  return {
    port,
    host: env.HOST || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseWaitMs: databaseWaitMs(env.DATABASE_WAIT_SECONDS),
    dataDir: env.DATA_DIR || './data',
    webDir: env.WEB_DIR || './dist',
    // Exactly '1': a production server must never break its answers on a client's word.
    devFaults: env.DEV_FAULTS === '1',
    wechat: readWechat(env),
    seed: seedKind(env.SEED),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
    rateLimits: readRateLimits(env),
    sessionMaxAgeHours: sessionMaxAgeHours(env.SESSION_MAX_AGE_HOURS),
    metricsAllow: parseMetricsAllow(env.METRICS_ALLOW),
  };
}
