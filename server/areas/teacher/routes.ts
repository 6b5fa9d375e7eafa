import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { body, params } from '../../lib/input';
import { markTaught, teacherCourse, teacherHome, teacherLesson, unmarkTaught } from './records';
import { lessonOfClass, oneCourse, oneLesson, taughtTo } from './schema';

// docs/api.md "Teacher workspace" (user:teacher:*).

export const teacherRoutes = new Hono<AppEnv>()
  .get('/user/teacher/home', authed('user:teacher:list'), async (c) =>
    ok(c, await teacherHome(c.var.db, c.var.clock, c.var.auth)),
  )
  .get('/user/teacher/course/:courseId', authed('user:teacher:query'), params(oneCourse), async (c) =>
    ok(c, await teacherCourse(c.var.db, c.var.auth, c.req.valid('param').courseId)),
  )
  .get('/user/teacher/lesson/:lessonId', authed('user:teacher:query'), params(oneLesson), async (c) =>
    ok(c, await teacherLesson(c.var.db, c.var.auth, c.req.valid('param').lessonId)),
  )
  .post(
    '/user/teacher/lesson/:lessonId/taught',
    authed('user:teacher:query'),
    params(oneLesson),
    body(taughtTo),
    async (c) => {
      const { lessonId } = c.req.valid('param');
      await markTaught(c.var.db, c.var.clock, c.var.auth, lessonId, c.req.valid('json').classId);
      return ok(c);
    },
  )
  .delete(
    '/user/teacher/lesson/:lessonId/taught/:classId',
    authed('user:teacher:query'),
    params(lessonOfClass),
    async (c) => {
      const { lessonId, classId } = c.req.valid('param');
      await unmarkTaught(c.var.db, c.var.auth, lessonId, classId);
      return ok(c);
    },
  );
