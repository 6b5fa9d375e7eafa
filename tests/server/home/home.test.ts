import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { activities, approvals, classes, roles, schools, userRoles, users } from '../../../server/db/schema';
import { call, captcha, login } from '../helpers/client';
import { db } from '../helpers/harness';

// docs/api.md "Home": the seed's counts, read from its tables (other seeds grow them), of the
// schools in `schoolIds` (every school when omitted).

async function seedCounts(schoolIds?: number[]) {
  const inScope = (column: AnyPgColumn): SQL | undefined =>
    schoolIds ? (schoolIds.length ? inArray(column, schoolIds) : sql`false`) : undefined;
  const n = async (rows: Promise<Array<{ n: number }>>) => (await rows)[0].n;
  return {
    schools: await n(db().select({ n: count() }).from(schools).where(inScope(schools.schoolId))),
    teachers: await n(
      db()
        .select({ n: count() })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.userId))
        .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
        .where(and(eq(users.status, '0'), eq(roles.roleKey, 'teacher'), inScope(users.schoolId))),
    ),
    classes: await n(db().select({ n: count() }).from(classes).where(inScope(classes.schoolId))),
    pendingApprovals: await n(
      db()
        .select({ n: count() })
        .from(approvals)
        .where(and(eq(approvals.status, '0'), inScope(approvals.schoolId))),
    ),
  };
}

const activityCount = async () => (await db().select({ n: count() }).from(activities))[0].n;

const stats = async (username: string) =>
  (await call<Record<string, number>>('/home/stats', { token: await login(username) })).data;

describe('GET /home/stats', () => {
  it('counts everything for the administrator', async () => {
    expect((await seedCounts()).schools).toBeGreaterThanOrEqual(30);
    expect(await stats('admin')).toEqual({
      ...(await seedCounts()),
      courses: 44,
      unreadMessages: 7,
      activities: await activityCount(),
    });
  });

  it("counts only the user's school for school staff", async () => {
    expect(await stats('schooladmin')).toEqual({
      ...(await seedCounts([1])),
      schools: 1,
      courses: 16,
      unreadMessages: 3,
      activities: await activityCount(),
    });
  });

  it('counts no unread messages for a teacher: their own feedback waits for the course team', async () => {
    expect(await stats('teacher')).toMatchObject({ unreadMessages: 0 });
  });

  it('counts the schools a business developer looks after', async () => {
    const bdSchools = (
      await db().select({ schoolId: schools.schoolId }).from(schools).where(eq(schools.bdUserId, 6))
    ).map((s) => s.schoolId);
    const { schools: schoolCount, classes: classCount, pendingApprovals } = await seedCounts(bdSchools);
    expect(await stats('bd')).toMatchObject({ schools: schoolCount, classes: classCount, pendingApprovals });
  });

  it('counts from the live tables, not fixed numbers', async () => {
    const { uuid, code } = await captcha();
    const body = { username: 'newteacher', password: 'secret1', confirmPassword: 'secret1', uuid, code };
    const before = (await stats('admin')).teachers;
    expect((await call('/register', { method: 'POST', body })).code).toBe(200);
    expect((await stats('admin')).teachers).toBe(before + 1);
  });

  it('needs a login', async () => {
    expect((await call('/home/stats')).code).toBe(401);
  });
});
