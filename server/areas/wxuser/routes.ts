import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { changeWxUserStatus, listWxUsers } from './records';

// docs/api.md "WeChat users" (admin:wxuser:*).

export const wxUserRoutes = new Hono<AppEnv>()
  .get('/admin/wxuser/list', authed('admin:wxuser:list'), async (c) =>
    okList(c, await listWxUsers(c.var.db, c.req.query())),
  )
  .put('/admin/wxuser/changeStatus', authed('admin:wxuser:edit'), async (c) => {
    await changeWxUserStatus(c.var.db, await readJson(c));
    return ok(c);
  });
