import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import {
  apply,
  applySchools,
  approvalSchools,
  approve,
  changeMode,
  listApprovals,
  myApplications,
  reject,
} from './records';

// docs/api.md "Approvals": the approvers' calls (admin:approval:*) and the applicant's (login only).

export const approvalRoutes = new Hono<AppEnv>()
  .get('/admin/approval/list', authed('admin:approval:list'), async (c) =>
    okList(c, await listApprovals(c.var.db, c.var.auth, c.req.query())),
  )
  .get('/admin/approval/schools', authed('admin:approval:list'), async (c) =>
    ok(c, await approvalSchools(c.var.db, c.var.auth)),
  )
  .put('/admin/approval/mode', authed('admin:approval:edit'), async (c) => {
    await changeMode(c.var.db, c.var.clock, c.var.auth, await readJson(c));
    return ok(c);
  })
  .put('/admin/approval/approve', authed('admin:approval:edit'), async (c) => {
    await approve(c.var.db, c.var.clock, c.var.auth, await readJson(c));
    return ok(c);
  })
  .put('/admin/approval/reject', authed('admin:approval:edit'), async (c) => {
    await reject(c.var.db, c.var.clock, c.var.auth, await readJson(c));
    return ok(c);
  })
  .get('/approval/schools', authed(), async (c) => ok(c, await applySchools(c.var.db)))
  .get('/approval/mine', authed(), async (c) => ok(c, await myApplications(c.var.db, c.var.auth)))
  .post('/approval/apply', authed(), async (c) =>
    ok(c, await apply(c.var.db, c.var.clock, c.var.auth, await readJson(c))),
  );
