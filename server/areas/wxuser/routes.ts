import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { body, query } from '../../lib/input';
import * as records from './records';
import * as schema from './schema';

// docs/api.md "WeChat users" (admin:wxuser:*).

export const wxUserRoutes = new Hono<AppEnv>()
  .get('/admin/wxuser/list', authed('admin:wxuser:list'), query(schema.wxUserListQuery), async (c) => {
    const { status, bound, ...q } = c.req.valid('query');
    return okList(c, await records.listWxUsers(c.var.db, { status, bound }, q));
  })
  .put('/admin/wxuser/changeStatus', authed('admin:wxuser:edit'), body(schema.wxUserStatus), async (c) => {
    const { wxUserId, status } = c.req.valid('json');
    await records.changeWxUserStatus(c.var.db, wxUserId, status);
    return ok(c);
  });
