import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { field, idParam } from '../../lib/validate';
import { CLASS, markTaught, teacherCourse, teacherHome, teacherLesson, unmarkTaught } from './records';

// docs/api.md "Teacher workspace" (user:teacher:*).

const COURSE = field('courseId', '课程', 'Course');
const LESSON = field('lessonId', '课时', 'Lesson');

export const teacherRoutes = new Hono<AppEnv>()
  .get('/user/teacher/home', authed('user:teacher:list'), async (c) =>
    ok(c, await teacherHome(c.var.db, c.var.clock, c.var.auth)),
  )
  .get('/user/teacher/course/:courseId', authed('user:teacher:query'), async (c) =>
    ok(c, await teacherCourse(c.var.db, c.var.auth, idParam(c.req.param('courseId'), COURSE))),
  )
  .get('/user/teacher/lesson/:lessonId', authed('user:teacher:query'), async (c) =>
    ok(c, await teacherLesson(c.var.db, c.var.auth, idParam(c.req.param('lessonId'), LESSON))),
  )
  .post('/user/teacher/lesson/:lessonId/taught', authed('user:teacher:query'), async (c) => {
    const lessonId = idParam(c.req.param('lessonId'), LESSON);
    await markTaught(c.var.db, c.var.clock, c.var.auth, lessonId, await readJson(c));
    return ok(c);
  })
  .delete('/user/teacher/lesson/:lessonId/taught/:classId', authed('user:teacher:query'), async (c) => {
    const lessonId = idParam(c.req.param('lessonId'), LESSON);
    await unmarkTaught(c.var.db, c.var.auth, lessonId, idParam(c.req.param('classId'), CLASS));
    return ok(c);
  });
