import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import * as records from './records';
import * as schema from './schema';

// docs/api.md "Class teachers" (admin:classteacher:*). Named paths before `/:ids`.

export const classTeacherRoutes = new Hono<AppEnv>()
  .get(
    '/admin/classteacher/list',
    authed('admin:classteacher:list'),
    query(schema.classTeacherListQuery),
    async (c) => {
      const { classId, subjectId, ...q } = c.req.valid('query');
      return okList(c, await records.listClassTeachers(c.var.db, c.var.auth, c.var.lang, { classId, subjectId }, q));
    },
  )
  .get(
    '/admin/classteacher/options',
    authed('admin:classteacher:list'),
    query(schema.classTeacherOptionsQuery),
    async (c) =>
      ok(c, await records.classTeacherOptions(c.var.db, c.var.auth, c.var.lang, c.req.valid('query').schoolId)),
  )
  .post('/admin/classteacher', authed('admin:classteacher:add'), body(schema.newClassTeacher), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await records.addClassTeacher(db, clock, auth, lang, c.req.valid('json')));
  })
  .delete('/admin/classteacher/:ids', authed('admin:classteacher:remove'), params(schema.someClassTeachers), (c) =>
    okWhenDone(c, records.removeClassTeachers(c.var.db, c.var.auth, c.req.valid('param').ids)),
  );
