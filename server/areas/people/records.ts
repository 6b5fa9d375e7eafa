import { and, eq, exists, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import { roles, staffAssignmentCourses, staffAssignments, userRoles, users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { fail } from '../../lib/errors';
import { named, type Lang } from '../../lib/lang';
import { containsText, param, type Query } from '../../lib/paging';
import { subquery } from '../../lib/subquery';
import { staffIdPage, staffWithSchool } from './staff-page';
import type { personAssigned } from './schema';
import type { z } from 'zod';
import { isPlatformStaff, notPlatformStaff } from '../school/accounts';
import { requireSchool, schoolAsked, withinSchools } from '../school/scope';
import { assignmentsOf, readAssignment, saveAssignment } from './assignments';
import { linkedToUsers, namesOf } from './linked-records';

// People (docs/api.md "People", admin:people:*): a school's staff (every account working at the
// school that is no platform staff) with the courses and classes each is assigned to. Scoped to
// the caller's schools.

/** The staff member named in a request: at a school the caller sees (403 otherwise), no platform staff. */
export async function staffMember(db: Db, auth: Auth, userId: number) {
  const [member] = await db
    .select({ userId: users.userId, schoolId: users.schoolId, staff: isPlatformStaff })
    .from(users)
    .where(eq(users.userId, userId));
  if (!member || member.schoolId === null) return fail('该人员不属于任何学校', 'This person does not work at a school');
  await requireSchool(db, auth, member.schoolId);
  if (member.staff) fail('平台人员不属于学校的人员', "Platform staff are not one of a school's staff");
  return { userId: member.userId, schoolId: member.schoolId };
}

const assignedCourses = subquery
  .select({ one: sql`1` })
  .from(staffAssignmentCourses)
  .where(eq(staffAssignmentCourses.userId, users.userId));

/** The page's people with their school, role names and assignments. */
export async function peopleRows(db: Db, lang: Lang, userIds: number[]) {
  if (!userIds.length) return [];
  const people = await staffWithSchool(db, userIds);
  const held = await linkedToUsers(
    db,
    userIds,
    { userId: userRoles.userId, recordId: userRoles.roleId },
    { id: roles.roleId, zh: roles.roleName, en: roles.roleNameEn },
  );
  const assigned = await assignmentsOf(db, userIds, lang);
  return userIds.map((id) => {
    // the people list answers no nickname or email
    const { schoolZh, schoolEn, nickName: _nickName, email: _email, ...person } = people.find((p) => p.userId === id)!;
    return {
      ...person,
      schoolName: named(lang, schoolZh, schoolEn),
      roleNames: namesOf(held, id, lang),
      ...assigned.get(id)!,
    };
  });
}

export async function listPeople(db: Db, auth: Auth, lang: Lang, q: Query) {
  const schoolId = await schoolAsked(db, auth, param(q, 'schoolId'));
  const assigned = param(q, 'assigned');
  const where = and(
    isNotNull(users.schoolId),
    notPlatformStaff,
    withinSchools(auth, users.schoolId),
    schoolId ? eq(users.schoolId, schoolId) : undefined,
    containsText(param(q, 'name'), users.name, users.userName),
    assigned === '1' ? exists(assignedCourses) : assigned === '0' ? notExists(assignedCourses) : undefined,
  );
  const page = await staffIdPage(db, q, where);
  return { ...page, rows: await peopleRows(db, lang, page.rows) };
}

export async function assignPerson(
  db: Db,
  clock: Clock,
  auth: Auth,
  lang: Lang,
  asked: z.output<typeof personAssigned>,
) {
  const member = await staffMember(db, auth, asked.userId);
  await saveAssignment(db, clock, auth, member, await readAssignment(db, asked, member.schoolId));
  return (await peopleRows(db, lang, [member.userId]))[0];
}

/** Clears the assignments of the people named (their accounts stay), or none when one is refused. */
export async function clearAssignments(db: Db, auth: Auth, userIds: number[]) {
  await db.transaction(async (tx) => {
    for (const id of userIds) await staffMember(tx, auth, id);
    await tx.delete(staffAssignments).where(inArray(staffAssignments.userId, userIds));
  });
}
