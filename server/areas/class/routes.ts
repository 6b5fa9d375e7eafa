import { Hono } from 'hono';
import type { Permission } from '@contract/permissions';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { body, params, query } from '../../lib/input';
import { addSchoolTeacher } from './new-teacher';
import * as records from './records';
import { classScores, classStudents, importScores, importStudents, rosterKeys } from './roster';
import * as schema from './schema';

// docs/api.md "Classes, students and scores". The school members' classes (`/user/member/class`)
// are the same calls with the same rules and scope under another name and other permissions.

export interface ClassArea<Base extends string> {
  /** the path the calls live under, `/admin/class` for the classes screen (a literal, so that the
   * routes' types, and the tests' typed client, name the very paths) */
  base: Base;
  perms: Record<'list' | 'query' | 'add' | 'edit' | 'remove' | 'import', Permission>;
}

export function classCalls<const Base extends string>({ base, perms }: ClassArea<Base>) {
  return (
    new Hono<AppEnv>()
      .get(`${base}/list`, authed(perms.list), query(schema.classListQuery), async (c) => {
        const { schoolId, grade, ...q } = c.req.valid('query');
        return okList(c, await records.listClasses(c.var.db, c.var.auth, c.var.lang, { schoolId, grade }, q));
      })
      .get(`${base}/options`, authed(perms.list), async (c) =>
        ok(c, await records.classOptions(c.var.db, c.var.auth, c.var.lang)),
      )
      // a school's new teacher, made by whoever may add the class (./new-teacher.ts)
      .post(`${base}/teacher`, authed(perms.add), body(schema.newTeacher), async (c) => {
        const { db, clock, auth, lang } = c.var;
        return ok(c, await addSchoolTeacher(db, clock, auth, lang, c.req.valid('json')));
      })
      .get(
        `${base}/:classId/students`,
        authed(perms.query),
        params(schema.oneClass),
        query(schema.rosterQuery),
        async (c) => {
          const { db, auth, lang } = c.var;
          return okList(c, await classStudents(db, auth, lang, c.req.valid('param').classId, c.req.valid('query')));
        },
      )
      .get(
        `${base}/:classId/scores`,
        authed(perms.query),
        params(schema.oneClass),
        query(schema.rosterQuery),
        async (c) => ok(c, await classScores(c.var.db, c.var.auth, c.req.valid('param').classId, c.req.valid('query'))),
      )
      .get(`${base}/:classId/roster-keys`, authed(perms.query), params(schema.oneClass), async (c) =>
        ok(c, await rosterKeys(c.var.db, c.var.auth, c.req.valid('param').classId)),
      )
      .post(
        `${base}/:classId/students/import`,
        authed(perms.import),
        params(schema.oneClass),
        body(schema.rosterImport),
        async (c) => {
          const { db, clock, auth } = c.var;
          return ok(c, await importStudents(db, clock, auth, c.req.valid('param').classId, c.req.valid('json')));
        },
      )
      .post(
        `${base}/:classId/scores/import`,
        authed(perms.import),
        params(schema.oneClass),
        body(schema.rosterImport),
        async (c) => {
          const { db, clock, auth } = c.var;
          return ok(c, await importScores(db, clock, auth, c.req.valid('param').classId, c.req.valid('json')));
        },
      )
      .get(`${base}/:classId`, authed(perms.query), params(schema.oneClass), async (c) =>
        ok(c, await records.readClass(c.var.db, c.var.auth, c.var.lang, c.req.valid('param').classId)),
      )
      .post(base, authed(perms.add), body(schema.newClass), async (c) => {
        const { db, clock, auth, lang } = c.var;
        return ok(c, await records.createClass(db, clock, auth, lang, c.req.valid('json')));
      })
      .put(base, authed(perms.edit), body(schema.changedClass), async (c) => {
        const { classId, ...values } = c.req.valid('json');
        await records.updateClass(c.var.db, c.var.clock, c.var.auth, classId, values);
        return ok(c);
      })
      .delete(`${base}/:classIds`, authed(perms.remove), params(schema.someClasses), (c) =>
        okWhenDone(c, records.deleteClasses(c.var.db, c.var.auth, c.req.valid('param').classIds)),
      )
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
