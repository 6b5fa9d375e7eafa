import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { idParam } from '../../lib/validate';
import {
  COURSE_ID,
  courseLessons,
  listMessages,
  markRead,
  MESSAGE_ID,
  messageOptions,
  readMessage,
  sendableCourses,
  sendMessage,
  unreadCount,
} from './records';

// docs/api.md "Courseware messages": teachers' feedback on a lesson's courseware.

export const messageRoutes = new Hono<AppEnv>()
  .get('/admin/message/list', authed('admin:message:list'), async (c) =>
    okList(c, await listMessages(c.var.db, c.var.auth, c.var.lang, c.req.query())),
  )
  .get('/admin/message/unreadCount', authed('admin:message:list'), async (c) =>
    ok(c, await unreadCount(c.var.db, c.var.auth)),
  )
  .get('/admin/message/options', authed('admin:message:list'), async (c) =>
    ok(c, await messageOptions(c.var.db, c.var.auth, c.var.lang)),
  )
  .get('/admin/message/courses', authed('admin:message:add'), async (c) =>
    ok(c, await sendableCourses(c.var.db, c.var.auth, c.var.lang)),
  )
  .get('/admin/message/lessons/:courseId', authed('admin:message:list'), async (c) =>
    ok(c, await courseLessons(c.var.db, c.var.lang, idParam(c.req.param('courseId'), COURSE_ID))),
  )
  .put('/admin/message/read', authed('admin:message:edit'), async (c) => {
    const { db, auth, clock } = c.var;
    await markRead(db, auth, clock, await readJson(c));
    return ok(c);
  })
  .post('/admin/message', authed('admin:message:add'), async (c) => {
    const { db, auth, clock, lang } = c.var;
    return ok(c, await sendMessage(db, auth, clock, lang, await readJson(c)));
  })
  .get('/admin/message/:messageId', authed('admin:message:query'), async (c) =>
    ok(c, await readMessage(c.var.db, c.var.auth, c.var.lang, idParam(c.req.param('messageId'), MESSAGE_ID))),
  );
