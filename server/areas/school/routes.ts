import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { idList, idParam, int } from '../../lib/validate';
import { developersFor, SCHOOL_ID } from './body';
import {
  candidateAccounts,
  changeSchoolStatus,
  deleteSchools,
  enabledCourses,
  listSchools,
  saveSchool,
  schoolDetail,
} from './records';

// docs/api.md "Schools" (admin:school:*). Named paths come before `/admin/school/:schoolId`.

export const schoolRoutes = new Hono<AppEnv>()
  .get('/admin/school/list', authed('admin:school:list'), async (c) =>
    okList(c, await listSchools(c.var.db, c.var.auth, c.req.query())),
  )
  .get('/admin/school/options/developers', authed('admin:school:list'), async (c) =>
    ok(c, await developersFor(c.var.db, c.var.auth)),
  )
  .get('/admin/school/options/accounts', authed('admin:school:edit'), async (c) =>
    ok(c, await candidateAccounts(c.var.db, c.var.auth, c.req.query())),
  )
  .get('/admin/school/options/courses', authed('admin:school:edit'), async (c) => ok(c, await enabledCourses(c.var.db)))
  .put('/admin/school/changeStatus', authed('admin:school:edit'), async (c) => {
    await changeSchoolStatus(c.var.db, c.var.clock, c.var.auth, await readJson(c));
    return ok(c);
  })
  .get('/admin/school/:schoolId', authed('admin:school:query'), async (c) =>
    ok(c, await schoolDetail(c.var.db, c.var.auth, idParam(c.req.param('schoolId'), SCHOOL_ID))),
  )
  .post('/admin/school', authed('admin:school:add'), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await saveSchool(db, clock, auth, lang, await readJson(c), null));
  })
  .put('/admin/school', authed('admin:school:edit'), async (c) => {
    const { db, clock, auth, lang } = c.var;
    const body = await readJson(c);
    return ok(c, await saveSchool(db, clock, auth, lang, body, int(SCHOOL_ID, { required: true })(body)));
  })
  .delete('/admin/school/:schoolIds', authed('admin:school:remove'), async (c) => {
    await deleteSchools(c.var.db, c.var.auth, idList(c.req.param('schoolIds'), SCHOOL_ID));
    return ok(c);
  });
