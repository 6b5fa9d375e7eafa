import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { idList } from '../../lib/validate';
import { assignmentChoices } from './assignments';
import { assignPerson, clearAssignments, listPeople, USER } from './records';

// docs/api.md "People" (admin:people:*).

export const peopleRoutes = new Hono<AppEnv>()
  .get('/admin/people/list', authed('admin:people:list'), async (c) =>
    okList(c, await listPeople(c.var.db, c.var.auth, c.var.lang, c.req.query())),
  )
  .get('/admin/people/options', authed('admin:people:list'), async (c) =>
    ok(c, await assignmentChoices(c.var.db, c.var.auth, c.var.lang, c.req.query('schoolId')?.trim() ?? '')),
  )
  .put('/admin/people', authed('admin:people:edit'), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await assignPerson(db, clock, auth, lang, await readJson(c)));
  })
  .delete('/admin/people/:userIds', authed('admin:people:remove'), async (c) => {
    await clearAssignments(c.var.db, c.var.auth, idList(c.req.param('userIds'), USER));
    return ok(c);
  });
