import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { params, query } from '../../lib/input';
import { cleanEntries, deleteEntries, listEntries, readEntry, recordHistory } from './operlog';
import { oneEntry, operLogListQuery, recordHistoryQuery, someEntries } from './schema';

// docs/api.md "Monitoring": the operation log (monitor:operlog:*), scoped as ./visible.ts says.

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
  });
