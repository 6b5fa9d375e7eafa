import { db } from './store';
import type { UserRow } from './types';

// Which schools a user's records may come from (docs/api.md "Scoping by school"): platform roles
// see every school, a business developer the schools assigned to them, school staff their own.
// STAND-IN until the schools part lands its own copy of this file on main: same names and
// signatures, so the merge keeps theirs.

const PLATFORM_ROLE_KEYS = ['admin', 'discipline_leader'];

const roleKeysOf = (user: UserRow): string[] =>
  db()
    .roles.filter((r) => user.roleIds.includes(r.roleId) && r.status === '0')
    .map((r) => r.roleKey);

export function visibleSchoolIds(user: UserRow): Set<number> | 'all' {
  const keys = roleKeysOf(user);
  if (keys.some((k) => PLATFORM_ROLE_KEYS.includes(k))) return 'all';
  const ids = new Set<number>();
  if (keys.includes('A4')) db().schools.forEach((s) => s.bdUserId === user.userId && ids.add(s.schoolId));
  if (user.schoolId !== null) ids.add(user.schoolId);
  return ids;
}

export function canSeeSchool(user: UserRow, schoolId: number): boolean {
  const ids = visibleSchoolIds(user);
  return ids === 'all' || ids.has(schoolId);
}
