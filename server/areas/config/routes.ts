import { Hono } from 'hono';
import { authed, authedUnless } from '../../lib/auth';
import type { AppContext, AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import { createConfig, deleteConfigs, listConfigs, readConfig, updateConfig } from './records';
import { asksPublicKey } from './public-keys';
import { byKey, changedConfig, configListQuery, newConfig, oneConfig, someConfigs } from './schema';
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
    params(byKey),
    answerByKey,
  )
  .get('/system/config/list', authed('system:config:list'), query(configListQuery), async (c) =>
    okList(c, await listConfigs(c.var.db, c.req.valid('query'), c.var.lang)),
  )
  .get('/system/config/:configId', authed('system:config:query'), params(oneConfig), async (c) =>
    ok(c, await readConfig(c.var.db, c.req.valid('param').configId, c.var.lang)),
  )
  .post('/system/config', authed('system:config:add'), body(newConfig), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await createConfig(db, clock, auth, lang, c.req.valid('json')));
  })
  .put('/system/config', authed('system:config:edit'), body(changedConfig), async (c) => {
    const { db, clock, auth, lang } = c.var;
    const { configId, ...values } = c.req.valid('json');
    await updateConfig(db, clock, auth, lang, configId, values);
    return ok(c);
  })
  // Before DELETE /{ids}, so that "refreshCache" is not read as an id. The server keeps no
  // cache of parameters: every read is the table's.
  .delete('/system/config/refreshCache', authed('system:config:remove'), (c) => ok(c))
  .delete('/system/config/:configIds', authed('system:config:remove'), params(someConfigs), (c) =>
    okWhenDone(c, deleteConfigs(c.var.db, c.req.valid('param').configIds)),
  );
