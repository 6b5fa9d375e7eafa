import { Hono } from 'hono';
import { authed, authedUnless } from '../../lib/auth';
import type { AppContext, AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import * as records from './records';
import { asksPublicKey } from './public-keys';
import * as schema from './schema';
import { configValue } from './values';

// docs/api.md "Config (system parameters)": the system:config:* table, and one value by key: the
// public keys (./public-keys.ts) for anyone, any other with the permission to read parameters.

/** RuoYi puts the value in msg; this contract reads data. Both carry it. */
async function answerByKey(c: AppContext) {
  const value = (await configValue(c.var.db, c.req.param('configKey') ?? '')) ?? '';
  return c.json({ code: 200, msg: value, data: value });
}

export const configRoutes = new Hono<AppEnv>()
  .get(
    '/system/config/configKey/:configKey',
    authedUnless(asksPublicKey, 'system:config:query'),
    params(schema.byKey),
    answerByKey,
  )
  .get('/system/config/list', authed('system:config:list'), query(schema.configListQuery), async (c) =>
    okList(c, await records.listConfigs(c.var.db, c.req.valid('query'), c.var.lang)),
  )
  .get('/system/config/:configId', authed('system:config:query'), params(schema.oneConfig), async (c) =>
    ok(c, await records.readConfig(c.var.db, c.req.valid('param').configId, c.var.lang)),
  )
  .post('/system/config', authed('system:config:add'), body(schema.newConfig), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await records.createConfig(db, clock, auth, lang, c.req.valid('json')));
  })
  .put('/system/config', authed('system:config:edit'), body(schema.changedConfig), async (c) => {
    const { db, clock, auth, lang } = c.var;
    const { configId, ...values } = c.req.valid('json');
    await records.updateConfig(db, clock, auth, lang, configId, values);
    return ok(c);
  })
  // Before DELETE /{ids}, so that "refreshCache" is not read as an id. The server keeps no
  // cache of parameters: every read is the table's.
  .delete('/system/config/refreshCache', authed('system:config:remove'), (c) => ok(c))
  .delete('/system/config/:configIds', authed('system:config:remove'), params(schema.someConfigs), (c) =>
    okWhenDone(c, records.deleteConfigs(c.var.db, c.req.valid('param').configIds)),
  );
