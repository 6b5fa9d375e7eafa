import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import { assignmentChoices } from './assignments';
import * as records from './records';
import * as schema from './schema';

// docs/api.md "People" (admin:people:*).

export const peopleRoutes = new Hono<AppEnv>()
  .get('/admin/people/list', authed('admin:people:list'), query(schema.peopleListQuery), async (c) =>
    okList(c, await records.listPeople(c.var.db, c.var.auth, c.var.lang, c.req.valid('query'))),
  )
  .get('/admin/people/options', authed('admin:people:list'), async (c) =>
    ok(c, await assignmentChoices(c.var.db, c.var.auth, c.var.lang, c.req.query('schoolId')?.trim() ?? '')),
  )
  .put('/admin/people', authed('admin:people:edit'), body(schema.personAssigned), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await records.assignPerson(db, clock, auth, lang, c.req.valid('json')));
  })
  .delete('/admin/people/:userIds', authed('admin:people:remove'), params(schema.somePeople), (c) =>
    okWhenDone(c, records.clearAssignments(c.var.db, c.var.auth, c.req.valid('param').userIds)),
  );
