import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import { classCalls } from '../class/routes';
import { assignmentChoices } from '../people/assignments';
import * as schema from './schema';
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

export const memberTeacherRoutes = new Hono<AppEnv>()
  .get('/user/member/teacher/list', authed('user:memberteacher:list'), query(schema.teacherListQuery), async (c) =>
    okList(c, await listTeachers(c.var.db, c.var.auth, c.var.lang, c.req.valid('query'))),
  )
  .get('/user/member/teacher/options', authed('user:memberteacher:list'), async (c) =>
    ok(c, await assignmentChoices(c.var.db, c.var.auth, c.var.lang, c.req.query('schoolId')?.trim() ?? '')),
  )
  .get('/user/member/teacher/:userId', authed('user:memberteacher:query'), params(schema.oneTeacher), async (c) =>
    ok(c, await readTeacher(c.var.db, c.var.auth, c.var.lang, c.req.valid('param').userId)),
  )
  .post('/user/member/teacher', authed('user:memberteacher:add'), body(schema.newTeacher), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await addTeacher(db, clock, auth, lang, c.req.valid('json')));
  })
  .put('/user/member/teacher', authed('user:memberteacher:edit'), body(schema.changedTeacher), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await editTeacher(db, clock, auth, lang, c.req.valid('json')));
  });
