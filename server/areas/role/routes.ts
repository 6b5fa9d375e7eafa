import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, params, query, queryOrBody } from '../../lib/input';
import { changeHolders, readOneUser, readUsers, usersOfRole } from './holders';
import { checkedKeysOf, menuTree } from './menu-tree';
import * as records from './records';
import * as schema from './schema';

// docs/api.md "Roles" (system:role:*): the table, the menu tree, and the users of one role.

/**
 * Gives the role to many users at once (`add`) or takes it from them. RuoYi's console sends these
 * in the query string, newer forms in the body.
 */
const changeManyHolders = (add: boolean) =>
  createFactory<AppEnv>().createHandlers(
    authed('system:role:edit'),
    queryOrBody(schema.someHolders, schema.HOLDER_KEYS),
    async (c) => {
      const { db, clock, auth } = c.var;
      const { userIds, roleId } = c.req.valid('json');
      await changeHolders(db, clock, auth, roleId, await readUsers(db, userIds), add);
      return ok(c);
    },
  );

export const roleRoutes = new Hono<AppEnv>()
  .get('/system/menu/treeselect', authed('system:role:query'), async (c) => ok(c, await menuTree(c.var.db, c.var.lang)))
  .get('/system/menu/roleMenuTreeselect/:roleId', authed('system:role:query'), params(schema.oneRole), async (c) => {
    const { db, lang } = c.var;
    const role = await records.readRole(db, c.req.valid('param').roleId, lang);
    return ok(c, { menus: await menuTree(db, lang), checkedKeys: await checkedKeysOf(db, role) });
  })
  .get('/system/role/authUser/allocatedList', authed('system:role:list'), query(schema.holderListQuery), async (c) =>
    okList(c, await usersOfRole(c.var.db, c.req.valid('query'), c.var.lang, true)),
  )
  .get('/system/role/authUser/unallocatedList', authed('system:role:list'), query(schema.holderListQuery), async (c) =>
    okList(c, await usersOfRole(c.var.db, c.req.valid('query'), c.var.lang, false)),
  )
  .put('/system/role/authUser/cancel', authed('system:role:edit'), body(schema.oneHolder), async (c) => {
    const { db, clock, auth } = c.var;
    const { userId, roleId } = c.req.valid('json');
    await changeHolders(db, clock, auth, roleId, await readOneUser(db, userId), false);
    return ok(c);
  })
  .put('/system/role/authUser/cancelAll', ...changeManyHolders(false))
  .put('/system/role/authUser/selectAll', ...changeManyHolders(true))
  .put('/system/role/changeStatus', authed('system:role:edit'), body(schema.roleStatus), async (c) => {
    const { db, clock, auth } = c.var;
    await records.changeRoleStatus(db, clock, auth, c.req.valid('json'));
    return ok(c);
  })
  .get('/system/role/list', authed('system:role:list'), query(schema.roleListQuery), async (c) =>
    okList(c, await records.listRoles(c.var.db, c.req.valid('query'), c.var.lang)),
  )
  .get('/system/role/:roleId', authed('system:role:query'), params(schema.oneRole), async (c) =>
    ok(c, await records.readRole(c.var.db, c.req.valid('param').roleId, c.var.lang)),
  )
  .post('/system/role', authed('system:role:add'), body(schema.newRole), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await records.createRole(db, clock, auth, lang, c.req.valid('json')));
  })
  .put('/system/role', authed('system:role:edit'), body(schema.changedRole), async (c) => {
    const { db, clock, auth } = c.var;
    const { roleId, ...values } = c.req.valid('json');
    await records.updateRole(db, clock, auth, roleId, values);
    return ok(c);
  })
  .delete('/system/role/:roleIds', authed('system:role:remove'), params(schema.someRoles), (c) =>
    okWhenDone(c, records.deleteRoles(c.var.db, c.req.valid('param').roleIds)),
  );
