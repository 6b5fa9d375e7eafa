import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import { listAids, readAid } from './catalogue';
import { askForAid, myRequests, schoolRequests, setRequestStatus } from './requests';
import * as schema from './schema';

// docs/api.md "Teaching-aid shop": the catalogue and requests (user:shop:*), and the school's
// handling of the requests on the approvals screen (admin:approval:*).

export const shopRoutes = new Hono<AppEnv>()
  .get('/user/shop/list', authed('user:shop:list'), query(schema.aidListQuery), async (c) => {
    const { kind, disciplineId, grade, ...q } = c.req.valid('query');
    return okList(c, await listAids(c.var.db, { kind, disciplineId, grade }, q, c.var.lang));
  })
  // Before GET /user/shop/{id}, so that "requests" is not read as an id.
  .get('/user/shop/requests/mine', authed('user:shop:list'), query(schema.myRequestsQuery), async (c) =>
    okList(c, await myRequests(c.var.db, c.var.auth, c.req.valid('query'))),
  )
  .post(
    '/user/shop/:aidId/request',
    authed('user:shop:query'),
    params(schema.oneAid),
    body(schema.aidRequest),
    async (c) => {
      const { db, clock, auth } = c.var;
      return ok(c, await askForAid(db, clock, auth, c.req.valid('param').aidId, c.req.valid('json')));
    },
  )
  .get('/user/shop/:aidId', authed('user:shop:query'), params(schema.oneAid), async (c) =>
    ok(c, await readAid(c.var.db, c.req.valid('param').aidId, c.var.lang)),
  )
  .get('/admin/aidRequest/list', authed('admin:approval:list'), query(schema.schoolRequestsQuery), async (c) => {
    const { status, ...q } = c.req.valid('query');
    return okList(c, await schoolRequests(c.var.db, c.var.auth, status, q));
  })
  .put('/admin/aidRequest/status', authed('admin:approval:edit'), body(schema.requestStatus), async (c) => {
    const { status, requestIds } = c.req.valid('json');
    await setRequestStatus(c.var.db, c.var.clock, c.var.auth, status, requestIds);
    return ok(c);
  });
