import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { params, query } from '../../lib/input';
import { cleanEntries, deleteEntries, listEntries, readEntry, recordHistory } from './operlog';
import { cleanLogins, deleteLogins, listLogins, unlockName } from './logininfor';
import {
  lockedName,
  loginListQuery,
  oneEntry,
  operLogListQuery,
  recordHistoryQuery,
  someEntries,
  someLogins,
} from './schema';

// docs/api.md "Monitoring": the operation log (monitor:operlog:*), scoped as ./visible.ts says,
// and the login history (monitor:logininfor:*), the platform's administrator's alone.

export const monitorRoutes = new Hono<AppEnv>()
  .get('/monitor/operlog/list', authed('monitor:operlog:list'), query(operLogListQuery), async (c) =>
    okList(c, await listEntries(c.var.db, c.var.auth, c.req.valid('query'))),
  )
  .get('/monitor/operlog/history', authed('monitor:operlog:list'), query(recordHistoryQuery), async (c) =>
    okList(c, await recordHistory(c.var.db, c.var.auth, c.req.valid('query'))),
  )
  .get('/monitor/operlog/:operId', authed('monitor:operlog:query'), params(oneEntry), async (c) =>
    ok(c, await readEntry(c.var.db, c.var.auth, c.req.valid('param').operId)),
  )
  // before DELETE /{ids}, so that "clean" is not read as an id
  .delete('/monitor/operlog/clean', authed('monitor:operlog:remove'), async (c) => {
    await cleanEntries(c.var.db, c.var.auth);
    return ok(c);
  })
  .delete('/monitor/operlog/:operIds', authed('monitor:operlog:remove'), params(someEntries), async (c) => {
    await deleteEntries(c.var.db, c.var.auth, c.req.valid('param').operIds);
    return ok(c);
  })
  .get('/monitor/logininfor/list', authed('monitor:logininfor:list'), query(loginListQuery), async (c) =>
    okList(c, await listLogins(c.var.db, c.req.valid('query'))),
  )
  .put('/monitor/logininfor/unlock/:userName', authed('monitor:logininfor:unlock'), params(lockedName), async (c) => {
    await unlockName(c.var.db, c.req.valid('param').userName);
    return ok(c);
  })
  .delete('/monitor/logininfor/clean', authed('monitor:logininfor:remove'), async (c) => {
    await cleanLogins(c.var.db);
    return ok(c);
  })
  .delete('/monitor/logininfor/:infoIds', authed('monitor:logininfor:remove'), params(someLogins), async (c) => {
    await deleteLogins(c.var.db, c.req.valid('param').infoIds);
    return ok(c);
  });
