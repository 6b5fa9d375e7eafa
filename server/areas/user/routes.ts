import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, params, query, queryOrBody } from '../../lib/input';
import { publicUser } from './public-user';
import * as records from './records';
import { roleOptions } from './role-grants';
import * as schema from './schema';

// docs/api.md "Users" (system:user:*). `/:userId` takes digits only, so that the named calls
// (profile, findUserRoles, ...) are never read as an id.

export const userRoutes = new Hono<AppEnv>()
  .get('/system/user/list', authed('system:user:list'), query(schema.userListQuery), async (c) =>
    okList(c, await records.listUsers(c.var.db, c.req.valid('query'), c.var.lang)),
  )
  // RuoYi's create dialog asks for the role options before there is a user.
  .get('/system/user/', authed('system:user:add'), async (c) =>
    ok(c, { roleIds: [], roles: await roleOptions(c.var.db, c.var.auth.role, c.var.lang) }),
  )
  .get('/system/user/:userId{[0-9]+}', authed('system:user:query'), params(schema.oneUser), async (c) => {
    const { db, lang, auth } = c.var;
    const user = await publicUser(db, c.req.valid('param').userId, lang);
    return ok(c, { user, roleIds: user.roleIds, roles: await roleOptions(db, auth.role, lang) });
  })
  .post('/system/user/importData', authed('system:user:import'), body(schema.userImport), async (c) => {
    const { db, clock, auth } = c.var;
    return ok(c, await records.importUsers(db, clock, auth, c.req.valid('json').users));
  })
  .post('/system/user', authed('system:user:add'), body(schema.newUser), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await records.addUser(db, clock, auth, lang, c.req.valid('json')));
  })
  .put('/system/user', authed('system:user:edit'), body(schema.changedUser), async (c) => {
    const { db, clock, auth } = c.var;
    await records.updateUser(db, clock, auth, c.req.valid('json'));
    return ok(c);
  })
  .delete('/system/user/:userIds', authed('system:user:remove'), params(schema.someUsers), (c) =>
    okWhenDone(c, records.deleteUsers(c.var.db, c.var.auth, c.req.valid('param').userIds)),
  )
  .put('/system/user/changeStatus', authed('system:user:edit'), body(schema.userStatus), async (c) => {
    const { db, clock, auth } = c.var;
    const { userId, status } = c.req.valid('json');
    await records.changeUserStatus(db, clock, auth, userId, status);
    return ok(c);
  })
  .put('/system/user/resetPwd', authed('system:user:resetPwd'), body(schema.passwordReset), async (c) => {
    const { db, clock, auth } = c.var;
    const { userId, password } = c.req.valid('json');
    await records.resetPassword(db, clock, auth, userId, password);
    return ok(c);
  })
  .get('/system/user/authRole/:userId', authed('system:user:query'), params(schema.oneUser), async (c) => {
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
    queryOrBody(schema.userRoles, ['userId', 'roleIds']),
    async (c) => {
      const { db, clock, auth } = c.var;
      const { userId, roleIds } = c.req.valid('json');
      await records.saveUserRoles(db, clock, auth, userId, roleIds);
      return ok(c);
    },
  );
