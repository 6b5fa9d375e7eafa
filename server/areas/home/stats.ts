import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  activities,
  approvals,
  classes,
  courses,
  courseSchools,
  roles,
  schools,
  userRoles,
  users,
} from '../../db/schema';
import type { Db } from '../../db/types';
import type { Auth } from '../../lib/context';
import { unreadCount } from '../message/records';
import { BUSINESS_DEVELOPER, seesEverySchool, withinSchools } from '../school/scope';

// The home dashboard's counts for the active role (docs/api.md "Home"): the platform roles count
// everything, a business developer the schools they look after, school staff (school admin,
// principal, teacher) their own school; unread messages follow the message screen's rule.

/** The condition a record's school meets on the dashboard; undefined when every school counts. */
function homeSchools(auth: Auth, column: AnyPgColumn): SQL | undefined {
  if (seesEverySchool(auth) || auth.role?.roleKey === BUSINESS_DEVELOPER) return withinSchools(auth, column);
  return auth.user.schoolId === null ? sql`false` : eq(column, auth.user.schoolId);
}

export async function homeStats(db: Db, auth: Auth) {
  const counted = async (query: Promise<Array<{ n: number }>>) => (await query)[0].n;
  const coursesInScope = homeSchools(auth, courseSchools.schoolId);
  const [schoolCount, courseCount, teacherCount, classCount, pending, unread, activityCount] = await Promise.all([
    counted(db.select({ n: count() }).from(schools).where(homeSchools(auth, schools.schoolId))),
    counted(
      db
        .select({ n: count() })
        .from(courses)
        .where(
          coursesInScope &&
            inArray(
              courses.courseId,
              db.select({ courseId: courseSchools.courseId }).from(courseSchools).where(coursesInScope),
            ),
        ),
    ),
    counted(
      db
        .select({ n: sql<number>`count(distinct ${users.userId})::int` })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.userId))
        .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
        .where(and(eq(users.status, '0'), eq(roles.roleKey, 'teacher'), homeSchools(auth, users.schoolId))),
    ),
    counted(db.select({ n: count() }).from(classes).where(homeSchools(auth, classes.schoolId))),
    counted(
      db
        .select({ n: count() })
        .from(approvals)
        .where(and(eq(approvals.status, '0'), homeSchools(auth, approvals.schoolId))),
    ),
    unreadCount(db, auth),
    counted(db.select({ n: count() }).from(activities)),
  ]);
  return {
    schools: schoolCount,
    courses: courseCount,
    teachers: teacherCount,
    classes: classCount,
    pendingApprovals: pending,
    unreadMessages: unread,
    activities: activityCount,
  };
}
