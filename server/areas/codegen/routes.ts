import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { idParam } from '../../lib/validate';
import { listGenTables, readGenTable, TABLE_ID, updateGenTable } from './records';

// docs/api.md "Code generation": the tool:gen:* list, one table with its columns, and the save.

export const codegenRoutes = new Hono<AppEnv>()
  .get('/tool/gen/list', authed('tool:gen:list'), async (c) => okList(c, await listGenTables(c.var.db, c.req.query())))
  .get('/tool/gen/:tableId', authed('tool:gen:query'), async (c) =>
    ok(c, await readGenTable(c.var.db, idParam(c.req.param('tableId'), TABLE_ID))),
  )
  .put('/tool/gen', authed('tool:gen:edit'), async (c) => {
    const { db, clock, auth } = c.var;
    await updateGenTable(db, clock, auth, await readJson(c));
    return ok(c);
  });
