import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import { readJson, type Body } from '../../lib/body';
import type { AppContext, AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { idList, idParam } from '../../lib/validate';
import { changeHolders, readOneUser, readUsers, usersOfRole } from './holders';
import { checkedKeysOf, menuTree } from './menu-tree';
import { changeRoleStatus, createRole, deleteRoles, listRoles, readRole, ROLE_ID, updateRole } from './records';

// docs/api.md "Roles" (system:role:*): the table, the menu tree, and the users of one role.

/** `{roleId, userIds}` from a JSON body, or from the query string as RuoYi's console sends them. */
async function holderArgs(c: AppContext): Promise<Body> {
  const q = c.req.query();
  if ('roleId' in q || 'userIds' in q) return { roleId: q.roleId, userIds: q.userIds };
  return readJson(c);
}

export const roleRoutes = new Hono<AppEnv>()
  .get('/system/menu/treeselect', authed('system:role:query'), async (c) => ok(c, await menuTree(c.var.db, c.var.lang)))
  .get('/system/menu/roleMenuTreeselect/:roleId', authed('system:role:query'), async (c) => {
    const { db, lang } = c.var;
    const role = await readRole(db, idParam(c.req.param('roleId'), ROLE_ID), lang);
    return ok(c, { menus: await menuTree(db, lang), checkedKeys: await checkedKeysOf(db, role) });
  })
  .get('/system/role/authUser/allocatedList', authed('system:role:list'), async (c) =>
    okList(c, await usersOfRole(c.var.db, c.req.query(), c.var.lang, true)),
  )
  .get('/system/role/authUser/unallocatedList', authed('system:role:list'), async (c) =>
    okList(c, await usersOfRole(c.var.db, c.req.query(), c.var.lang, false)),
  )
  .put('/system/role/authUser/cancel', authed('system:role:edit'), async (c) => {
    const { db, clock, auth } = c.var;
    const body = await readJson(c);
    await changeHolders(db, clock, auth, body, await readOneUser(db, body), false);
    return ok(c);
  })
  .put('/system/role/authUser/cancelAll', authed('system:role:edit'), async (c) => {
    const { db, clock, auth } = c.var;
    const body = await holderArgs(c);
    await changeHolders(db, clock, auth, body, await readUsers(db, body), false);
    return ok(c);
  })
  .put('/system/role/authUser/selectAll', authed('system:role:edit'), async (c) => {
    const { db, clock, auth } = c.var;
    const body = await holderArgs(c);
    await changeHolders(db, clock, auth, body, await readUsers(db, body), true);
    return ok(c);
  })
  .put('/system/role/changeStatus', authed('system:role:edit'), async (c) => {
    const { db, clock, auth } = c.var;
    await changeRoleStatus(db, clock, auth, await readJson(c));
    return ok(c);
  })
  .get('/system/role/list', authed('system:role:list'), async (c) =>
    okList(c, await listRoles(c.var.db, c.req.query(), c.var.lang)),
  )
  .get('/system/role/:roleId', authed('system:role:query'), async (c) =>
    ok(c, await readRole(c.var.db, idParam(c.req.param('roleId'), ROLE_ID), c.var.lang)),
  )
  .post('/system/role', authed('system:role:add'), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await createRole(db, clock, auth, lang, await readJson(c)));
  })
  .put('/system/role', authed('system:role:edit'), async (c) => {
    const { db, clock, auth } = c.var;
    await updateRole(db, clock, auth, await readJson(c));
    return ok(c);
  })
  .delete('/system/role/:roleIds', authed('system:role:remove'), async (c) => {
    await deleteRoles(c.var.db, idList(c.req.param('roleIds'), ROLE_ID));
    return ok(c);
  });
