import type { BlockList } from 'node:net';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { accountRoutes } from './areas/account/routes';
import { loginHistory } from './areas/account/login-history';
import { activityRoutes } from './areas/activity/routes';
import { bannerRoutes } from './areas/banner/routes';
import { siteConfigRoutes } from './areas/siteconfig/routes';
import { scheduleRoutes } from './areas/schedule/routes';
import { calendarFeedRoutes } from './areas/calendar-feed/routes';
import { resourceRoutes } from './areas/resource/routes';
import { teacherRoutes } from './areas/teacher/routes';
import { shopRoutes } from './areas/shop/routes';
import { configRoutes } from './areas/config/routes';
import { dictRoutes } from './areas/dict/routes';
import { homeRoutes } from './areas/home/routes';
import { messageRoutes } from './areas/message/routes';
import { profileRoutes } from './areas/profile/routes';
import { roleRoutes } from './areas/role/routes';
import { menuRoutes } from './areas/menu/routes';
import { userRoutes } from './areas/user/routes';
import { contentRoutes } from './areas/content/routes';
import { courseRoutes } from './areas/course/routes';
import { fileRoutes, UPLOAD_PATH } from './areas/file/routes';
import { signFileAddresses } from './areas/file/sign-answers';
import { storageRoutes } from './areas/storage/routes';
import { STORAGE_TIMEOUT_MS } from './areas/file/storage/choice';
import { codegenRoutes } from './areas/codegen/routes';
import { schoolRoutes } from './areas/school/routes';
import { classRoutes } from './areas/class/routes';
import { disciplineRoutes } from './areas/discipline/routes';
import { classTeacherRoutes } from './areas/class-teacher/routes';
import { peopleRoutes } from './areas/people/routes';
import { approvalRoutes } from './areas/approval/routes';
import { wxUserRoutes } from './areas/wxuser/routes';
import { wechatBindRoutes } from './areas/wechat-bind/routes';
import { memberClassRoutes, memberTeacherRoutes } from './areas/member/routes';
import { monitorRoutes } from './areas/monitor/routes';
import { noticeRoutes } from './areas/notice/routes';
import { createLiveHub } from './areas/live/hub-of-app';
import { liveRoutes } from './areas/live/routes';
import type { LiveHub } from './lib/live/hub';
import { mountApiDocument } from './areas/openapi/routes';
import type { Db } from './db/types';
import { devFaults, type DevFaultOptions } from './dev-faults';
import { systemClock, type Clock } from './lib/clock';
import type { AppEnv } from './lib/context';
import { failure } from './lib/envelope';
import { ApiError, INTERNAL } from './lib/errors';
import { jsonBodiesOnly, readsBody } from './lib/json-only';
import { langOf } from './lib/lang';
import { defectsOnlyLogger, type Logger } from './lib/log';
import { rateLimit } from './lib/rate-limit';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './lib/rate-limit-settings';
import { SESSION_MAX_AGE_HOURS } from './lib/session-lifetime';
import { requestLog } from './lib/request-log';
import { countTraffic, Traffic } from './lib/metrics/traffic';
import { auditTrail } from './lib/audit/trail';
import { apiSecurityHeaders } from './security-headers';
import type { WechatSettings } from './settings';

// The backend of docs/api.md as one Hono app under /csp. The same app answers the Node server
// (server/main.ts) and the tests (`app.fetch`). Each area's routes are mounted here.

/** Where the API answers: every route's path starts with it. */
const API_BASE = '/csp';

export interface AppDeps {
  db: Db;
  clock?: Clock;
  /** development only (settings.devFaults): play the fault the console's X-Dev-Fault header names */
  devFaults?: DevFaultOptions;
  /** WeChat's app id and secret (settings.wechat): without them POST /auth/bind is refused */
  wechat?: WechatSettings;
  /** the request log and defects (server/lib/log.ts); without it only defects, to stderr */
  log?: Logger;
  /** the proxies whose X-Forwarded-For names the client (settings.trustedProxies) */
  trustedProxies?: BlockList | null;
  /** a session's absolute lifetime in hours (settings.sessionMaxAgeHours); 168 without it */
  sessionMaxAgeHours?: number;
  /** bounds every call to an S3-style bucket; the tests shorten it */
  storageTimeoutMs?: number;
  /** the calls' rate limits (settings.rateLimits); the tests not about limits raise them */
  rateLimits?: RateLimits;
  /**
   * false only in the benchmark that measures what the audit trail costs a write
   * (scripts/bench/audit-pair.ts); the server itself always records
   */
  recordWrites?: boolean;
  /** the count of calls and outcomes the server screen and /metrics read; a new one without it */
  traffic?: Traffic;
  /** the live streams (./areas/live/hub-of-app.ts); one process's bus without it */
  live?: LiveHub;
}

