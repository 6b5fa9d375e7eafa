import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, NOTHING, params, query } from '../../lib/input';
import * as job from './job';
import * as logins from './logininfor';
import * as online from './online';
import * as operlog from './operlog';
import * as schema from './schema';
import { serverFigures } from './server-figures';

// docs/api.md "Monitoring": the operation log (monitor:operlog:*), scoped as ./visible.ts says; the
// login history (monitor:logininfor:*), the platform administrator's alone; the online users
// (monitor:online:*), scoped like the operation log; every user's own sessions; the scheduled jobs
// (monitor:job:*) and the server's figures (monitor:server:list), the platform administrator's alone.

export const monitorRoutes = new Hono<AppEnv>()
  .get('/monitor/operlog/list', authed('monitor:operlog:list'), query(schema.operLogListQuery), async (c) =>
    okList(c, await operlog.listEntries(c.var.db, c.var.auth, c.req.valid('query'))),
  )
  .get('/monitor/operlog/history', authed('monitor:operlog:list'), query(schema.recordHistoryQuery), async (c) =>
    okList(c, await operlog.recordHistory(c.var.db, c.var.auth, c.req.valid('query'))),
  )
  .get('/monitor/operlog/:operId', authed('monitor:operlog:query'), params(schema.oneEntry), async (c) =>
    ok(c, await operlog.readEntry(c.var.db, c.var.auth, c.req.valid('param').operId)),
  )
  // before DELETE /{ids}, so that "clean" is not read as an id
  .delete('/monitor/operlog/clean', authed('monitor:operlog:remove'), (c) =>
    okWhenDone(c, operlog.cleanEntries(c.var.db, c.var.auth)),
  )
  .delete('/monitor/operlog/:operIds', authed('monitor:operlog:remove'), params(schema.someEntries), (c) =>
    okWhenDone(c, operlog.deleteEntries(c.var.db, c.var.auth, c.req.valid('param').operIds)),
  )

  .get('/monitor/logininfor/list', authed('monitor:logininfor:list'), query(schema.loginListQuery), async (c) =>
    okList(c, await logins.listLogins(c.var.db, c.req.valid('query'))),
  )
  .put(
    '/monitor/logininfor/unlock/:userName',
    authed('monitor:logininfor:unlock'),
    params(schema.lockedName),
    body(NOTHING),
    (c) => okWhenDone(c, logins.unlockName(c.var.db, c.req.valid('param').userName)),
  )
  .delete('/monitor/logininfor/clean', authed('monitor:logininfor:remove'), (c) =>
    okWhenDone(c, logins.cleanLogins(c.var.db)),
  )
  .delete('/monitor/logininfor/:infoIds', authed('monitor:logininfor:remove'), params(schema.someLogins), (c) =>
    okWhenDone(c, logins.deleteLogins(c.var.db, c.req.valid('param').infoIds)),
  )

  .get('/monitor/online/list', authed('monitor:online:list'), query(schema.onlineListQuery), async (c) =>
    okList(c, await online.listOnline(c, c.req.valid('query'))),
  )
  // "My sessions" in the profile: any logged-in user, their own sessions only
  .get('/monitor/online/mine', authed(), async (c) => ok(c, await online.mySessions(c)))
  .delete('/monitor/online/mine/:sessionIds', authed(), params(schema.someSessions), (c) =>
    okWhenDone(c, online.endMySessions(c, c.req.valid('param').sessionIds)),
  )
  .delete('/monitor/online/:sessionIds', authed('monitor:online:forceLogout'), params(schema.someSessions), (c) =>
    okWhenDone(c, online.forceLogout(c, c.req.valid('param').sessionIds)),
  )

  .get('/monitor/job/list', authed('monitor:job:list'), query(schema.jobListQuery), async (c) =>
    okList(c, await job.listJobs(c.var.db)),
  )
  .get(
    '/monitor/job/:jobKey/runs',
    authed('monitor:job:list'),
    params(schema.oneJob),
    query(schema.jobListQuery),
    async (c) => okList(c, await job.listRuns(c.var.db, c.req.valid('param').jobKey, c.req.valid('query'))),
  )
  .put(
    '/monitor/job/:jobKey/changeStatus',
    authed('monitor:job:changeStatus'),
    params(schema.oneJob),
    body(schema.jobStatus),
    (c) => okWhenDone(c, job.setPaused(c.var.db, c.var.clock, c.req.valid('param').jobKey, c.req.valid('json').paused)),
  )
  // the call is the run's entry of the audit trail: the rows the run changes are recorded under it
  .put('/monitor/job/:jobKey/run', authed('monitor:job:run'), params(schema.oneJob), body(NOTHING), async (c) =>
    ok(c, await job.runNow(c.var.db, c.var.clock, c.var.log, c.req.valid('param').jobKey)),
  )
  .get('/monitor/server', authed('monitor:server:list'), async (c) => ok(c, await serverFigures(c)));
