import { Hono } from 'hono';
import type { PermissionArea } from '../../../contract/permissions';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { idList, idParam } from '../../lib/validate';
import {
  createDiscipline,
  createSubject,
  D,
  deleteDisciplines,
  deleteSubjects,
  disciplineOptions,
  listDisciplines,
  listSubjects,
  readDiscipline,
  readSubject,
  S,
  updateDiscipline,
  updateSubject,
} from './catalogue';
import { createLeader, deleteLeaders, L, leaderCandidates, listLeaders, readLeader, updateLeader } from './leaders';

// docs/api.md "Disciplines, subjects and discipline leaders": the five usual calls of each
// table, the discipline select and the leader dialog's accounts. Named paths come before `/:id`.

/** The discipline select serves the subject and leader screens too: any permission of the three areas. */
const DISCIPLINE_AREAS: readonly PermissionArea[] = ['admin:discipline:', 'admin:subject:', 'admin:disciplineleader:'];

export const disciplineRoutes = new Hono<AppEnv>()
  .get('/admin/discipline/options', authed({ anyOf: DISCIPLINE_AREAS }), async (c) =>
    ok(c, await disciplineOptions(c.var.db, c.var.lang)),
  )
  .get('/admin/discipline/list', authed('admin:discipline:list'), async (c) =>
    okList(c, await listDisciplines(c.var.db, c.req.query())),
  )
  .get('/admin/discipline/:id', authed('admin:discipline:query'), async (c) =>
    ok(c, await readDiscipline(c.var.db, idParam(c.req.param('id'), D.id))),
  )
  .post('/admin/discipline', authed('admin:discipline:add'), async (c) =>
    ok(c, await createDiscipline(c.var.db, c.var.clock, c.var.auth, await readJson(c))),
  )
  .put('/admin/discipline', authed('admin:discipline:edit'), async (c) => {
    await updateDiscipline(c.var.db, c.var.clock, c.var.auth, await readJson(c));
    return ok(c);
  })
  .delete('/admin/discipline/:ids', authed('admin:discipline:remove'), async (c) => {
    await deleteDisciplines(c.var.db, idList(c.req.param('ids'), D.id));
    return ok(c);
  })
  .get('/admin/subject/list', authed('admin:subject:list'), async (c) =>
    okList(c, await listSubjects(c.var.db, c.var.lang, c.req.query())),
  )
  .get('/admin/subject/:id', authed('admin:subject:query'), async (c) =>
    ok(c, await readSubject(c.var.db, c.var.lang, idParam(c.req.param('id'), S.id))),
  )
  .post('/admin/subject', authed('admin:subject:add'), async (c) =>
    ok(c, await createSubject(c.var.db, c.var.clock, c.var.auth, c.var.lang, await readJson(c))),
  )
  .put('/admin/subject', authed('admin:subject:edit'), async (c) => {
    await updateSubject(c.var.db, c.var.clock, c.var.auth, await readJson(c));
    return ok(c);
  })
  .delete('/admin/subject/:ids', authed('admin:subject:remove'), async (c) => {
    await deleteSubjects(c.var.db, idList(c.req.param('ids'), S.id));
    return ok(c);
  })
  .get('/admin/disciplineleader/options/users', authed('admin:disciplineleader:list'), async (c) =>
    ok(c, await leaderCandidates(c.var.db)),
  )
  .get('/admin/disciplineleader/list', authed('admin:disciplineleader:list'), async (c) =>
    okList(c, await listLeaders(c.var.db, c.var.lang, c.req.query())),
  )
  .get('/admin/disciplineleader/:id', authed('admin:disciplineleader:query'), async (c) =>
    ok(c, await readLeader(c.var.db, c.var.lang, idParam(c.req.param('id'), L.id))),
  )
  .post('/admin/disciplineleader', authed('admin:disciplineleader:add'), async (c) =>
    ok(c, await createLeader(c.var.db, c.var.clock, c.var.auth, c.var.lang, await readJson(c))),
  )
  .put('/admin/disciplineleader', authed('admin:disciplineleader:edit'), async (c) => {
    await updateLeader(c.var.db, c.var.clock, c.var.auth, await readJson(c));
    return ok(c);
  })
  .delete('/admin/disciplineleader/:ids', authed('admin:disciplineleader:remove'), async (c) => {
    await deleteLeaders(c.var.db, idList(c.req.param('ids'), L.id));
    return ok(c);
  });
