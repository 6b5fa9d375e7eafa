import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { idList, idParam } from '../../lib/validate';
import {
  CONTENT_ID,
  createContent,
  deleteContents,
  listContents,
  publicContent,
  publicContents,
  readContentItem,
  updateContent,
} from './records';

// docs/api.md "Content": the admin:content:* table, and the two calls of the public website
// (no token): the list of items and the one item the page /contentView?id= shows.

export const contentRoutes = new Hono<AppEnv>()
  // before /content/public/{id}: "list" is not an id
  .get('/content/public/list', async (c) => okList(c, await publicContents(c.var.db, c.req.query(), c.var.lang)))
  .get('/content/public/:contentId', async (c) =>
    ok(c, await publicContent(c.var.db, idParam(c.req.param('contentId'), CONTENT_ID), c.var.lang)),
  )
  .get('/admin/content/list', authed('admin:content:list'), async (c) =>
    okList(c, await listContents(c.var.db, c.req.query(), c.var.lang)),
  )
  .get('/admin/content/:contentId', authed('admin:content:query'), async (c) =>
    ok(c, await readContentItem(c.var.db, idParam(c.req.param('contentId'), CONTENT_ID), c.var.lang)),
  )
  .post('/admin/content', authed('admin:content:add'), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await createContent(db, clock, auth, lang, await readJson(c)));
  })
  .put('/admin/content', authed('admin:content:edit'), async (c) => {
    const { db, clock, auth } = c.var;
    await updateContent(db, clock, auth, await readJson(c));
    return ok(c);
  })
  .delete('/admin/content/:contentIds', authed('admin:content:remove'), async (c) => {
    await deleteContents(c.var.db, idList(c.req.param('contentIds'), CONTENT_ID));
    return ok(c);
  });
