import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { idParam } from '../../lib/validate';
import { AID_ID, listAids, readAid } from './catalogue';
import { askForAid, myRequests, schoolRequests, setRequestStatus } from './requests';

// docs/api.md "Teaching-aid shop": the catalogue and requests (user:shop:*), and the school's
// handling of the requests on the approvals screen (admin:approval:*).

export const shopRoutes = new Hono<AppEnv>()
  .get('/user/shop/list', authed('user:shop:list'), async (c) =>
    okList(c, await listAids(c.var.db, c.req.query(), c.var.lang)),
  )
  // Before GET /user/shop/{id}, so that "requests" is not read as an id.
  .get('/user/shop/requests/mine', authed('user:shop:list'), async (c) =>
    okList(c, await myRequests(c.var.db, c.var.auth, c.req.query())),
  )
  .post('/user/shop/:aidId/request', authed('user:shop:query'), async (c) => {
    const { db, clock, auth } = c.var;
    return ok(c, await askForAid(db, clock, auth, idParam(c.req.param('aidId'), AID_ID), await readJson(c)));
  })
  .get('/user/shop/:aidId', authed('user:shop:query'), async (c) =>
    ok(c, await readAid(c.var.db, idParam(c.req.param('aidId'), AID_ID), c.var.lang)),
  )
  .get('/admin/aidRequest/list', authed('admin:approval:list'), async (c) =>
    okList(c, await schoolRequests(c.var.db, c.var.auth, c.req.query())),
  )
  .put('/admin/aidRequest/status', authed('admin:approval:edit'), async (c) => {
    await setRequestStatus(c.var.db, c.var.clock, c.var.auth, await readJson(c));
    return ok(c);
  });
