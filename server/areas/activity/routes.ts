import { Hono } from 'hono';
import { authed, bearerToken } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
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
import {
  activityListQuery,
  activityPublication,
  changedActivity,
  newActivity,
  oneActivity,
  publicActivityListQuery,
  registration,
  registrationListQuery,
  someActivities,
  someRegistrations,
} from './schema';

// docs/api.md "Activities and registrations" (admin:activity:*, admin:registration:*) and the
// public website's activity calls, which need no token.

export const activityRoutes = new Hono<AppEnv>()
  .get('/admin/activity/list', authed('admin:activity:list'), query(activityListQuery), async (c) =>
    okList(c, await listActivities(c.var.db, c.var.clock, c.req.valid('query'), c.var.lang)),
  )
  // Before PUT /admin/activity, which it is not.
  .put('/admin/activity/publish', authed('admin:activity:edit'), body(activityPublication), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await publishActivity(db, clock, auth, lang, c.req.valid('json')));
  })
  .get('/admin/activity/:activityId', authed('admin:activity:query'), params(oneActivity), async (c) => {
    const id = c.req.valid('param').activityId;
    return ok(c, await readActivity(c.var.db, c.var.clock, id, c.var.lang));
  })
  .post('/admin/activity', authed('admin:activity:add'), body(newActivity), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await createActivity(db, clock, auth, lang, c.req.valid('json')));
  })
  .put('/admin/activity', authed('admin:activity:edit'), body(changedActivity), async (c) => {
    const { activityId, ...values } = c.req.valid('json');
    await updateActivity(c.var.db, c.var.clock, c.var.auth, activityId, values);
    return ok(c);
  })
  .delete('/admin/activity/:activityIds', authed('admin:activity:remove'), params(someActivities), (c) =>
    okWhenDone(c, deleteActivities(c.var.db, c.req.valid('param').activityIds)),
  )
  .get('/admin/registration/list', authed('admin:registration:list'), query(registrationListQuery), async (c) =>
    okList(c, await listRegistrations(c.var.db, c.req.valid('query'), c.var.lang)),
  )
  .delete(
    '/admin/registration/:registrationIds',
    authed('admin:registration:remove'),
    params(someRegistrations),
    async (c) => {
      await deleteRegistrations(c.var.db, c.req.valid('param').registrationIds);
      return ok(c);
    },
  )
  .get('/activity/public/list', query(publicActivityListQuery), async (c) =>
    okList(c, await listPublicActivities(c.var.db, c.var.clock, c.req.valid('query'), c.var.lang)),
  )
  .get('/activity/public/:activityId', params(oneActivity), async (c) => {
    const id = c.req.valid('param').activityId;
    return ok(c, await readPublicActivity(c.var.db, c.var.clock, c.var.lang, id));
  })
  .post('/activity/public/:activityId/registrations', params(oneActivity), body(registration), async (c) => {
    const { db, clock, lang } = c.var;
    const id = c.req.valid('param').activityId;
    const token = bearerToken(c.req.header('Authorization'));
    return ok(c, await register(db, clock, lang, id, c.req.valid('json'), token));
  });
