import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import * as records from './records';
import * as schema from './schema';

// docs/api.md "Code generation": the tool:gen:* list, one table with its columns, and the save.

export const codegenRoutes = new Hono<AppEnv>()
  .get('/tool/gen/list', authed('tool:gen:list'), query(schema.genTableListQuery), async (c) =>
    okList(c, await records.listGenTables(c.var.db, c.req.valid('query'))),
  )
  .get('/tool/gen/:tableId', authed('tool:gen:query'), params(schema.oneGenTable), async (c) =>
    ok(c, await records.readGenTable(c.var.db, c.req.valid('param').tableId)),
  )
  .put('/tool/gen', authed('tool:gen:edit'), body(schema.genTableChange), async (c) => {
    const { db, clock, auth } = c.var;
    await records.updateGenTable(db, clock, auth, c.req.valid('json'));
    return ok(c);
  });
