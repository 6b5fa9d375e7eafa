import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { readProfile, updateOwnPassword, updateProfile } from './profile';

// docs/api.md "Profile": login only, the caller's own record.

export const profileRoutes = new Hono<AppEnv>()
  .get('/system/user/profile', authed(), async (c) => ok(c, await readProfile(c.var.db, c.var.auth, c.var.lang)))
  .put('/system/user/profile', authed(), async (c) => {
    await updateProfile(c.var.db, c.var.clock, c.var.auth, await readJson(c));
    return ok(c);
  })
  .put('/system/user/profile/updatePwd', authed(), async (c) => {
    await updateOwnPassword(c.var.db, c.var.clock, c.var.auth, await readJson(c));
    return ok(c);
  });
