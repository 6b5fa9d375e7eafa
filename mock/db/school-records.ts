import { named, type Lang } from '../lib/lang';
import { bad } from '../lib/reply';
import type { ClassRow, SchoolRow } from './business-types';
import { requireSchool, visibleSchoolIds } from './school-scope';
import { db } from './store';
import type { RoleRow, UserRow } from './types';

// Lookups shared by the calls that manage a school's people (class teachers, staff): the schools
// a caller sees, the school a request names (403 outside them), its classes and teachers.

const TEACHER_ROLE_KEY = 'teacher';

/** The schools the caller sees in their active role. */
export function visibleSchools(user: UserRow, role: RoleRow | undefined): SchoolRow[] {
  const ids = visibleSchoolIds(user, role);
  return db().schools.filter((s) => ids === 'all' || ids.has(s.schoolId));
}

/** A school the caller names; another school's records answer 403 with a clear message. */
export function schoolOf(lang: Lang, user: UserRow, role: RoleRow | undefined, schoolId: number): SchoolRow {
  const school =
    db().schools.find((s) => s.schoolId === schoolId) ?? bad(lang, '学校不存在', 'The school does not exist');
  requireSchool(lang, user, schoolId, role);
  return school;
}

export function classOf(lang: Lang, user: UserRow, role: RoleRow | undefined, classId: number): ClassRow {
  const row = db().classes.find((c) => c.classId === classId) ?? bad(lang, '班级不存在', 'The class does not exist');
  requireSchool(lang, user, row.schoolId, role);
  return row;
}

export const schoolLabel = (lang: Lang, s: SchoolRow | undefined): string =>
  s ? named(lang, s.schoolName, s.schoolNameEn) : '';

export const classLabel = (lang: Lang, c: ClassRow | undefined): string =>
  c ? named(lang, c.className, c.classNameEn) : '';

/** Enabled accounts of the school holding the teacher role: who may be given a class. */
export function teachersOf(schoolId: number): UserRow[] {
  const role = db().roles.find((r) => r.roleKey === TEACHER_ROLE_KEY);
  return db().users.filter(
    (u) => u.schoolId === schoolId && u.status === '0' && role !== undefined && u.roleIds.includes(role.roleId),
  );
}

/** The school a list or options call is about: the one asked for, or the caller's only school. */
export function schoolFilter(lang: Lang, user: UserRow, role: RoleRow | undefined, raw: string): number | null {
  if (raw) {
    if (!/^\d+$/.test(raw)) bad(lang, '学校编号必须是数字', 'School id must be a number');
    return schoolOf(lang, user, role, Number(raw)).schoolId;
  }
  const ids = visibleSchoolIds(user, role);
  return ids !== 'all' && ids.size === 1 ? [...ids][0] : null;
}
