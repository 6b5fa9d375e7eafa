import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { courses } from '../../db/schema';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok, okList } from '../../lib/envelope';
import { fail } from '../../lib/errors';
import { allows } from '../../lib/permissions';
import { updatedBy } from '../../lib/records';
import { choice, idList, idParam, int, text } from '../../lib/validate';
import { courseList, deleteCourses, disciplineOptions, OPTION_READERS } from './catalogue';
import {
  courseDetail,
  createCourse,
  createLesson,
  deleteLessons,
  lessonDetail,
  orderLessons,
  updateCourse,
  updateLesson,
} from './editing';
import { F } from './fields';
import { findCourse } from './records';
import { changeCourseSchools, courseSchoolLists } from './schools';

// docs/api.md "Courses": the catalogue's list, delete, enable/disable, the schools a course is
// used by and the discipline and subject options; and "Course editing": one course with its
// files and lessons, create, update and the lesson editor's calls.

export const courseRoutes = new Hono<AppEnv>()
  .get('/admin/course/list', authed('admin:course:list'), async (c) =>
    okList(c, await courseList(c.var.db, c.var.auth, c.req.query())),
  )

  .get('/admin/course/options/disciplines', authed({ anyOf: OPTION_READERS }), async (c) =>
    ok(c, await disciplineOptions(c.var.db)),
  )

  .put('/admin/course/changeStatus', authed('admin:course:edit'), async (c) => {
    const { db, auth, clock } = c.var;
    const body = await readJson(c);
    const course = await findCourse(db, int(F.courseId, { required: true })(body) ?? 0);
    if (!text(F.status)(body)) fail('状态不能为空', 'Status is required');
    const status = choice(F.status, ['0', '1'], '0')(body);
    await db
      .update(courses)
      .set({ status, ...updatedBy(auth, clock) })
      .where(eq(courses.courseId, course.courseId));
    return ok(c);
  })

  .get('/admin/course/:courseId{[0-9]+}/schools', authed('admin:course:query'), async (c) => {
    const { db, auth } = c.var;
    const course = await findCourse(db, idParam(c.req.param('courseId'), F.courseId));
    // only those who may change the links need the schools that could be added
    return ok(c, await courseSchoolLists(db, course.courseId, await allows(db, auth.role, 'admin:course:edit')));
  })

  .put('/admin/course/:courseId{[0-9]+}/schools', authed('admin:course:edit'), async (c) => {
    const { db, auth, clock } = c.var;
    const course = await findCourse(db, idParam(c.req.param('courseId'), F.courseId));
    await changeCourseSchools(db, auth, clock, course.courseId, await readJson(c));
    return ok(c);
  })

  .delete('/admin/course/:courseIds', authed('admin:course:remove'), async (c) => {
    await deleteCourses(c.var.db, idList(c.req.param('courseIds'), F.courseId));
    return ok(c);
  })

  .get('/admin/course/lesson/:lessonId', authed('admin:course:query'), async (c) =>
    ok(c, await lessonDetail(c.var.db, idParam(c.req.param('lessonId'), F.lessonId))),
  )

  .post('/admin/course/lesson', authed('admin:course:edit'), async (c) => {
    const { db, auth, clock } = c.var;
    return ok(c, { lessonId: await createLesson(db, auth, clock, await readJson(c)) });
  })

  .put('/admin/course/lesson/order', authed('admin:course:edit'), async (c) => {
    await orderLessons(c.var.db, await readJson(c));
    return ok(c);
  })

  .put('/admin/course/lesson', authed('admin:course:edit'), async (c) => {
    const { db, auth, clock } = c.var;
    await updateLesson(db, auth, clock, await readJson(c));
    return ok(c);
  })

  .delete('/admin/course/lesson/:lessonIds', authed('admin:course:edit'), async (c) => {
    await deleteLessons(c.var.db, idList(c.req.param('lessonIds'), F.lessonId));
    return ok(c);
  })

  // Only a number is a course: /admin/course/list stays the list.
  .get('/admin/course/:courseId{[0-9]+}', authed('admin:course:query'), async (c) =>
    ok(c, await courseDetail(c.var.db, idParam(c.req.param('courseId'), F.courseId))),
  )

  .post('/admin/course', authed('admin:course:add'), async (c) => {
    const { db, auth, clock } = c.var;
    return ok(c, { courseId: await createCourse(db, auth, clock, await readJson(c)) });
  })

  .put('/admin/course', authed('admin:course:edit'), async (c) => {
    const { db, auth, clock } = c.var;
    await updateCourse(db, auth, clock, await readJson(c));
    return ok(c);
  });
