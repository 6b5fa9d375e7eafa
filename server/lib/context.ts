import type { Context } from 'hono';
import type { BlockList } from 'node:net';
import type { users } from '../db/schema';
import type { Db } from '../db/types';
import type { Clock } from './clock';
import type { Lang } from './lang';
import type { LiveHub } from './live/hub';
import type { Logger } from './log';
import type { Traffic } from './metrics/traffic';

// What every request handler can read from its context (set by server/app.ts).

/**
 * The logged-in user as the auth middleware found them: their account row without the password
 * hash and the bookkeeping (passwordChangeRequired: ./password-change-gate.ts).
 */
export type SessionUser = Pick<
  typeof users.$inferSelect,
  | 'userId'
  | 'userName'
  | 'nickName'
  | 'name'
  | 'email'
  | 'phonenumber'
  | 'sex'
  | 'avatar'
  | 'status'
  | 'schoolId'
  | 'passwordChangeRequired'
>;

export interface ActiveRole {
  roleId: number;
  roleKey: string;
  roleName: string;
  roleNameEn: string;
}

export interface Auth {
  tokenHash: string;
  user: SessionUser;
  /** the session's active role; null when the user holds no enabled role */
  role: ActiveRole | null;
}

export interface AppEnv {
  Variables: {
    db: Db;
    clock: Clock;
    lang: Lang;
    /** the proxies whose X-Forwarded-For is believed (TRUST_PROXY; ./client-address.ts) */
    trustedProxies: BlockList | null;
    /** how long a call to an S3-style bucket may take (server/areas/file/storage/choice.ts) */
    storageTimeoutMs: number;
    /** a session's absolute lifetime (SESSION_MAX_AGE_HOURS; ./sessions.ts) */
    sessionMaxAgeMs: number;
    /** set by `authed()`; routes mounted without it have none */
    auth: Auth;
    /** the request's logger, its lines carrying the request's id (set by ./request-log.ts) */
    log: Logger;
    /** the request's id (X-Request-Id), set by ./request-log.ts */
    requestId: string;
    /** the envelope's code of a refusal (`failure`), for the request's log line */
    refused: number;
    /** that refusal's message as the caller read it, for the audit trail */
    refusal: string;
    /** this app's count of calls and their outcomes (./metrics/traffic.ts) */
    traffic: Traffic;
    /** the live stream's connections and the bus between instances (./live/hub.ts) */
    live: LiveHub;
  };
}

export type AppContext = Context<AppEnv>;
