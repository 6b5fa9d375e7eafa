import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { idList, idParam } from '../../lib/validate';
import {
  changeOssConfigStatus,
  createOssConfig,
  deleteOssConfigs,
  listOssConfigs,
  OSS_CONFIG_ID,
  readOssConfig,
  updateOssConfig,
} from './records';

// docs/api.md "Storage configurations": the system:oss:* table and the switch of the active one.

export const storageRoutes = new Hono<AppEnv>()
  .get('/system/oss/config/list', authed('system:oss:list'), async (c) =>
    okList(c, await listOssConfigs(c.var.db, c.req.query())),
  )
  // before /{ossConfigId}: "changeStatus" is not an id
  .put('/system/oss/config/changeStatus', authed('system:oss:edit'), async (c) => {
    const { db, clock, auth } = c.var;
    await changeOssConfigStatus(db, clock, auth, await readJson(c));
    return ok(c);
  })
  .get('/system/oss/config/:ossConfigId', authed('system:oss:query'), async (c) =>
    ok(c, await readOssConfig(c.var.db, idParam(c.req.param('ossConfigId'), OSS_CONFIG_ID))),
  )
  .post('/system/oss/config', authed('system:oss:add'), async (c) => {
    const { db, clock, auth } = c.var;
    return ok(c, await createOssConfig(db, clock, auth, await readJson(c)));
  })
  .put('/system/oss/config', authed('system:oss:edit'), async (c) => {
    const { db, clock, auth } = c.var;
    await updateOssConfig(db, clock, auth, await readJson(c));
    return ok(c);
  })
  .delete('/system/oss/config/:ossConfigIds', authed('system:oss:remove'), async (c) => {
    await deleteOssConfigs(c.var.db, idList(c.req.param('ossConfigIds'), OSS_CONFIG_ID));
    return ok(c);
  });
