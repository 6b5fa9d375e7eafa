import type { Lang } from '../lib/lang';
import { bad } from '../lib/reply';
import type { ClassRow } from './business-types';
import { requireSchool } from './school-scope';
import { db } from './store';
import type { RoleRow, UserRow } from './types';

// Finding classes and the teachers a class may have, for the class handlers.

/** The class, or "does not exist"; 403 when it belongs to a school the caller does not see. */
export function findClass(lang: Lang, classId: number, user: UserRow, role: RoleRow | undefined): ClassRow {
  const row = db().classes.find((c) => c.classId === classId);
  if (!row) return bad(lang, '班级不存在', 'The class does not exist');
  requireSchool(lang, user, row.schoolId, role);
  return row;
}

/** Enabled users holding the teacher role at a school: who may teach its classes. */
export function teachersOf(schoolIds: ReadonlySet<number> | 'all'): UserRow[] {
  const data = db();
  const teacherRoles = new Set(data.roles.filter((r) => r.roleKey === 'teacher').map((r) => r.roleId));
  return data.users.filter(
    (u) =>
      u.status === '0' &&
      u.schoolId !== null &&
      (schoolIds === 'all' || schoolIds.has(u.schoolId)) &&
      u.roleIds.some((id) => teacherRoles.has(id)),
  );
}

export const displayName = (u: UserRow): string => u.name || u.nickName || u.userName;
