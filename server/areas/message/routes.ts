import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import * as records from './records';
import * as schema from './schema';

// docs/api.md "Courseware messages": teachers' feedback on a lesson's courseware.

export const messageRoutes = new Hono<AppEnv>()
  .get('/admin/message/list', authed('admin:message:list'), query(schema.messageListQuery), async (c) => {
    const { courseId, lessonId, schoolId, ...q } = c.req.valid('query');
    return okList(c, await records.listMessages(c.var.db, c.var.auth, c.var.lang, { courseId, lessonId, schoolId }, q));
  })
  .get('/admin/message/unreadCount', authed('admin:message:list'), async (c) =>
    ok(c, await records.unreadCount(c.var.db, c.var.auth)),
  )
  .get('/admin/message/options', authed('admin:message:list'), async (c) =>
    ok(c, await records.messageOptions(c.var.db, c.var.auth, c.var.lang)),
  )
  .get('/admin/message/courses', authed('admin:message:add'), async (c) =>
    ok(c, await records.sendableCourses(c.var.db, c.var.auth, c.var.lang)),
  )
  .get('/admin/message/lessons/:courseId', authed('admin:message:list'), params(schema.courseOfLessons), async (c) =>
    ok(c, await records.courseLessons(c.var.db, c.var.lang, c.req.valid('param').courseId)),
  )
  .put('/admin/message/read', authed('admin:message:edit'), body(schema.readMessages), async (c) => {
    const { db, auth, clock, live } = c.var;
    await live.publish(await records.markRead(db, auth, clock, c.req.valid('json').messageIds));
    return ok(c);
  })
  .post('/admin/message', authed('admin:message:add'), body(schema.newMessage), async (c) => {
    const { db, auth, clock, lang, live } = c.var;
    const sent = await records.sendMessage(db, auth, clock, lang, c.req.valid('json'));
    // the sender's school, and the sender: who may now see one more unread message
    await live.publish(records.messageEvent([sent]));
    return ok(c, sent);
  })
  .get('/admin/message/:messageId', authed('admin:message:query'), params(schema.oneMessage), async (c) =>
    ok(c, await records.readMessage(c.var.db, c.var.auth, c.var.lang, c.req.valid('param').messageId)),
  );
