import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { idList, idParam } from '../../lib/validate';
import { SCHEDULE_ID } from './body';
import {
  deleteLessons,
  editLesson,
  listSchedule,
  moveLesson,
  planLessons,
  readSchedule,
  scheduleOptions,
} from './records';

// docs/api.md "Schedule" (user:schedule:*).

export const scheduleRoutes = new Hono<AppEnv>()
  .get('/user/schedule/list', authed('user:schedule:list'), async (c) =>
    okList(c, await listSchedule(c.var.db, c.var.auth, c.req.query(), c.var.lang)),
  )
  .get('/user/schedule/options', authed('user:schedule:list'), async (c) =>
    ok(c, await scheduleOptions(c.var.db, c.var.auth, c.req.query(), c.var.lang)),
  )
  .get('/user/schedule/:scheduleId', authed('user:schedule:query'), async (c) => {
    const id = idParam(c.req.param('scheduleId'), SCHEDULE_ID);
    return ok(c, await readSchedule(c.var.db, c.var.auth, id, c.var.lang));
  })
  .post('/user/schedule', authed('user:schedule:edit'), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await planLessons(db, clock, auth, lang, await readJson(c)));
  })
  // Before PUT /user/schedule, which it is not.
  .put('/user/schedule/move', authed('user:schedule:edit'), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await moveLesson(db, clock, auth, lang, await readJson(c)));
  })
  .put('/user/schedule', authed('user:schedule:edit'), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await editLesson(db, clock, auth, lang, await readJson(c)));
  })
  .delete('/user/schedule/:scheduleIds', authed('user:schedule:edit'), async (c) => {
    const ids = idList(c.req.param('scheduleIds'), SCHEDULE_ID);
    return ok(c, await deleteLessons(c.var.db, c.var.auth, ids, c.req.query('scope') ?? 'one'));
  });
