import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { courses } from '../../db/schema';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okList, okWhenDone } from '../../lib/envelope';
import { allows } from '../../lib/permissions';
import { updatedBy } from '../../lib/records';
import { body, params, query } from '../../lib/input';
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
import * as records from './records';
import * as schema from './schema';
import { changeCourseSchools, courseSchoolLists } from './schools';

// docs/api.md "Courses": the catalogue's list, delete, enable/disable, the schools a course is
// used by and the discipline and subject options; and "Course editing": one course with its
// files and lessons, create, update and the lesson editor's calls.

export const courseRoutes = new Hono<AppEnv>()
  .get('/admin/course/list', authed('admin:course:list'), query(schema.courseListQuery), async (c) =>
    okList(c, await courseList(c.var.db, c.var.auth, c.req.valid('query'))),
  )

  .get('/admin/course/options/disciplines', authed({ anyOf: OPTION_READERS }), async (c) =>
    ok(c, await disciplineOptions(c.var.db)),
  )

  .put('/admin/course/changeStatus', authed('admin:course:edit'), body(schema.courseStatus), async (c) => {
    const { db, auth, clock } = c.var;
    const { courseId, status } = c.req.valid('json');
    const course = await records.findCourse(db, courseId);
    await db
      .update(courses)
      .set({ status, ...updatedBy(auth, clock) })
      .where(eq(courses.courseId, course.courseId));
    return ok(c);
  })

  .get('/admin/course/:courseId{[0-9]+}/schools', authed('admin:course:query'), params(schema.oneCourse), async (c) => {
    const { db, auth } = c.var;
    const course = await records.findCourse(db, c.req.valid('param').courseId);
    // only those who may change the links need the schools that could be added
    return ok(c, await courseSchoolLists(db, course.courseId, await allows(db, auth.role, 'admin:course:edit')));
  })

  .put(
    '/admin/course/:courseId{[0-9]+}/schools',
    authed('admin:course:edit'),
    params(schema.oneCourse),
    body(schema.courseSchoolChange),
    async (c) => {
      const { db, auth, clock } = c.var;
      const course = await records.findCourse(db, c.req.valid('param').courseId);
      await changeCourseSchools(db, auth, clock, course.courseId, c.req.valid('json'));
      return ok(c);
    },
  )

  .delete('/admin/course/:courseIds', authed('admin:course:remove'), params(schema.someCourses), (c) =>
    okWhenDone(c, deleteCourses(c.var.db, c.req.valid('param').courseIds)),
  )

  .get('/admin/course/lesson/:lessonId', authed('admin:course:query'), params(schema.oneLesson), async (c) =>
    ok(c, await lessonDetail(c.var.db, c.req.valid('param').lessonId)),
  )

  .post('/admin/course/lesson', authed('admin:course:edit'), body(schema.addedLesson), async (c) => {
    const { db, auth, clock } = c.var;
    return ok(c, { lessonId: await createLesson(db, auth, clock, c.req.valid('json')) });
  })

  .put('/admin/course/lesson/order', authed('admin:course:edit'), body(schema.lessonOrder), (c) =>
    okWhenDone(c, orderLessons(c.var.db, c.req.valid('json'))),
  )

  .put('/admin/course/lesson', authed('admin:course:edit'), body(schema.changedLesson), async (c) => {
    const { db, auth, clock } = c.var;
    await updateLesson(db, auth, clock, c.req.valid('json'));
    return ok(c);
  })

  .delete('/admin/course/lesson/:lessonIds', authed('admin:course:edit'), params(schema.someLessons), (c) =>
    okWhenDone(c, deleteLessons(c.var.db, c.req.valid('param').lessonIds)),
  )

  // Only a number is a course: /admin/course/list stays the list.
  .get('/admin/course/:courseId{[0-9]+}', authed('admin:course:query'), params(schema.oneCourse), async (c) =>
    ok(c, await courseDetail(c.var.db, c.req.valid('param').courseId)),
  )

  .post('/admin/course', authed('admin:course:add'), body(schema.newCourse), async (c) => {
    const { db, auth, clock } = c.var;
    return ok(c, { courseId: await createCourse(db, auth, clock, c.req.valid('json')) });
  })

  .put('/admin/course', authed('admin:course:edit'), body(schema.changedCourse), async (c) => {
    const { db, auth, clock } = c.var;
    await updateCourse(db, auth, clock, c.req.valid('json'));
    return ok(c);
  });
