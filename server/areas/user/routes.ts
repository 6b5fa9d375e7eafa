import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import { readJson, type Body } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { idList, idParam } from '../../lib/validate';
import { publicUser } from './public-user';
import {
  changeUserStatus,
  createUser,
  deleteUsers,
  importUsers,
  listUsers,
  resetPassword,
  saveUserRoles,
  updateUser,
  USER_ID,
} from './records';
import { roleOptions } from './role-grants';

// docs/api.md "Users" (system:user:*). `/:userId` takes digits only, so that the named calls
// (profile, findUserRoles, ...) are never read as an id.

export const userRoutes = new Hono<AppEnv>()
  .get('/system/user/list', authed('system:user:list'), async (c) =>
    okList(c, await listUsers(c.var.db, c.req.query(), c.var.lang)),
  )
  // RuoYi's create dialog asks for the role options before there is a user.
  .get('/system/user/', authed('system:user:add'), async (c) =>
    ok(c, { roleIds: [], roles: await roleOptions(c.var.db, c.var.auth.role, c.var.lang) }),
  )
  .get('/system/user/:userId{[0-9]+}', authed('system:user:query'), async (c) => {
    const { db, lang, auth } = c.var;
    const user = await publicUser(db, idParam(c.req.param('userId'), USER_ID), lang);
    return ok(c, { user, roleIds: user.roleIds, roles: await roleOptions(db, auth.role, lang) });
  })
  .post('/system/user/importData', authed('system:user:import'), async (c) => {
    const { db, clock, auth } = c.var;
    return ok(c, await importUsers(db, clock, auth, await readJson(c)));
  })
  .post('/system/user', authed('system:user:add'), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await createUser(db, clock, auth, lang, await readJson(c)));
  })
  .put('/system/user', authed('system:user:edit'), async (c) => {
    const { db, clock, auth } = c.var;
    await updateUser(db, clock, auth, await readJson(c));
    return ok(c);
  })
  .delete('/system/user/:userIds', authed('system:user:remove'), async (c) => {
    await deleteUsers(c.var.db, c.var.auth, idList(c.req.param('userIds'), USER_ID));
    return ok(c);
  })
  .put('/system/user/changeStatus', authed('system:user:edit'), async (c) => {
    const { db, clock, auth } = c.var;
    await changeUserStatus(db, clock, auth, await readJson(c));
    return ok(c);
  })
  .put('/system/user/resetPwd', authed('system:user:resetPwd'), async (c) => {
    const { db, clock, auth } = c.var;
    await resetPassword(db, clock, auth, await readJson(c));
    return ok(c);
  })
  .get('/system/user/authRole/:userId', authed('system:user:query'), async (c) => {
    const { db, lang, auth } = c.var;
    const user = await publicUser(db, idParam(c.req.param('userId'), USER_ID), lang);
    const roles = (await roleOptions(db, auth.role, lang)).map((r) => ({
      ...r,
      flag: user.roleIds.includes(r.roleId),
    }));
    return ok(c, { user, roles });
  })
  // `{userId, roleIds}` as JSON, or RuoYi's query string `?userId=2&roleIds=3,4`.
  .put('/system/user/authRole', authed('system:user:edit'), async (c) => {
    const { db, clock, auth } = c.var;
    const userId = c.req.query('userId');
    const body: Body = userId !== undefined ? { userId, roleIds: c.req.query('roleIds') } : await readJson(c);
    await saveUserRoles(db, clock, auth, body);
    return ok(c);
  });
