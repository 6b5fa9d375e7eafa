import { Hono } from 'hono';
import { authed, bearerToken } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import { listPublicActivities, readPublicActivity, register } from './public';
import * as records from './records';
import { deleteRegistrations, listRegistrations } from './registrations';
import * as schema from './schema';

// docs/api.md "Activities and registrations" (admin:activity:*, admin:registration:*) and the
// public website's activity calls, which need no token.

export const activityRoutes = new Hono<AppEnv>()
  .get('/admin/activity/list', authed('admin:activity:list'), query(schema.activityListQuery), async (c) =>
    okList(c, await records.listActivities(c.var.db, c.var.clock, c.req.valid('query'), c.var.lang)),
  )
  // Before PUT /admin/activity, which it is not.
  .put('/admin/activity/publish', authed('admin:activity:edit'), body(schema.activityPublication), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await records.publishActivity(db, clock, auth, lang, c.req.valid('json')));
  })
  .get('/admin/activity/:activityId', authed('admin:activity:query'), params(schema.oneActivity), async (c) => {
    const id = c.req.valid('param').activityId;
    return ok(c, await records.readActivity(c.var.db, c.var.clock, id, c.var.lang));
  })
  .post('/admin/activity', authed('admin:activity:add'), body(schema.newActivity), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await records.createActivity(db, clock, auth, lang, c.req.valid('json')));
  })
  .put('/admin/activity', authed('admin:activity:edit'), body(schema.changedActivity), async (c) => {
    const { activityId, ...values } = c.req.valid('json');
    await records.updateActivity(c.var.db, c.var.clock, c.var.auth, activityId, values);
    return ok(c);
  })
  .delete('/admin/activity/:activityIds', authed('admin:activity:remove'), params(schema.someActivities), (c) =>
    okWhenDone(c, records.deleteActivities(c.var.db, c.req.valid('param').activityIds)),
  )
  .get('/admin/registration/list', authed('admin:registration:list'), query(schema.registrationListQuery), async (c) =>
    okList(c, await listRegistrations(c.var.db, c.req.valid('query'), c.var.lang)),
  )
  .delete(
    '/admin/registration/:registrationIds',
    authed('admin:registration:remove'),
    params(schema.someRegistrations),
    async (c) => {
      await deleteRegistrations(c.var.db, c.req.valid('param').registrationIds);
      return ok(c);
    },
  )
  .get('/activity/public/list', query(schema.publicActivityListQuery), async (c) =>
    okList(c, await listPublicActivities(c.var.db, c.var.clock, c.req.valid('query'), c.var.lang)),
  )
  .get('/activity/public/:activityId', params(schema.oneActivity), async (c) => {
    const id = c.req.valid('param').activityId;
    return ok(c, await readPublicActivity(c.var.db, c.var.clock, c.var.lang, id));
  })
  .post(
    '/activity/public/:activityId/registrations',
    params(schema.oneActivity),
    body(schema.registration),
    async (c) => {
      const { db, clock, lang } = c.var;
      const id = c.req.valid('param').activityId;
      const token = bearerToken(c.req.header('Authorization'));
      return ok(c, await register(db, clock, lang, id, c.req.valid('json'), token));
    },
  );
