import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { idParam } from '../../lib/validate';
import { storageContext } from '../file/storage/choice';
import { listResources, readResource, resourceFile, RESOURCE_ID } from './records';

// docs/api.md "Resource library" (user:resource:*).

export const resourceRoutes = new Hono<AppEnv>()
  .get('/user/resource/list', authed('user:resource:list'), async (c) =>
    okList(c, await listResources(c.var.db, c.req.query(), c.var.lang)),
  )
  .get('/user/resource/:resourceId/preview', authed('user:resource:query'), async (c) =>
    resourceFile(storageContext(c), idParam(c.req.param('resourceId'), RESOURCE_ID), 'inline'),
  )
  .get('/user/resource/:resourceId/download', authed('user:resource:query'), async (c) =>
    resourceFile(storageContext(c), idParam(c.req.param('resourceId'), RESOURCE_ID), 'attachment'),
  )
  .get('/user/resource/:resourceId', authed('user:resource:query'), async (c) => {
    const id = idParam(c.req.param('resourceId'), RESOURCE_ID);
    return ok(c, await readResource(c.var.db, c.var.auth, id, c.var.lang));
  });
