import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { body, params } from '../../lib/input';
import * as records from './records';
import * as schema from './schema';

// docs/api.md "Teacher workspace" (user:teacher:*).

export const teacherRoutes = new Hono<AppEnv>()
  .get('/user/teacher/home', authed('user:teacher:list'), async (c) =>
    ok(c, await records.teacherHome(c.var.db, c.var.clock, c.var.auth)),
  )
  .get('/user/teacher/course/:courseId', authed('user:teacher:query'), params(schema.oneCourse), async (c) =>
    ok(c, await records.teacherCourse(c.var.db, c.var.auth, c.req.valid('param').courseId)),
  )
  .get('/user/teacher/lesson/:lessonId', authed('user:teacher:query'), params(schema.oneLesson), async (c) =>
    ok(c, await records.teacherLesson(c.var.db, c.var.auth, c.req.valid('param').lessonId)),
  )
  .post(
    '/user/teacher/lesson/:lessonId/taught',
    authed('user:teacher:query'),
    params(schema.oneLesson),
    body(schema.taughtTo),
    async (c) => {
      const { lessonId } = c.req.valid('param');
      await records.markTaught(c.var.db, c.var.clock, c.var.auth, lessonId, c.req.valid('json').classId);
      return ok(c);
    },
  )
  .delete(
    '/user/teacher/lesson/:lessonId/taught/:classId',
    authed('user:teacher:query'),
    params(schema.lessonOfClass),
    async (c) => {
      const { lessonId, classId } = c.req.valid('param');
      await records.unmarkTaught(c.var.db, c.var.auth, lessonId, classId);
      return ok(c);
    },
  );
