import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, NOTHING, params, query } from '../../lib/input';
import { linkChoices } from './links';
import * as records from './records';
import * as schema from './schema';

// docs/api.md "Banners" (admin:banner:*) and the public carousel, which needs no token.

export const bannerRoutes = new Hono<AppEnv>()
  .get('/admin/banner/list', authed('admin:banner:list'), query(schema.bannerListQuery), async (c) =>
    okList(c, await records.listBanners(c.var.db, c.req.valid('query'), c.var.lang)),
  )
  // Before GET /admin/banner/{id}, so that "links" is not read as an id.
  .get('/admin/banner/links', authed('admin:banner:list'), async (c) => ok(c, await linkChoices(c.var.db, c.var.lang)))
  .get('/admin/banner/:bannerId', authed('admin:banner:query'), params(schema.oneBanner), async (c) =>
    ok(c, await records.readBanner(c.var.db, c.req.valid('param').bannerId, c.var.lang)),
  )
  .post('/admin/banner', authed('admin:banner:add'), body(schema.newBanner), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await records.createBanner(db, clock, auth, lang, c.req.valid('json')));
  })
  // Before PUT /admin/banner, which it is not.
  .put('/admin/banner/order', authed('admin:banner:edit'), body(schema.bannerOrder), (c) =>
    okWhenDone(c, records.reorderBanners(c.var.db, c.var.clock, c.var.auth, c.req.valid('json').bannerIds)),
  )
  .put('/admin/banner', authed('admin:banner:edit'), body(schema.changedBanner), async (c) => {
    const { db, clock, auth, lang } = c.var;
    const { bannerId, ...values } = c.req.valid('json');
    await records.updateBanner(db, clock, auth, lang, bannerId, values);
    return ok(c);
  })
  .delete('/admin/banner/:bannerIds', authed('admin:banner:remove'), params(schema.someBanners), (c) =>
    okWhenDone(c, records.deleteBanners(c.var.db, c.req.valid('param').bannerIds)),
  )
  .get('/banner/public/list', query(NOTHING), async (c) => ok(c, await records.publicBanners(c.var.db, c.var.lang)));
