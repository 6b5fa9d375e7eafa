import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import * as records from './records';
import * as schema from './schema';

// docs/api.md "Schedule" (user:schedule:*).

export const scheduleRoutes = new Hono<AppEnv>()
  .get('/user/schedule/list', authed('user:schedule:list'), query(schema.scheduleListQuery), async (c) => {
    const { teacherUserId, classId, courseId, ...paging } = c.req.valid('query');
    const filters = { teacherUserId, classId, courseId };
    return okList(c, await records.listSchedule(c.var.db, c.var.auth, filters, paging, c.var.lang));
  })
  .get('/user/schedule/options', authed('user:schedule:list'), query(schema.scheduleOptionsQuery), async (c) =>
    ok(c, await records.scheduleOptions(c.var.db, c.var.auth, c.req.valid('query').teacherUserId, c.var.lang)),
  )
  .get('/user/schedule/:scheduleId', authed('user:schedule:query'), params(schema.oneLesson), async (c) =>
    ok(c, await records.readSchedule(c.var.db, c.var.auth, c.req.valid('param').scheduleId, c.var.lang)),
  )
  .post('/user/schedule', authed('user:schedule:add'), body(schema.newLessons), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await records.planLessons(db, clock, auth, lang, c.req.valid('json')));
  })
  // Before PUT /user/schedule, which it is not.
  .put('/user/schedule/move', authed('user:schedule:edit'), body(schema.movedLesson), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await records.moveLesson(db, clock, auth, lang, c.req.valid('json')));
  })
  .put('/user/schedule', authed('user:schedule:edit'), body(schema.changedLesson), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await records.editLesson(db, clock, auth, lang, c.req.valid('json')));
  })
  .delete(
    '/user/schedule/:scheduleIds',
    authed('user:schedule:remove'),
    params(schema.someLessons),
    query(schema.deleteScope),
    async (c) => {
      const ids = c.req.valid('param').scheduleIds;
      return ok(c, await records.deleteLessons(c.var.db, c.var.auth, ids, c.req.valid('query').scope ?? 'one'));
    },
  );
