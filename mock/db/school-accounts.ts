import type { Lang } from '../lib/lang';
import { bad } from '../lib/reply';
import type { SchoolRow } from './business-types';
import { db } from './store';
import type { UserRow } from './types';
import { syncSessions } from './user-roles';

// A school's accounts: its administrators and principals are the users working at the school
// (`UserRow.schoolId`) who hold that role. The school editor picks existing users or creates them.

export const SCHOOL_ROLE = { admin: 2, principal: 3, teacher: 4 } as const;
export type AccountRole = 'admins' | 'principals';
export const ACCOUNT_ROLE: Record<AccountRole, number> = {
  admins: SCHOOL_ROLE.admin,
  principals: SCHOOL_ROLE.principal,
};

/** Roles of platform staff: such an account never becomes a school's account. */
const PLATFORM_ROLE_KEYS = ['admin', 'discipline_leader', 'A4'];

export const accountAnswer = (u: UserRow) => ({
  userId: u.userId,
  userName: u.userName,
  name: u.name,
  phonenumber: u.phonenumber,
  status: u.status,
});

export const accountsOf = (schoolId: number, roleId: number): UserRow[] =>
  db().users.filter((u) => u.schoolId === schoolId && u.roleIds.includes(roleId));

function isPlatformStaff(user: UserRow): boolean {
  const keys = db()
    .roles.filter((r) => user.roleIds.includes(r.roleId))
    .map((r) => r.roleKey);
  return keys.some((k) => PLATFORM_ROLE_KEYS.includes(k));
}

/** Users the editor may pick for a school: not platform staff, and without a school or at this one. */
export function accountCandidates(schoolId: number | null): UserRow[] {
  return db().users.filter(
    (u) => u.status === '0' && !isPlatformStaff(u) && (u.schoolId === null || u.schoolId === schoolId),
  );
}

/** Checks picked user ids before anything is saved. */
export function checkPicked(lang: Lang, schoolId: number | null, ids: readonly number[]): UserRow[] {
  return ids.map((id) => {
    const user = db().users.find((u) => u.userId === id);
    if (!user) return bad(lang, `用户 ${id} 不存在`, `The user ${id} does not exist`);
    if (isPlatformStaff(user))
      bad(
        lang,
        `用户“${user.userName}”是平台人员，不能作为学校账号`,
        `The user "${user.userName}" is platform staff and cannot be a school account`,
      );
    if (user.schoolId !== null && user.schoolId !== schoolId)
      bad(lang, `用户“${user.userName}”已属于其他学校`, `The user "${user.userName}" already works at another school`);
    return user;
  });
}

/**
 * Makes `users` the school's accounts of one role: they join the school and get the role; the
 * accounts no longer listed lose it, and leave the school when they hold no role any more.
 */
export function setAccounts(school: SchoolRow, roleId: number, users: readonly UserRow[]): void {
  const keep = new Set(users.map((u) => u.userId));
  for (const user of accountsOf(school.schoolId, roleId)) {
    if (keep.has(user.userId)) continue;
    user.roleIds = user.roleIds.filter((id) => id !== roleId);
    if (!user.roleIds.length) user.schoolId = null;
    syncSessions(user);
  }
  for (const user of users) {
    user.schoolId = school.schoolId;
    if (!user.roleIds.includes(roleId)) user.roleIds = [...user.roleIds, roleId].sort((a, b) => a - b);
    syncSessions(user);
  }
}
