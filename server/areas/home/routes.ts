import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { body, NOTHING } from '../../lib/input';
import { dismissSetupChecklist, setupChecklist } from './setup';
import { homeStats } from './stats';

// docs/api.md "Home": the dashboard's counts, for any logged-in user; the first-run checklist,
// which reads and writes a system parameter, for those who hold the parameters' permissions
// (the platform administrator).

export const homeRoutes = new Hono<AppEnv>()
  .get('/home/stats', authed(), async (c) => ok(c, await homeStats(c.var.db, c.var.auth)))
  .get('/home/setup', authed('system:config:query'), async (c) => ok(c, await setupChecklist(c.var.db)))
  .put('/home/setup/dismiss', authed('system:config:edit'), body(NOTHING), async (c) =>
    ok(c, await dismissSetupChecklist(c.var.db, c.var.clock, c.var.auth)),
  );
