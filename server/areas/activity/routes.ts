import { Hono } from 'hono';
import { authed, bearerToken } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { idList, idParam } from '../../lib/validate';
import { ACTIVITY_ID, REGISTRATION_ID } from './fields';
import { listPublicActivities, readPublicActivity, register } from './public';
import {
  createActivity,
  deleteActivities,
  listActivities,
  publishActivity,
  readActivity,
  updateActivity,
} from './records';
import { deleteRegistrations, listRegistrations } from './registrations';

// docs/api.md "Activities and registrations" (admin:activity:*, admin:registration:*) and the
// public website's activity calls, which need no token.

export const activityRoutes = new Hono<AppEnv>()
  .get('/admin/activity/list', authed('admin:activity:list'), async (c) =>
    okList(c, await listActivities(c.var.db, c.var.clock, c.req.query(), c.var.lang)),
  )
  // Before PUT /admin/activity, which it is not.
  .put('/admin/activity/publish', authed('admin:activity:edit'), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await publishActivity(db, clock, auth, lang, await readJson(c)));
  })
  .get('/admin/activity/:activityId', authed('admin:activity:query'), async (c) => {
    const id = idParam(c.req.param('activityId'), ACTIVITY_ID);
    return ok(c, await readActivity(c.var.db, c.var.clock, id, c.var.lang));
  })
  .post('/admin/activity', authed('admin:activity:add'), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await createActivity(db, clock, auth, lang, await readJson(c)));
  })
  .put('/admin/activity', authed('admin:activity:edit'), async (c) => {
    await updateActivity(c.var.db, c.var.clock, c.var.auth, await readJson(c));
    return ok(c);
  })
  .delete('/admin/activity/:activityIds', authed('admin:activity:remove'), async (c) => {
    await deleteActivities(c.var.db, idList(c.req.param('activityIds'), ACTIVITY_ID));
    return ok(c);
  })
  .get('/admin/registration/list', authed('admin:registration:list'), async (c) =>
    okList(c, await listRegistrations(c.var.db, c.req.query(), c.var.lang)),
  )
  .delete('/admin/registration/:registrationIds', authed('admin:registration:remove'), async (c) => {
    await deleteRegistrations(c.var.db, idList(c.req.param('registrationIds'), REGISTRATION_ID));
    return ok(c);
  })
  .get('/activity/public/list', async (c) =>
    okList(c, await listPublicActivities(c.var.db, c.var.clock, c.req.query(), c.var.lang)),
  )
  .get('/activity/public/:activityId', async (c) => {
    const id = idParam(c.req.param('activityId'), ACTIVITY_ID);
    return ok(c, await readPublicActivity(c.var.db, c.var.clock, c.var.lang, id));
  })
  .post('/activity/public/:activityId/registrations', async (c) => {
    const { db, clock, lang } = c.var;
    const id = idParam(c.req.param('activityId'), ACTIVITY_ID);
    const token = bearerToken(c.req.header('Authorization'));
    return ok(c, await register(db, clock, lang, id, await readJson(c), token));
  });
