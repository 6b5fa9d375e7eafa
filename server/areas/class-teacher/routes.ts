import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { idList } from '../../lib/validate';
import { addClassTeacher, classTeacherOptions, F, listClassTeachers, removeClassTeachers } from './records';

// docs/api.md "Class teachers" (admin:classteacher:*). Named paths before `/:ids`.

export const classTeacherRoutes = new Hono<AppEnv>()
  .get('/admin/classteacher/list', authed('admin:classteacher:list'), async (c) =>
    okList(c, await listClassTeachers(c.var.db, c.var.auth, c.var.lang, c.req.query())),
  )
  .get('/admin/classteacher/options', authed('admin:classteacher:list'), async (c) =>
    ok(c, await classTeacherOptions(c.var.db, c.var.auth, c.var.lang, c.req.query())),
  )
  .post('/admin/classteacher', authed('admin:classteacher:add'), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await addClassTeacher(db, clock, auth, lang, await readJson(c)));
  })
  .delete('/admin/classteacher/:ids', authed('admin:classteacher:remove'), async (c) => {
    await removeClassTeachers(c.var.db, c.var.auth, idList(c.req.param('ids'), F.id));
    return ok(c);
  });
