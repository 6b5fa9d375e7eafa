import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { body } from '../../lib/input';
import * as records from './records';
import * as schema from './schema';

// docs/api.md "Site configuration" (admin:siteconfig:*) and its public read, which needs no token.

export const siteConfigRoutes = new Hono<AppEnv>()
  .get('/admin/siteconfig', authed('admin:siteconfig:query'), async (c) =>
    ok(c, await records.readSiteConfig(c.var.db)),
  )
  .put('/admin/siteconfig', authed('admin:siteconfig:edit'), body(schema.siteSettings), async (c) =>
    ok(c, await records.saveSiteConfig(c.var.db, c.var.clock, c.var.auth, c.req.valid('json'))),
  )
  .get('/siteconfig/public', async (c) => ok(c, await records.publicSiteConfig(c.var.db)));
