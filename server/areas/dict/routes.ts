import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import { createEntry, deleteEntries, entriesOfType, listEntries, readEntry, updateEntry } from './entries';
import * as schema from './schema';
import { createDictType, deleteDictTypes, dictTypeOptions, listDictTypes, readDictType, updateDictType } from './types';

// docs/api.md "Dictionaries": types and entries (system:dict:*), and a type's entries for every
// logged-in user (every screen with a dictionary tag reads them).

export const dictRoutes = new Hono<AppEnv>()
  .get('/system/dict/data/type/:dictType', authed(), params(schema.entriesOfTypePath), async (c) =>
    ok(c, await entriesOfType(c.var.db, c.req.valid('param').dictType, c.var.lang)),
  )
  .get('/system/dict/data/list', authed('system:dict:list'), query(schema.entryListQuery), async (c) =>
    okList(c, await listEntries(c.var.db, c.req.valid('query'), c.var.lang)),
  )
  .get('/system/dict/data/:dictCode', authed('system:dict:query'), params(schema.oneEntry), async (c) =>
    ok(c, await readEntry(c.var.db, c.req.valid('param').dictCode, c.var.lang)),
  )
  .post('/system/dict/data', authed('system:dict:add'), body(schema.newEntry), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await createEntry(db, clock, auth, lang, c.req.valid('json')));
  })
  .put('/system/dict/data', authed('system:dict:edit'), body(schema.changedEntry), async (c) => {
    const { db, clock, auth } = c.var;
    const { dictCode, ...values } = c.req.valid('json');
    await updateEntry(db, clock, auth, dictCode, values);
    return ok(c);
  })
  .delete('/system/dict/data/:dictCodes', authed('system:dict:remove'), params(schema.someEntries), (c) =>
    okWhenDone(c, deleteEntries(c.var.db, c.req.valid('param').dictCodes)),
  )

  // Before the type's /{dictId}: every type for selects, and RuoYi's cache refresh (the server
  // keeps no cache of dictionaries: clients drop theirs).
  .get('/system/dict/type/optionselect', authed('system:dict:list'), async (c) =>
    ok(c, await dictTypeOptions(c.var.db, c.var.lang)),
  )
  .delete('/system/dict/type/refreshCache', authed('system:dict:remove'), (c) => ok(c))
  .get('/system/dict/type/list', authed('system:dict:list'), query(schema.dictTypeListQuery), async (c) =>
    okList(c, await listDictTypes(c.var.db, c.req.valid('query'), c.var.lang)),
  )
  .get('/system/dict/type/:dictId', authed('system:dict:query'), params(schema.oneDictType), async (c) =>
    ok(c, await readDictType(c.var.db, c.req.valid('param').dictId, c.var.lang)),
  )
  .post('/system/dict/type', authed('system:dict:add'), body(schema.newDictType), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await createDictType(db, clock, auth, lang, c.req.valid('json')));
  })
  .put('/system/dict/type', authed('system:dict:edit'), body(schema.changedDictType), async (c) => {
    const { db, clock, auth } = c.var;
    const { dictId, ...values } = c.req.valid('json');
    await updateDictType(db, clock, auth, dictId, values);
    return ok(c);
  })
  .delete('/system/dict/type/:dictIds', authed('system:dict:remove'), params(schema.someDictTypes), (c) =>
    okWhenDone(c, deleteDictTypes(c.var.db, c.req.valid('param').dictIds)),
  );
