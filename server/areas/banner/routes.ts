import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { idList, idParam } from '../../lib/validate';
import { linkChoices } from './links';
import {
  BANNER_ID,
  createBanner,
  deleteBanners,
  listBanners,
  publicBanners,
  readBanner,
  reorderBanners,
  updateBanner,
} from './records';

// docs/api.md "Banners" (admin:banner:*) and the public carousel, which needs no token.

export const bannerRoutes = new Hono<AppEnv>()
  .get('/admin/banner/list', authed('admin:banner:list'), async (c) =>
    okList(c, await listBanners(c.var.db, c.req.query(), c.var.lang)),
  )
  // Before GET /admin/banner/{id}, so that "links" is not read as an id.
  .get('/admin/banner/links', authed('admin:banner:list'), async (c) => ok(c, await linkChoices(c.var.db, c.var.lang)))
  .get('/admin/banner/:bannerId', authed('admin:banner:query'), async (c) =>
    ok(c, await readBanner(c.var.db, idParam(c.req.param('bannerId'), BANNER_ID), c.var.lang)),
  )
  .post('/admin/banner', authed('admin:banner:add'), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await createBanner(db, clock, auth, lang, await readJson(c)));
  })
  // Before PUT /admin/banner, which it is not.
  .put('/admin/banner/order', authed('admin:banner:edit'), async (c) => {
    await reorderBanners(c.var.db, c.var.clock, c.var.auth, await readJson(c));
    return ok(c);
  })
  .put('/admin/banner', authed('admin:banner:edit'), async (c) => {
    const { db, clock, auth, lang } = c.var;
    await updateBanner(db, clock, auth, lang, await readJson(c));
    return ok(c);
  })
  .delete('/admin/banner/:bannerIds', authed('admin:banner:remove'), async (c) => {
    await deleteBanners(c.var.db, idList(c.req.param('bannerIds'), BANNER_ID));
    return ok(c);
  })
  .get('/banner/public/list', async (c) => ok(c, await publicBanners(c.var.db, c.var.lang)));
