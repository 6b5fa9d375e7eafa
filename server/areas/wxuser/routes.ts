import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { body, query } from '../../lib/input';
import { changeWxUserStatus, listWxUsers } from './records';
import { wxUserListQuery, wxUserStatus } from './schema';

// docs/api.md "WeChat users" (admin:wxuser:*).

export const wxUserRoutes = new Hono<AppEnv>()
  .get('/admin/wxuser/list', authed('admin:wxuser:list'), query(wxUserListQuery), async (c) => {
    const { status, bound, ...q } = c.req.valid('query');
    return okList(c, await listWxUsers(c.var.db, { status, bound }, q));
  })
  .put('/admin/wxuser/changeStatus', authed('admin:wxuser:edit'), body(wxUserStatus), async (c) => {
    const { wxUserId, status } = c.req.valid('json');
    await changeWxUserStatus(c.var.db, wxUserId, status);
    return ok(c);
  });
