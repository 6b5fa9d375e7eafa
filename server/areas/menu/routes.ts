import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okWhenDone } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import * as records from './records';
import * as schema from './schema';

// docs/api.md "Menus" (system:menu:*): the master menu's entries. The role form's menu tree
// (/system/menu/treeselect, /system/menu/roleMenuTreeselect) is the role area's.

export const menuRoutes = new Hono<AppEnv>()
  .get('/system/menu/list', authed('system:menu:list'), query(schema.menuListQuery), async (c) =>
    ok(c, await records.listMenus(c.var.db, c.req.valid('query'), c.var.lang)),
  )
  .get('/system/menu/:menuId{[0-9]+}', authed('system:menu:query'), params(schema.oneMenu), async (c) =>
    ok(c, await records.readMenu(c.var.db, c.req.valid('param').menuId, c.var.lang)),
  )
  .post('/system/menu', authed('system:menu:add'), body(schema.newMenu), async (c) =>
    ok(c, await records.createMenu(c.var.db, c.var.lang, c.req.valid('json'))),
  )
  .put('/system/menu', authed('system:menu:edit'), body(schema.changedMenu), async (c) => {
    const { menuId, ...values } = c.req.valid('json');
    await records.updateMenu(c.var.db, menuId, values);
    return ok(c);
  })
  .delete('/system/menu/:menuId{[0-9]+}', authed('system:menu:remove'), params(schema.oneMenu), (c) =>
    okWhenDone(c, records.deleteMenu(c.var.db, c.req.valid('param').menuId)),
  );
