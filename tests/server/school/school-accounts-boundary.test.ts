import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { classes, courseSchools, staffAssignmentCourses, users } from '../../../server/db/schema';
import { db } from '../helpers/harness';
import { call, login } from '../helpers/client';

// A school's screens (members, people) touch only the school's own accounts: users working at a
// school the caller looks after who are not platform staff (docs/api.md "School members",
// "People"). The seeded `multi` works at school 1 and holds the teacher role, but is also a
// discipline leader: platform staff, out of reach of school 1's administrator and principal.

const accountRow = async (userName: string) => (await db().select().from(users).where(eq(users.userName, userName)))[0];

async function schoolChoices(schoolId: number) {
  const [course] = await db()
    .select({ courseId: courseSchools.courseId })
    .from(courseSchools)
    .where(eq(courseSchools.schoolId, schoolId))
    .orderBy(asc(courseSchools.courseId))
    .limit(1);
  const [klass] = await db()
    .select({ classId: classes.classId })
    .from(classes)
    .where(eq(classes.schoolId, schoolId))
    .orderBy(asc(classes.classId))
    .limit(1);
  return { courseIds: [course.courseId], classIds: [klass.classId] };
}

const assignedCourses = async (userId: number) =>
  (await db().select().from(staffAssignmentCourses).where(eq(staffAssignmentCourses.userId, userId))).map(
    (r) => r.courseId,
  );

describe('platform staff on the members screen', () => {
  it.each(['schooladmin', 'principal', 'admin'])(
    'cannot be edited, disabled or given a new email by %s',
    async (who) => {
      const token = await login(who);
      const multi = await accountRow('multi');
      expect(multi.schoolId).toBe(1);
      const before = await assignedCourses(multi.userId);
      const reply = await call('/user/member/teacher', {
        token,
        method: 'PUT',
        lang: 'en',
        body: {
          userId: multi.userId,
          name: multi.name,
          email: 'attacker@example.com',
          status: '1',
          ...(await schoolChoices(1)),
        },
      });
      expect(reply).toMatchObject({ code: 500, msg: 'The teacher does not exist' });
      expect(await accountRow('multi')).toMatchObject({ status: '0', email: multi.email });
      expect(await assignedCourses(multi.userId)).toEqual(before);
    },
  );

  it('is neither listed nor readable as a school’s teacher', async () => {
    const token = await login('schooladmin');
    const multi = await accountRow('multi');
    const list = await call<unknown, { userId: number }>('/user/member/teacher/list', {
      token,
      query: { pageSize: 100 },
    });
    expect(list.code).toBe(200);
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.rows.map((r) => r.userId)).not.toContain(multi.userId);
    expect(await call(`/user/member/teacher/${multi.userId}`, { token, lang: 'en' })).toMatchObject({
      code: 500,
      msg: 'The teacher does not exist',
      kind: 'notFound',
    });
  });
});

describe('platform staff on the people screen', () => {
  it.each(['schooladmin', 'principal', 'admin'])('cannot be assigned or cleared by %s', async (who) => {
    const token = await login(who);
    const multi = await accountRow('multi');
    const before = await assignedCourses(multi.userId);
    const assign = await call('/admin/people', {
      token,
      method: 'PUT',
      lang: 'en',
      body: { userId: multi.userId, ...(await schoolChoices(1)) },
    });
    expect(assign).toMatchObject({ code: 500, msg: "Platform staff are not one of a school's staff" });
    const clear = await call(`/admin/people/${multi.userId}`, { token, method: 'DELETE', lang: 'en' });
    expect(clear).toMatchObject({ code: 500, msg: "Platform staff are not one of a school's staff" });
    expect(await assignedCourses(multi.userId)).toEqual(before);
  });

  it('is not listed among a school’s staff', async () => {
    const multi = await accountRow('multi');
    const list = await call<unknown, { userId: number }>('/admin/people/list', {
      token: await login('schooladmin'),
      query: { pageSize: 100 },
    });
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.rows.map((r) => r.userId)).not.toContain(multi.userId);
  });
});
