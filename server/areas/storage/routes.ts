import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import * as records from './records';
import * as schema from './schema';

// docs/api.md "Storage configurations": the system:oss:* table and the switch of the active one.

export const storageRoutes = new Hono<AppEnv>()
  .get('/system/oss/config/list', authed('system:oss:list'), query(schema.ossConfigListQuery), async (c) =>
    okList(c, await records.listOssConfigs(c.var.db, c.req.valid('query'))),
  )
  // before /{ossConfigId}: "changeStatus" is not an id
  .put('/system/oss/config/changeStatus', authed('system:oss:edit'), body(schema.ossConfigStatus), async (c) => {
    const { db, clock, auth } = c.var;
    const { ossConfigId, status } = c.req.valid('json');
    await records.changeOssConfigStatus(db, clock, auth, ossConfigId, status);
    return ok(c);
  })
  .get('/system/oss/config/:ossConfigId', authed('system:oss:query'), params(schema.oneOssConfig), async (c) =>
    ok(c, await records.readOssConfig(c.var.db, c.req.valid('param').ossConfigId)),
  )
  .post('/system/oss/config', authed('system:oss:add'), body(schema.newOssConfig), async (c) => {
    const { db, clock, auth } = c.var;
    return ok(c, await records.createOssConfig(db, clock, auth, c.req.valid('json')));
  })
  .put('/system/oss/config', authed('system:oss:edit'), body(schema.changedOssConfig), async (c) => {
    const { db, clock, auth } = c.var;
    const { ossConfigId, ...values } = c.req.valid('json');
    await records.updateOssConfig(db, clock, auth, ossConfigId, values);
    return ok(c);
  })
  .delete('/system/oss/config/:ossConfigIds', authed('system:oss:remove'), params(schema.someOssConfigs), (c) =>
    okWhenDone(c, records.deleteOssConfigs(c.var.db, c.req.valid('param').ossConfigIds)),
  );
