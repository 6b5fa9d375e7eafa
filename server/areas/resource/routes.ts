import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { params, query } from '../../lib/input';
import { storageContext } from '../file/storage/choice';
import * as records from './records';
import * as schema from './schema';

// docs/api.md "Resource library" (user:resource:*).

export const resourceRoutes = new Hono<AppEnv>()
  .get('/user/resource/list', authed('user:resource:list'), query(schema.resourceListQuery), async (c) => {
    const { disciplineId, subjectId, grade, resourceType, ...q } = c.req.valid('query');
    return okList(
      c,
      await records.listResources(c.var.db, { disciplineId, subjectId, grade, resourceType }, q, c.var.lang),
    );
  })
  .get('/user/resource/:resourceId/preview', authed('user:resource:query'), params(schema.oneResource), async (c) =>
    records.resourceFile(storageContext(c), c.req.valid('param').resourceId, 'inline'),
  )
  .get('/user/resource/:resourceId/download', authed('user:resource:query'), params(schema.oneResource), async (c) =>
    records.resourceFile(storageContext(c), c.req.valid('param').resourceId, 'attachment'),
  )
  .get('/user/resource/:resourceId', authed('user:resource:query'), params(schema.oneResource), async (c) =>
    ok(c, await records.readResource(c.var.db, c.var.auth, c.req.valid('param').resourceId, c.var.lang)),
  );
