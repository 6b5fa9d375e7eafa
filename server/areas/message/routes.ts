import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import {
  courseLessons,
  listMessages,
  markRead,
  messageOptions,
  readMessage,
  sendableCourses,
  sendMessage,
  unreadCount,
} from './records';
import { courseOfLessons, messageListQuery, newMessage, oneMessage, readMessages } from './schema';

// docs/api.md "Courseware messages": teachers' feedback on a lesson's courseware.

export const messageRoutes = new Hono<AppEnv>()
  .get('/admin/message/list', authed('admin:message:list'), query(messageListQuery), async (c) => {
    const { courseId, lessonId, schoolId, ...q } = c.req.valid('query');
    return okList(c, await listMessages(c.var.db, c.var.auth, c.var.lang, { courseId, lessonId, schoolId }, q));
  })
  .get('/admin/message/unreadCount', authed('admin:message:list'), async (c) =>
    ok(c, await unreadCount(c.var.db, c.var.auth)),
  )
  .get('/admin/message/options', authed('admin:message:list'), async (c) =>
    ok(c, await messageOptions(c.var.db, c.var.auth, c.var.lang)),
  )
  .get('/admin/message/courses', authed('admin:message:add'), async (c) =>
    ok(c, await sendableCourses(c.var.db, c.var.auth, c.var.lang)),
  )
  .get('/admin/message/lessons/:courseId', authed('admin:message:list'), params(courseOfLessons), async (c) =>
    ok(c, await courseLessons(c.var.db, c.var.lang, c.req.valid('param').courseId)),
  )
  .put('/admin/message/read', authed('admin:message:edit'), body(readMessages), async (c) => {
    const { db, auth, clock } = c.var;
    await markRead(db, auth, clock, c.req.valid('json').messageIds);
    return ok(c);
  })
  .post('/admin/message', authed('admin:message:add'), body(newMessage), async (c) => {
    const { db, auth, clock, lang } = c.var;
    return ok(c, await sendMessage(db, auth, clock, lang, c.req.valid('json')));
  })
  .get('/admin/message/:messageId', authed('admin:message:query'), params(oneMessage), async (c) =>
    ok(c, await readMessage(c.var.db, c.var.auth, c.var.lang, c.req.valid('param').messageId)),
  );
