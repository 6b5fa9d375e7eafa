import type { Lang } from '../lib/lang';
import { MockError } from '../lib/reply';
import { t } from '../lib/lang';
import { db } from './store';
import type { RoleRow, UserRow } from './types';

// Which schools' records a user sees (docs/roles.md):
// - platform roles (admin, discipline leader) see every school;
// - a business developer (A4) sees the schools assigned to them (`SchoolRow.bdUserId`);
// - a school administrator or principal sees only the school they work at (`UserRow.schoolId`);
// - anyone else sees no school's records.
// Handlers pass the session's active role: a user holding several roles sees what the role they
// act in sees. Without a role (seeds, tests), the user's enabled roles are combined.

export type SchoolScope = Set<number> | 'all';

const PLATFORM_ROLES = ['admin', 'discipline_leader'];
const OWN_SCHOOL_ROLES = ['school_admin', 'principal'];
const BUSINESS_DEVELOPER = 'A4';

function scopeOfRole(user: UserRow, roleKey: string | undefined): SchoolScope {
  if (!roleKey) return new Set();
  if (PLATFORM_ROLES.includes(roleKey)) return 'all';
  if (roleKey === BUSINESS_DEVELOPER) {
    return new Set(
      db()
        .schools.filter((s) => s.bdUserId === user.userId)
        .map((s) => s.schoolId),
    );
  }
  if (OWN_SCHOOL_ROLES.includes(roleKey) && user.schoolId !== null) return new Set([user.schoolId]);
  return new Set();
}

function heldRoleKeys(user: UserRow): string[] {
  return db()
    .roles.filter((r) => user.roleIds.includes(r.roleId) && r.status === '0')
    .map((r) => r.roleKey);
}

/** The ids of the schools whose records the user sees, or 'all' for platform roles. */
export function visibleSchoolIds(user: UserRow, role?: RoleRow): SchoolScope {
  const keys = role ? [role.roleKey] : heldRoleKeys(user);
  const ids = new Set<number>();
  for (const key of keys) {
    const scope = scopeOfRole(user, key);
    if (scope === 'all') return 'all';
    for (const id of scope) ids.add(id);
  }
  return ids;
}

export function canSeeSchool(user: UserRow, schoolId: number | null, role?: RoleRow): boolean {
  const scope = visibleSchoolIds(user, role);
  if (scope === 'all') return true;
  return schoolId !== null && scope.has(schoolId);
}

/** Keeps the rows of the schools the user sees; `schoolOf` names a row's school. */
export function withinScope<T>(
  rows: readonly T[],
  user: UserRow,
  role: RoleRow | undefined,
  schoolOf: (row: T) => number | null,
): T[] {
  const scope = visibleSchoolIds(user, role);
  if (scope === 'all') return [...rows];
  return rows.filter((row) => {
    const id = schoolOf(row);
    return id !== null && scope.has(id);
  });
}

/** True when the user sees more than one school: the screens then offer a school filter. */
export function seesManySchools(user: UserRow, role?: RoleRow): boolean {
  const scope = visibleSchoolIds(user, role);
  return scope === 'all' || scope.size > 1;
}

/** Answers 403 (with a message saying why) when the user may not touch that school's records. */
export function requireSchool(lang: Lang, user: UserRow, schoolId: number | null, role?: RoleRow): void {
  if (canSeeSchool(user, schoolId, role)) return;
  throw new MockError(
    403,
    t(lang, '没有权限访问该学校的数据', "No permission: this school's records are outside your schools"),
  );
}
