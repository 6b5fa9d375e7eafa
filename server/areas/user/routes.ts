import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, params, query, queryOrBody } from '../../lib/input';
import { publicUser } from './public-user';
import {
  addUser,
  changeUserStatus,
  deleteUsers,
  importUsers,
  listUsers,
  resetPassword,
  saveUserRoles,
  updateUser,
} from './records';
import { roleOptions } from './role-grants';
import {
  changedUser,
  newUser,
  oneUser,
  passwordReset,
  someUsers,
  userImport,
  userListQuery,
  userRoles,
  userStatus,
} from './schema';

// docs/api.md "Users" (system:user:*). `/:userId` takes digits only, so that the named calls
// (profile, findUserRoles, ...) are never read as an id.

export const userRoutes = new Hono<AppEnv>()
  .get('/system/user/list', authed('system:user:list'), query(userListQuery), async (c) =>
    okList(c, await listUsers(c.var.db, c.req.valid('query'), c.var.lang)),
  )
  // RuoYi's create dialog asks for the role options before there is a user.
  .get('/system/user/', authed('system:user:add'), async (c) =>
    ok(c, { roleIds: [], roles: await roleOptions(c.var.db, c.var.auth.role, c.var.lang) }),
  )
  .get('/system/user/:userId{[0-9]+}', authed('system:user:query'), params(oneUser), async (c) => {
    const { db, lang, auth } = c.var;
    const user = await publicUser(db, c.req.valid('param').userId, lang);
    return ok(c, { user, roleIds: user.roleIds, roles: await roleOptions(db, auth.role, lang) });
  })
  .post('/system/user/importData', authed('system:user:import'), body(userImport), async (c) => {
    const { db, clock, auth } = c.var;
    return ok(c, await importUsers(db, clock, auth, c.req.valid('json').users));
  })
  .post('/system/user', authed('system:user:add'), body(newUser), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await addUser(db, clock, auth, lang, c.req.valid('json')));
  })
  .put('/system/user', authed('system:user:edit'), body(changedUser), async (c) => {
    const { db, clock, auth } = c.var;
    await updateUser(db, clock, auth, c.req.valid('json'));
    return ok(c);
  })
  .delete('/system/user/:userIds', authed('system:user:remove'), params(someUsers), (c) =>
    okWhenDone(c, deleteUsers(c.var.db, c.var.auth, c.req.valid('param').userIds)),
  )
  .put('/system/user/changeStatus', authed('system:user:edit'), body(userStatus), async (c) => {
    const { db, clock, auth } = c.var;
    const { userId, status } = c.req.valid('json');
    await changeUserStatus(db, clock, auth, userId, status);
    return ok(c);
  })
  .put('/system/user/resetPwd', authed('system:user:resetPwd'), body(passwordReset), async (c) => {
    const { db, clock, auth } = c.var;
    const { userId, password } = c.req.valid('json');
    await resetPassword(db, clock, auth, userId, password);
    return ok(c);
  })
  .get('/system/user/authRole/:userId', authed('system:user:query'), params(oneUser), async (c) => {
    const { db, lang, auth } = c.var;
    const user = await publicUser(db, c.req.valid('param').userId, lang);
    const roles = (await roleOptions(db, auth.role, lang)).map((r) => ({
      ...r,
      flag: user.roleIds.includes(r.roleId),
    }));
    return ok(c, { user, roles });
  })
  // `{userId, roleIds}` as JSON, or RuoYi's query string `?userId=2&roleIds=3,4`.
  .put(
    '/system/user/authRole',
    authed('system:user:edit'),
    queryOrBody(userRoles, ['userId', 'roleIds']),
    async (c) => {
      const { db, clock, auth } = c.var;
      const { userId, roleIds } = c.req.valid('json');
      await saveUserRoles(db, clock, auth, userId, roleIds);
      return ok(c);
    },
  );
