import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { params, query } from '../../lib/input';
import { storageContext } from '../file/storage/choice';
import { listResources, readResource, resourceFile } from './records';
import { oneResource, resourceListQuery } from './schema';

// docs/api.md "Resource library" (user:resource:*).

export const resourceRoutes = new Hono<AppEnv>()
  .get('/user/resource/list', authed('user:resource:list'), query(resourceListQuery), async (c) => {
    const { disciplineId, subjectId, grade, resourceType, ...q } = c.req.valid('query');
    return okList(c, await listResources(c.var.db, { disciplineId, subjectId, grade, resourceType }, q, c.var.lang));
  })
  .get('/user/resource/:resourceId/preview', authed('user:resource:query'), params(oneResource), async (c) =>
    resourceFile(storageContext(c), c.req.valid('param').resourceId, 'inline'),
  )
  .get('/user/resource/:resourceId/download', authed('user:resource:query'), params(oneResource), async (c) =>
    resourceFile(storageContext(c), c.req.valid('param').resourceId, 'attachment'),
  )
  .get('/user/resource/:resourceId', authed('user:resource:query'), params(oneResource), async (c) =>
    ok(c, await readResource(c.var.db, c.var.auth, c.req.valid('param').resourceId, c.var.lang)),
  );
