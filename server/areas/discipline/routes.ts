import { Hono } from 'hono';
import type { PermissionArea } from '@contract/permissions';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import {
  createDiscipline,
  createSubject,
  deleteDisciplines,
  deleteSubjects,
  disciplineOptions,
  listDisciplines,
  listSubjects,
  readDiscipline,
  readSubject,
  updateDiscipline,
  updateSubject,
} from './catalogue';
import { createLeader, deleteLeaders, leaderCandidates, listLeaders, readLeader, updateLeader } from './leaders';
import * as schema from './schema';

// docs/api.md "Disciplines, subjects and discipline leaders": the five usual calls of each
// table, the discipline select and the leader dialog's accounts. Named paths come before `/:id`.

/** The discipline select serves the subject and leader screens too: any permission of the three areas. */
const DISCIPLINE_AREAS: readonly PermissionArea[] = ['admin:discipline:', 'admin:subject:', 'admin:disciplineleader:'];

export const disciplineRoutes = new Hono<AppEnv>()
  .get('/admin/discipline/options', authed({ anyOf: DISCIPLINE_AREAS }), async (c) =>
    ok(c, await disciplineOptions(c.var.db, c.var.lang)),
  )
  .get('/admin/discipline/list', authed('admin:discipline:list'), query(schema.disciplineListQuery), async (c) =>
    okList(c, await listDisciplines(c.var.db, c.req.valid('query'))),
  )
  .get('/admin/discipline/:id', authed('admin:discipline:query'), params(schema.oneDiscipline), async (c) =>
    ok(c, await readDiscipline(c.var.db, c.req.valid('param').id)),
  )
  .post('/admin/discipline', authed('admin:discipline:add'), body(schema.newDiscipline), async (c) =>
    ok(c, await createDiscipline(c.var.db, c.var.clock, c.var.auth, c.req.valid('json'))),
  )
  .put('/admin/discipline', authed('admin:discipline:edit'), body(schema.changedDiscipline), async (c) => {
    const { disciplineId, ...values } = c.req.valid('json');
    await updateDiscipline(c.var.db, c.var.clock, c.var.auth, disciplineId, values);
    return ok(c);
  })
  .delete('/admin/discipline/:ids', authed('admin:discipline:remove'), params(schema.someDisciplines), (c) =>
    okWhenDone(c, deleteDisciplines(c.var.db, c.req.valid('param').ids)),
  )
  .get('/admin/subject/list', authed('admin:subject:list'), query(schema.subjectListQuery), async (c) =>
    okList(c, await listSubjects(c.var.db, c.var.lang, c.req.valid('query'))),
  )
  .get('/admin/subject/:id', authed('admin:subject:query'), params(schema.oneSubject), async (c) =>
    ok(c, await readSubject(c.var.db, c.var.lang, c.req.valid('param').id)),
  )
  .post('/admin/subject', authed('admin:subject:add'), body(schema.newSubject), async (c) =>
    ok(c, await createSubject(c.var.db, c.var.clock, c.var.auth, c.var.lang, c.req.valid('json'))),
  )
  .put('/admin/subject', authed('admin:subject:edit'), body(schema.changedSubject), async (c) => {
    const { subjectId, ...values } = c.req.valid('json');
    await updateSubject(c.var.db, c.var.clock, c.var.auth, subjectId, values);
    return ok(c);
  })
  .delete('/admin/subject/:ids', authed('admin:subject:remove'), params(schema.someSubjects), (c) =>
    okWhenDone(c, deleteSubjects(c.var.db, c.req.valid('param').ids)),
  )
  .get('/admin/disciplineleader/options/users', authed('admin:disciplineleader:list'), async (c) =>
    ok(c, await leaderCandidates(c.var.db)),
  )
  .get(
    '/admin/disciplineleader/list',
    authed('admin:disciplineleader:list'),
    query(schema.leaderListQuery),
    async (c) => okList(c, await listLeaders(c.var.db, c.var.lang, c.req.valid('query'))),
  )
  .get('/admin/disciplineleader/:id', authed('admin:disciplineleader:query'), params(schema.oneLeader), async (c) =>
    ok(c, await readLeader(c.var.db, c.var.lang, c.req.valid('param').id)),
  )
  .post('/admin/disciplineleader', authed('admin:disciplineleader:add'), body(schema.newLeader), async (c) =>
    ok(c, await createLeader(c.var.db, c.var.clock, c.var.auth, c.var.lang, c.req.valid('json'))),
  )
  .put('/admin/disciplineleader', authed('admin:disciplineleader:edit'), body(schema.changedLeader), async (c) => {
    const { leaderId, ...values } = c.req.valid('json');
    await updateLeader(c.var.db, c.var.clock, c.var.auth, leaderId, values);
    return ok(c);
  })
  .delete('/admin/disciplineleader/:ids', authed('admin:disciplineleader:remove'), params(schema.someLeaders), (c) =>
    okWhenDone(c, deleteLeaders(c.var.db, c.req.valid('param').ids)),
  );
