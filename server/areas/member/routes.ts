import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { field, idParam } from '../../lib/validate';
import { classCalls } from '../class/routes';
import { assignmentChoices } from '../people/assignments';
import { addTeacher, editTeacher, listTeachers, readTeacher } from './teachers';

// docs/api.md "School members": a school's own classes (the classes screen's very calls under
// /user/member/class and the user:memberclass:* permissions; importing a roster changes the
// class, so it needs user:memberclass:edit) and its teachers (/user/member/teacher).

export const memberClassRoutes = classCalls({
  base: '/user/member/class',
  perms: {
    list: 'user:memberclass:list',
    query: 'user:memberclass:query',
    add: 'user:memberclass:add',
    edit: 'user:memberclass:edit',
    remove: 'user:memberclass:remove',
    import: 'user:memberclass:edit',
  },
});

const TEACHER = field('userId', '教师', 'Teacher');

export const memberTeacherRoutes = new Hono<AppEnv>()
  .get('/user/member/teacher/list', authed('user:memberteacher:list'), async (c) =>
    okList(c, await listTeachers(c.var.db, c.var.auth, c.var.lang, c.req.query())),
  )
  .get('/user/member/teacher/options', authed('user:memberteacher:list'), async (c) =>
    ok(c, await assignmentChoices(c.var.db, c.var.auth, c.var.lang, c.req.query('schoolId')?.trim() ?? '')),
  )
  .get('/user/member/teacher/:userId', authed('user:memberteacher:query'), async (c) =>
    ok(c, await readTeacher(c.var.db, c.var.auth, c.var.lang, idParam(c.req.param('userId'), TEACHER))),
  )
  .post('/user/member/teacher', authed('user:memberteacher:add'), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await addTeacher(db, clock, auth, lang, await readJson(c)));
  })
  .put('/user/member/teacher', authed('user:memberteacher:edit'), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await editTeacher(db, clock, auth, lang, await readJson(c)));
  });
