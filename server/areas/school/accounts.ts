import { and, asc, eq, exists, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { AccountRole } from '@contract/schemas/school';
import { classes, classTeachers, roles, userRoles, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { conflict, fail } from '../../lib/errors';
import { containsText } from '../../lib/paging';
import { syncSessions } from '../user/role-grants';

// A school's accounts (docs/api.md "Saving a school"): its administrators, principals and
// teachers are the accounts working at the school (`sys_user.school_id`) that hold that role. The
// editor picks existing accounts or creates new ones.

export const TEACHER_ROLE_KEY = 'teacher';
export const SCHOOL_ROLE_KEY = {
  admins: 'school_admin',
  principals: 'principal',
  teachers: TEACHER_ROLE_KEY,
} as const satisfies Record<AccountRole, string>;
export type { AccountRole };

/**
 * Platform staff (the administrator, discipline leaders, business developers) never become a
 * school's account, and a school's screens never touch them: an account holding any of these
 * roles is platform staff, whatever school it names.
 */
const PLATFORM_ROLE_KEYS = ['admin', 'discipline_leader', 'A4'];

export const ACCOUNT_COLUMNS = {
  userId: users.userId,
  userName: users.userName,
  name: users.name,
  phonenumber: users.phonenumber,
  status: users.status,
};

export type Account = { userId: number; userName: string; name: string; phonenumber: string; status: string };

/**
 * A subquery of the roles the outer account (`sys_user`) holds whose key meets `key`, tied to it
 * by the column object: drizzle qualifies it with its table, so it is the outer row's.
 */
const rolesHeld = (key?: SQL) =>
  new QueryBuilder()
    .select({ one: sql`1` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
    .where(and(eq(userRoles.userId, users.userId), key));

/** The condition "the account (`sys_user`) holds the role with this key". */
export const holdsRole = (roleKey: string) => sql<boolean>`${exists(rolesHeld(eq(roles.roleKey, roleKey)))}`;

/** The condition "the account (`sys_user`) is platform staff". */
export const isPlatformStaff = sql<boolean>`${exists(rolesHeld(inArray(roles.roleKey, PLATFORM_ROLE_KEYS)))}`;

/** The condition "the account (`sys_user`) is no platform staff": one of a school's own accounts. */
export const notPlatformStaff = sql<boolean>`not ${isPlatformStaff}`;

/** The refusal of platform staff as a school's account, naming the account. */
export function refusePlatformStaff(userName: string): never {
  return fail(
    `用户“${userName}”是平台人员，不能作为学校账号`,
    `The user "${userName}" is platform staff and cannot be a school account`,
  );
}

export async function roleIdOf(db: Db, roleKey: string): Promise<number> {
  const [row] = await db.select({ roleId: roles.roleId }).from(roles).where(eq(roles.roleKey, roleKey));
  if (!row) throw new Error(`role ${roleKey} is missing`);
  return row.roleId;
}

/**
 * The accounts of the school holding the role, by id. Platform staff working at the school (an
 * account that is also a discipline leader, say) are not the school's to list or change here, as
 * on its members' screens: the editor never offers, keeps or drops them.
 */
export function accountsOf(db: Db, schoolId: number, roleKey: string): Promise<Account[]> {
  return db
    .select(ACCOUNT_COLUMNS)
    .from(users)
    .where(and(eq(users.schoolId, schoolId), holdsRole(roleKey), notPlatformStaff))
    .orderBy(asc(users.userId));
}

/** Up to 50 enabled accounts the editor may pick: not platform staff, without a school or at this one. */
export function accountCandidates(db: Db, schoolId: number | null, keyword: string): Promise<Account[]> {
  return db
    .select(ACCOUNT_COLUMNS)
    .from(users)
    .where(
      and(
        eq(users.status, '0'),
        notPlatformStaff,
        schoolId === null ? isNull(users.schoolId) : or(isNull(users.schoolId), eq(users.schoolId, schoolId)),
        containsText(keyword, users.userName, users.name, users.phonenumber),
      ),
    )
    .orderBy(asc(users.userId))
    .limit(50);
}

/** Checks picked accounts before anything is saved: they exist, are no platform staff and no other school's. */
export async function checkPicked(db: Db, schoolId: number | null, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await db
    .select({ userId: users.userId, userName: users.userName, schoolId: users.schoolId, staff: isPlatformStaff })
    .from(users)
    .where(inArray(users.userId, ids));
  for (const id of ids) {
    const user = found.find((u) => u.userId === id) ?? fail(`用户 ${id} 不存在`, `The user ${id} does not exist`);
    if (user.staff) refusePlatformStaff(user.userName);
    if (user.schoolId !== null && user.schoolId !== schoolId) {
      conflict(`用户“${user.userName}”已属于其他学校`, `The user "${user.userName}" already works at another school`);
    }
  }
  return [...new Set(ids)];
}

/** A teacher still teaching one of the school's classes stays its teacher: the class needs them. */
async function refuseDroppingTeachers(db: Db, schoolId: number, dropped: number[]): Promise<void> {
  if (!dropped.length) return;
  const [teaching] = await db
    .select({ userName: users.userName })
    .from(classTeachers)
    .innerJoin(classes, eq(classes.classId, classTeachers.classId))
    .innerJoin(users, eq(users.userId, classTeachers.userId))
    .where(and(eq(classes.schoolId, schoolId), inArray(classTeachers.userId, dropped)))
    .limit(1);
  if (teaching) {
    conflict(
      `教师“${teaching.userName}”仍在本校班级任教，请先更换该班级的教师`,
      `The teacher "${teaching.userName}" still teaches a class of this school; change that class's teachers first`,
    );
  }
}

/**
 * Makes `userIds` the school's accounts of one role: they work at the school and hold the role;
 * an account no longer listed loses the role, and leaves the school when it holds no role any
 * more. Sessions acting in a lost role move to a role still held.
 */
export async function setAccounts(db: Db, schoolId: number, roleKey: string, userIds: number[]): Promise<void> {
  const roleId = await roleIdOf(db, roleKey);
  const current = (await accountsOf(db, schoolId, roleKey)).map((a) => a.userId);
  const dropped = current.filter((id) => !userIds.includes(id));
  if (roleKey === TEACHER_ROLE_KEY) await refuseDroppingTeachers(db, schoolId, dropped);
  if (dropped.length) {
    await db.delete(userRoles).where(and(inArray(userRoles.userId, dropped), eq(userRoles.roleId, roleId)));
    await db
      .update(users)
      .set({ schoolId: null })
      .where(and(inArray(users.userId, dropped), notExists(rolesHeld())));
  }
  if (userIds.length) {
    await db.update(users).set({ schoolId }).where(inArray(users.userId, userIds));
    await db
      .insert(userRoles)
      .values(userIds.map((userId) => ({ userId, roleId })))
      .onConflictDoNothing();
  }
  await syncSessions(db, [...dropped, ...userIds]);
}
