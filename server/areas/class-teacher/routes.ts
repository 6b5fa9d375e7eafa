import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import { addClassTeacher, classTeacherOptions, listClassTeachers, removeClassTeachers } from './records';
import { classTeacherListQuery, classTeacherOptionsQuery, newClassTeacher, someClassTeachers } from './schema';

// docs/api.md "Class teachers" (admin:classteacher:*). Named paths before `/:ids`.

export const classTeacherRoutes = new Hono<AppEnv>()
  .get('/admin/classteacher/list', authed('admin:classteacher:list'), query(classTeacherListQuery), async (c) => {
    const { classId, subjectId, ...q } = c.req.valid('query');
    return okList(c, await listClassTeachers(c.var.db, c.var.auth, c.var.lang, { classId, subjectId }, q));
  })
  .get('/admin/classteacher/options', authed('admin:classteacher:list'), query(classTeacherOptionsQuery), async (c) =>
    ok(c, await classTeacherOptions(c.var.db, c.var.auth, c.var.lang, c.req.valid('query').schoolId)),
  )
  .post('/admin/classteacher', authed('admin:classteacher:add'), body(newClassTeacher), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await addClassTeacher(db, clock, auth, lang, c.req.valid('json')));
  })
  .delete('/admin/classteacher/:ids', authed('admin:classteacher:remove'), params(someClassTeachers), (c) =>
    okWhenDone(c, removeClassTeachers(c.var.db, c.var.auth, c.req.valid('param').ids)),
  );
