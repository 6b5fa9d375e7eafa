import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { homeStats } from './stats';

// docs/api.md "Home": the dashboard's counts, for any logged-in user.

export const homeRoutes = new Hono<AppEnv>().get('/home/stats', authed(), async (c) =>
  ok(c, await homeStats(c.var.db, c.var.auth)),
);
