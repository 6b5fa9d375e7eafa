import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { idList, idParam } from '../../lib/validate';
import { createEntry, deleteEntries, DICT_CODE, entriesOfType, listEntries, readEntry, updateEntry } from './entries';
import {
  createDictType,
  deleteDictTypes,
  DICT_ID,
  dictTypeOptions,
  listDictTypes,
  readDictType,
  updateDictType,
} from './types';

// docs/api.md "Dictionaries": types and entries (system:dict:*), and a type's entries for every
// logged-in user (every screen with a dictionary tag reads them).

export const dictRoutes = new Hono<AppEnv>()
  .get('/system/dict/data/type/:dictType', authed(), async (c) =>
    ok(c, await entriesOfType(c.var.db, c.req.param('dictType'), c.var.lang)),
  )
  .get('/system/dict/data/list', authed('system:dict:list'), async (c) =>
    okList(c, await listEntries(c.var.db, c.req.query(), c.var.lang)),
  )
  .get('/system/dict/data/:dictCode', authed('system:dict:query'), async (c) =>
    ok(c, await readEntry(c.var.db, idParam(c.req.param('dictCode'), DICT_CODE), c.var.lang)),
  )
  .post('/system/dict/data', authed('system:dict:add'), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await createEntry(db, clock, auth, lang, await readJson(c)));
  })
  .put('/system/dict/data', authed('system:dict:edit'), async (c) => {
    const { db, clock, auth } = c.var;
    await updateEntry(db, clock, auth, await readJson(c));
    return ok(c);
  })
  .delete('/system/dict/data/:dictCodes', authed('system:dict:remove'), async (c) => {
    await deleteEntries(c.var.db, idList(c.req.param('dictCodes'), DICT_CODE));
    return ok(c);
  })

  // Before the type's /{dictId}: every type for selects, and RuoYi's cache refresh (the server
  // keeps no cache of dictionaries: clients drop theirs).
  .get('/system/dict/type/optionselect', authed('system:dict:list'), async (c) =>
    ok(c, await dictTypeOptions(c.var.db, c.var.lang)),
  )
  .delete('/system/dict/type/refreshCache', authed('system:dict:remove'), (c) => ok(c))
  .get('/system/dict/type/list', authed('system:dict:list'), async (c) =>
    okList(c, await listDictTypes(c.var.db, c.req.query(), c.var.lang)),
  )
  .get('/system/dict/type/:dictId', authed('system:dict:query'), async (c) =>
    ok(c, await readDictType(c.var.db, idParam(c.req.param('dictId'), DICT_ID), c.var.lang)),
  )
  .post('/system/dict/type', authed('system:dict:add'), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await createDictType(db, clock, auth, lang, await readJson(c)));
  })
  .put('/system/dict/type', authed('system:dict:edit'), async (c) => {
    const { db, clock, auth } = c.var;
    await updateDictType(db, clock, auth, await readJson(c));
    return ok(c);
  })
  .delete('/system/dict/type/:dictIds', authed('system:dict:remove'), async (c) => {
    await deleteDictTypes(c.var.db, idList(c.req.param('dictIds'), DICT_ID));
    return ok(c);
  });
