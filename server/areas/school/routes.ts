import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import { developersFor } from './body';
import * as records from './records';
import * as schema from './schema';

// docs/api.md "Schools" (admin:school:*). Named paths come before `/admin/school/:schoolId`.

export const schoolRoutes = new Hono<AppEnv>()
  .get('/admin/school/list', authed('admin:school:list'), query(schema.schoolListQuery), async (c) =>
    okList(c, await records.listSchools(c.var.db, c.var.auth, c.req.valid('query'))),
  )
  .get('/admin/school/options/developers', authed('admin:school:list'), async (c) =>
    ok(c, await developersFor(c.var.db, c.var.auth)),
  )
  .get('/admin/school/options/accounts', authed('admin:school:edit'), query(schema.accountOptionsQuery), async (c) =>
    ok(c, await records.candidateAccounts(c.var.db, c.var.auth, c.req.valid('query'))),
  )
  .get('/admin/school/options/courses', authed('admin:school:edit'), async (c) =>
    ok(c, await records.enabledCourses(c.var.db)),
  )
  .put('/admin/school/changeStatus', authed('admin:school:edit'), body(schema.schoolStatus), (c) =>
    okWhenDone(c, records.changeSchoolStatus(c.var.db, c.var.clock, c.var.auth, c.req.valid('json'))),
  )
  .get('/admin/school/:schoolId', authed('admin:school:query'), params(schema.oneSchool), async (c) =>
    ok(c, await records.schoolDetail(c.var.db, c.var.auth, c.req.valid('param').schoolId)),
  )
  .post('/admin/school', authed('admin:school:add'), body(schema.newSchool), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await records.saveSchool(db, clock, auth, lang, c.req.valid('json'), null));
  })
  .put('/admin/school', authed('admin:school:edit'), body(schema.changedSchool), async (c) => {
    const { db, clock, auth, lang } = c.var;
    const { schoolId, ...values } = c.req.valid('json');
    return ok(c, await records.saveSchool(db, clock, auth, lang, values, schoolId));
  })
  .delete('/admin/school/:schoolIds', authed('admin:school:remove'), params(schema.someSchools), (c) =>
    okWhenDone(c, records.deleteSchools(c.var.db, c.var.auth, c.req.valid('param').schoolIds)),
  );
