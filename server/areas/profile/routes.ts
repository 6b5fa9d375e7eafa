import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okWhenDone } from '../../lib/envelope';
import { body } from '../../lib/input';
import { readProfile, updateOwnPassword, updateProfile } from './profile';
import * as schema from './schema';

// docs/api.md "Profile": login only, the caller's own record.

export const profileRoutes = new Hono<AppEnv>()
  .get('/system/user/profile', authed(), async (c) => ok(c, await readProfile(c.var.db, c.var.auth, c.var.lang)))
  .put('/system/user/profile', authed(), body(schema.profileChange), (c) =>
    okWhenDone(c, updateProfile(c.var.db, c.var.clock, c.var.auth, c.req.valid('json'))),
  )
  .put('/system/user/profile/updatePwd', authed(), body(schema.passwordChange), async (c) => {
    const { oldPassword, newPassword } = c.req.valid('json');
    await updateOwnPassword(c.var.db, c.var.clock, c.var.auth, oldPassword, newPassword);
    return ok(c);
  });
