import { and, asc, count, eq, sql } from 'drizzle-orm';
import { classes, courses, courseSchools, roles, schools, userRoles, users } from '../../../../server/db/schema';
import { db } from '../harness';

// What the school tests read straight from the tables, to check what a call wrote.

export async function userIdOf(userName: string): Promise<number> {
  const [row] = await db().select({ userId: users.userId }).from(users).where(eq(users.userName, userName));
  if (!row) throw new Error(`no user ${userName}`);
  return row.userId;
}

/** A user's school and role ids (sorted), as the tables hold them. */
export async function userState(userName: string) {
  const [user] = await db()
    .select({ userId: users.userId, schoolId: users.schoolId })
    .from(users)
    .where(eq(users.userName, userName));
  const held = await db()
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, user.userId))
    .orderBy(asc(userRoles.roleId));
  return { schoolId: user.schoolId, roleIds: held.map((r) => r.roleId) };
}

export async function schoolRows() {
  return db().select().from(schools).orderBy(asc(schools.schoolId));
}

export async function schoolRow(schoolId: number) {
  const [row] = await db().select().from(schools).where(eq(schools.schoolId, schoolId));
  return row;
}

export async function countOf(table: typeof users | typeof schools | typeof classes): Promise<number> {
  return (await db().select({ n: count() }).from(table))[0].n;
}

export async function classCountAt(schoolId: number): Promise<number> {
  return (await db().select({ n: count() }).from(classes).where(eq(classes.schoolId, schoolId)))[0].n;
}

export async function courseCountAt(schoolId: number): Promise<number> {
  return (await db().select({ n: count() }).from(courseSchools).where(eq(courseSchools.schoolId, schoolId)))[0].n;
}

/** The accounts at the school holding the role. */
export async function staffCountAt(schoolId: number, roleKey: string): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.userId))
    .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
    .where(and(eq(users.schoolId, schoolId), eq(roles.roleKey, roleKey)));
  return row.n;
}

/** A user without a school and without a role, when the seed has one. */
export async function freeUserId(): Promise<number | undefined> {
  const [row] = await db()
    .select({ userId: users.userId })
    .from(users)
    .where(
      and(
        sql`${users.schoolId} is null`,
        sql`not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.userId})`,
      ),
    )
    .orderBy(asc(users.userId))
    .limit(1);
  return row?.userId;
}

export async function enabledCourseIds(): Promise<number[]> {
  const rows = await db()
    .select({ courseId: courses.courseId })
    .from(courses)
    .where(eq(courses.status, '0'))
    .orderBy(asc(courses.courseId));
  return rows.map((r) => r.courseId);
}

export async function schoolIdsUsing(): Promise<number[]> {
  const rows = await db().selectDistinct({ schoolId: courseSchools.schoolId }).from(courseSchools);
  return rows.map((r) => r.schoolId);
}
