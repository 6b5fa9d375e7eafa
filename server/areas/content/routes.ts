import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import {
  createContent,
  deleteContents,
  listContents,
  publicContent,
  publicContents,
  readContentItem,
  updateContent,
} from './records';
import { changedContent, contentListQuery, newContent, oneContent, publicContentQuery, someContents } from './schema';

// docs/api.md "Content": the admin:content:* table, and the two calls of the public website
// (no token): the list of items and the one item the page /contentView?id= shows.

export const contentRoutes = new Hono<AppEnv>()
  // before /content/public/{id}: "list" is not an id
  .get('/content/public/list', query(publicContentQuery), async (c) =>
    okList(c, await publicContents(c.var.db, c.req.valid('query'), c.var.lang)),
  )
  .get('/content/public/:contentId', params(oneContent), async (c) =>
    ok(c, await publicContent(c.var.db, c.req.valid('param').contentId, c.var.lang)),
  )
  .get('/admin/content/list', authed('admin:content:list'), query(contentListQuery), async (c) =>
    okList(c, await listContents(c.var.db, c.req.valid('query'), c.var.lang)),
  )
  .get('/admin/content/:contentId', authed('admin:content:query'), params(oneContent), async (c) =>
    ok(c, await readContentItem(c.var.db, c.req.valid('param').contentId, c.var.lang)),
  )
  .post('/admin/content', authed('admin:content:add'), body(newContent), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await createContent(db, clock, auth, lang, c.req.valid('json')));
  })
  .put('/admin/content', authed('admin:content:edit'), body(changedContent), async (c) => {
    const { db, clock, auth } = c.var;
    const { contentId, ...values } = c.req.valid('json');
    await updateContent(db, clock, auth, contentId, values);
    return ok(c);
  })
  .delete('/admin/content/:contentIds', authed('admin:content:remove'), params(someContents), (c) =>
    okWhenDone(c, deleteContents(c.var.db, c.req.valid('param').contentIds)),
  );
