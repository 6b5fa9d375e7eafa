import { Hono } from 'hono';
import { z } from 'zod';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { body, idsOrText, label, NOTHING, params, query } from '../../lib/input';
import * as mine from './mine';
import * as records from './records';
import * as schema from './schema';

// docs/api.md "Notices": the administrator's screen (system:notice:*) and every logged-in user's
// bell (/system/notice/mine...). A change a notice's readers should see is told on the live bus.

const readNotices = z.object({ noticeIds: idsOrText(label('公告编号', 'Notice ids')) });

export const noticeRoutes = new Hono<AppEnv>()
  .get('/system/notice/list', authed('system:notice:list'), query(schema.noticeListQuery), async (c) =>
    okList(c, await records.listNotices(c.var.db, c.req.valid('query'))),
  )
  // the bell's calls, before GET /system/notice/{id} so that "mine" is not read as an id
  .get('/system/notice/mine', authed(), query(NOTHING), async (c) => ok(c, await mine.myUnread(c.var.db, c.var.auth)))
  .get('/system/notice/mine/:noticeId', authed(), params(schema.oneNotice), async (c) => {
    const { db, clock, auth } = c.var;
    return ok(c, await mine.openNotice(db, clock, auth, c.req.valid('param').noticeId));
  })
  .put('/system/notice/mine/read', authed(), body(readNotices), async (c) => {
    const { db, clock, auth } = c.var;
    await mine.markRead(db, clock, auth, c.req.valid('json').noticeIds);
    return ok(c);
  })
  .put('/system/notice/mine/readAll', authed(), body(NOTHING), async (c) => {
    const { db, clock, auth } = c.var;
    await mine.markRead(db, clock, auth, 'all');
    return ok(c);
  })
  .get('/system/notice/:noticeId', authed('system:notice:query'), params(schema.oneNotice), async (c) =>
    ok(c, await records.readNotice(c.var.db, c.req.valid('param').noticeId)),
  )
  .post('/system/notice', authed('system:notice:add'), body(schema.newNotice), async (c) => {
    const { db, clock, auth, live } = c.var;
    const notice = await records.createNotice(db, clock, auth, c.req.valid('json'));
    if (notice.status === '1') await live.publish(records.noticeEvent(notice));
    return ok(c, notice);
  })
  .put('/system/notice', authed('system:notice:edit'), body(schema.changedNotice), async (c) => {
    const { db, clock, auth, live } = c.var;
    const { noticeId, ...values } = c.req.valid('json');
    const events = await records.updateNotice(db, clock, auth, noticeId, values);
    for (const event of events) await live.publish(event);
    return ok(c);
  })
  .delete('/system/notice/:noticeIds', authed('system:notice:remove'), params(schema.someNotices), async (c) => {
    const { db, live } = c.var;
    const events = await records.deleteNotices(db, c.req.valid('param').noticeIds);
    for (const event of events) await live.publish(event);
    return ok(c);
  });
