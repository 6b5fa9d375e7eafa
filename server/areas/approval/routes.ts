import { Hono, type MiddlewareHandler } from 'hono';
import { authed } from '../../lib/auth';
import { body, query } from '../../lib/input';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import * as records from './records';
import * as schema from './schema';

// docs/api.md "Approvals": the approvers' calls (admin:approval:*) and the applicant's (login only).

/** Who has the screen but no school to look after learns nothing of the list, its filters included. */
const seesSchools: MiddlewareHandler<AppEnv> = async (c, next) => {
  await records.refuseWithoutSchools(c.var.db, c.var.auth);
  await next();
};

export const approvalRoutes = new Hono<AppEnv>()
  .get('/admin/approval/list', authed('admin:approval:list'), seesSchools, query(schema.approvalListQuery), async (c) =>
    okList(c, await records.listApprovals(c.var.db, c.var.auth, c.req.valid('query'))),
  )
  .get('/admin/approval/schools', authed('admin:approval:list'), async (c) =>
    ok(c, await records.approvalSchools(c.var.db, c.var.auth)),
  )
  .put('/admin/approval/mode', authed('admin:approval:edit'), body(schema.modeChange), (c) =>
    okWhenDone(c, records.changeMode(c.var.db, c.var.clock, c.var.auth, c.req.valid('json'))),
  )
  .put('/admin/approval/approve', authed('admin:approval:edit'), body(schema.approval), (c) =>
    okWhenDone(c, records.approve(c.var.db, c.var.clock, c.var.auth, c.req.valid('json').approvalIds)),
  )
  .put('/admin/approval/reject', authed('admin:approval:edit'), body(schema.rejection), (c) =>
    okWhenDone(c, records.reject(c.var.db, c.var.clock, c.var.auth, c.req.valid('json'))),
  )
  .get('/approval/schools', authed(), async (c) => ok(c, await records.applySchools(c.var.db)))
  .get('/approval/mine', authed(), async (c) => ok(c, await records.myApplications(c.var.db, c.var.auth)))
  .post('/approval/apply', authed(), body(schema.application), async (c) =>
    ok(c, await records.apply(c.var.db, c.var.clock, c.var.auth, c.req.valid('json'))),
  );