/** JSON bodies are small forms; file uploads get their own limit in their area. */
const JSON_BODY_LIMIT = 1024 * 1024;

export function createApp({
  db,
  clock = systemClock,
  devFaults: faults,
  wechat,
  storageTimeoutMs = STORAGE_TIMEOUT_MS,
  trustedProxies = null,
  sessionMaxAgeHours = SESSION_MAX_AGE_HOURS,
  log = defectsOnlyLogger(),
  rateLimits = DEFAULT_RATE_LIMITS,
  recordWrites = true,
  traffic = new Traffic(),
  live,
}: AppDeps) {
  const hub = live ?? createLiveHub({ db, clock, sessionMaxAgeMs: sessionMaxAgeHours * 3_600_000, log });
  const app = new Hono<AppEnv>().basePath(API_BASE);

  // first, so that its line times and names every answer, refusals and defects included
  app.use(requestLog(log));
  // then every call counted with its outcome (docs/api.md "Server figures and metrics")
  app.use(countTraffic(traffic));

  // nosniff and no referrer on every answer, refusals included (./security-headers.ts)
  app.use(apiSecurityHeaders());
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('clock', clock);
    c.set('lang', langOf(c.req.header('Content-Language')));
    c.set('storageTimeoutMs', storageTimeoutMs);
    c.set('trustedProxies', trustedProxies);
    c.set('sessionMaxAgeMs', sessionMaxAgeHours * 60 * 60 * 1000);
    c.set('live', hub);
    await next();
  });
  if (faults) app.use(devFaults(faults));

  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) =>
      failure(c, 'invalid', { zh: '请求数据过大', en: 'The request body is too large' }) as Response & { status: 200 },
  });
  // The upload reads its body against its own limit (areas/file/upload-body.ts). A call that
  // carries no body a route reads passes untouched: asking a request for its body makes
  // @hono/node-server build a whole web Request, about a sixth of getInfo's CPU.
  app.use((c, next) => (c.req.path === UPLOAD_PATH || !readsBody(c.req.method) ? next() : jsonBodyLimit(c, next)));
  // JSON only (415), then the rate limits (429; server/lib/rate-limited-routes.ts), before any route
  app.use(jsonBodiesOnly([UPLOAD_PATH]));
  // every login attempt and logout in the login history, rate-limited ones included
  app.use(loginHistory(API_BASE));
  app.use(rateLimit(rateLimits));
  // every writing call is an entry of the audit trail with the rows it changed (server/lib/audit/trail.ts)
  if (recordWrites) app.use(auditTrail(API_BASE));
  // a logged-in caller's answers carry signed file addresses (areas/file/sign-answers.ts)
  app.use(signFileAddresses());

  app.route('/', accountRoutes);
  app.route('/', activityRoutes);
  app.route('/', bannerRoutes);
  app.route('/', siteConfigRoutes);
  app.route('/', scheduleRoutes);
  app.route('/', calendarFeedRoutes);
  app.route('/', resourceRoutes);
  app.route('/', teacherRoutes);
  app.route('/', shopRoutes);
  app.route('/', configRoutes);
  app.route('/', dictRoutes);
  app.route('/', profileRoutes);
  app.route('/', userRoutes);
  app.route('/', menuRoutes);
  app.route('/', roleRoutes);
  app.route('/', courseRoutes);
  app.route('/', contentRoutes);
  app.route('/', messageRoutes);
  app.route('/', homeRoutes);
  app.route('/', fileRoutes);
  app.route('/', storageRoutes);
  app.route('/', codegenRoutes);
  app.route('/', schoolRoutes);
  app.route('/', classRoutes);
  app.route('/', disciplineRoutes);
  app.route('/', classTeacherRoutes);
  app.route('/', peopleRoutes);
  app.route('/', approvalRoutes);
  app.route('/', wxUserRoutes);
  app.route('/', wechatBindRoutes(wechat));
  app.route('/', memberClassRoutes);
  app.route('/', memberTeacherRoutes);
  app.route('/', monitorRoutes);
  app.route('/', noticeRoutes);
  app.route('/', liveRoutes);
  mountApiDocument(app, API_BASE);

  app.notFound((c) => c.json({ code: 404, msg: `${c.req.method} ${c.req.path}: not found`, kind: 'notFound' }, 404));

  // A refusal the rules threw on purpose answers its own message in the request's language.
  // Anything else is a defect: it is logged, and the user gets a generic message, never the
  // error's text (which may quote SQL).
  app.onError((error, c) => {
    if (error instanceof ApiError) return failure(c, error.kind, error.text);
    c.var.log.error({ err: error, method: c.req.method, path: c.req.path }, 'request failed');
    return failure(c, 'internal', INTERNAL);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
