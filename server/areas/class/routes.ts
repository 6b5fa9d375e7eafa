import { Hono } from 'hono';
import type { Permission } from '../../../contract/permissions';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { idList, idParam } from '../../lib/validate';
import { CLASS_ID, classOptions, createClass, deleteClasses, listClasses, readClass, updateClass } from './records';
import { addSchoolTeacher } from './new-teacher';
import { classScores, classStudents, importScores, importStudents, rosterKeys } from './roster';

// docs/api.md "Classes, students and scores". The school members' classes (`/user/member/class`)
// are the same calls with the same rules and scope under another name and other permissions.

export interface ClassArea {
  /** the path the calls live under, `/admin/class` for the classes screen */
  base: string;
  perms: Record<'list' | 'query' | 'add' | 'edit' | 'remove' | 'import', Permission>;
}

export function classCalls({ base, perms }: ClassArea) {
  const classId = (raw: string | undefined) => idParam(raw, CLASS_ID);
  return (
    new Hono<AppEnv>()
      .get(`${base}/list`, authed(perms.list), async (c) =>
        okList(c, await listClasses(c.var.db, c.var.auth, c.var.lang, c.req.query())),
      )
      .get(`${base}/options`, authed(perms.list), async (c) =>
        ok(c, await classOptions(c.var.db, c.var.auth, c.var.lang)),
      )
      // a school's new teacher, made by whoever may add the class (./new-teacher.ts)
      .post(`${base}/teacher`, authed(perms.add), async (c) => {
        const { db, clock, auth, lang } = c.var;
        return ok(c, await addSchoolTeacher(db, clock, auth, lang, await readJson(c)));
      })
      .get(`${base}/:classId/students`, authed(perms.query), async (c) =>
        okList(
          c,
          await classStudents(c.var.db, c.var.auth, c.var.lang, classId(c.req.param('classId')), c.req.query()),
        ),
      )
      .get(`${base}/:classId/scores`, authed(perms.query), async (c) =>
        ok(c, await classScores(c.var.db, c.var.auth, classId(c.req.param('classId')), c.req.query())),
      )
      .get(`${base}/:classId/roster-keys`, authed(perms.query), async (c) =>
        ok(c, await rosterKeys(c.var.db, c.var.auth, classId(c.req.param('classId')))),
      )
      .post(`${base}/:classId/students/import`, authed(perms.import), async (c) => {
        const { db, clock, auth } = c.var;
        return ok(c, await importStudents(db, clock, auth, classId(c.req.param('classId')), await readJson(c)));
      })
      .post(`${base}/:classId/scores/import`, authed(perms.import), async (c) => {
        const { db, clock, auth } = c.var;
        return ok(c, await importScores(db, clock, auth, classId(c.req.param('classId')), await readJson(c)));
      })
      .get(`${base}/:classId`, authed(perms.query), async (c) =>
        ok(c, await readClass(c.var.db, c.var.auth, c.var.lang, classId(c.req.param('classId')))),
      )
      .post(base, authed(perms.add), async (c) => {
        const { db, clock, auth, lang } = c.var;
        return ok(c, await createClass(db, clock, auth, lang, await readJson(c)));
      })
      .put(base, authed(perms.edit), async (c) => {
        await updateClass(c.var.db, c.var.clock, c.var.auth, await readJson(c));
        return ok(c);
      })
      .delete(`${base}/:classIds`, authed(perms.remove), async (c) => {
        await deleteClasses(c.var.db, c.var.auth, idList(c.req.param('classIds'), CLASS_ID));
        return ok(c);
      })
  );
}

export const classRoutes = classCalls({
  base: '/admin/class',
  perms: {
    list: 'admin:class:list',
    query: 'admin:class:query',
    add: 'admin:class:add',
    edit: 'admin:class:edit',
    remove: 'admin:class:remove',
    import: 'admin:class:import',
  },
});
