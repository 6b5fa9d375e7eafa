import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import * as records from './records';
import * as schema from './schema';

// docs/api.md "Content": the admin:content:* table, and the two calls of the public website
// (no token): the list of items and the one item the page /contentView?id= shows.

export const contentRoutes = new Hono<AppEnv>()
  // before /content/public/{id}: "list" is not an id
  .get('/content/public/list', query(schema.publicContentQuery), async (c) =>
    okList(c, await records.publicContents(c.var.db, c.req.valid('query'), c.var.lang)),
  )
  .get('/content/public/:contentId', params(schema.oneContent), async (c) =>
    ok(c, await records.publicContent(c.var.db, c.req.valid('param').contentId, c.var.lang)),
  )
  .get('/admin/content/list', authed('admin:content:list'), query(schema.contentListQuery), async (c) =>
    okList(c, await records.listContents(c.var.db, c.req.valid('query'), c.var.lang)),
  )
  .get('/admin/content/:contentId', authed('admin:content:query'), params(schema.oneContent), async (c) =>
    ok(c, await records.readContentItem(c.var.db, c.req.valid('param').contentId, c.var.lang)),
  )
  .post('/admin/content', authed('admin:content:add'), body(schema.newContent), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await records.createContent(db, clock, auth, lang, c.req.valid('json')));
  })
  .put('/admin/content', authed('admin:content:edit'), body(schema.changedContent), async (c) => {
    const { db, clock, auth } = c.var;
    const { contentId, ...values } = c.req.valid('json');
    await records.updateContent(db, clock, auth, contentId, values);
    return ok(c);
  })
  .delete('/admin/content/:contentIds', authed('admin:content:remove'), params(schema.someContents), (c) =>
    okWhenDone(c, records.deleteContents(c.var.db, c.req.valid('param').contentIds)),
  );
