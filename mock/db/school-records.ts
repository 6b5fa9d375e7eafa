import { named, t, type Lang } from '../lib/lang';
import { bad, MockError } from '../lib/reply';
import type { ClassRow, SchoolRow } from './business-types';
import { canSeeSchool, visibleSchoolIds } from './school-scope';
import { db } from './store';
import type { UserRow } from './types';

// Lookups shared by the calls that manage a school's people (class teachers, staff): the schools
// a caller sees, the school a request names (403 outside them), its classes and teachers.

const TEACHER_ROLE_KEY = 'teacher';

/** The schools the caller sees, by id. */
export function visibleSchools(user: UserRow): SchoolRow[] {
  const ids = visibleSchoolIds(user);
  return db().schools.filter((s) => ids === 'all' || ids.has(s.schoolId));
}

/** A school the caller names; another school's records answer 403 with a clear message. */
export function requireSchool(lang: Lang, user: UserRow, schoolId: number): SchoolRow {
  const school =
    db().schools.find((s) => s.schoolId === schoolId) ?? bad(lang, '学校不存在', 'The school does not exist');
  if (!canSeeSchool(user, schoolId)) {
    throw new MockError(403, t(lang, '没有权限访问该学校的数据', "You may not see or change this school's records"));
  }
  return school;
}

export function requireClass(lang: Lang, user: UserRow, classId: number): ClassRow {
  const row = db().classes.find((c) => c.classId === classId) ?? bad(lang, '班级不存在', 'The class does not exist');
  requireSchool(lang, user, row.schoolId);
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
export function schoolFilter(lang: Lang, user: UserRow, raw: string): number | null {
  if (raw) {
    if (!/^\d+$/.test(raw)) bad(lang, '学校编号必须是数字', 'School id must be a number');
    return requireSchool(lang, user, Number(raw)).schoolId;
  }
  const ids = visibleSchoolIds(user);
  return ids !== 'all' && ids.size === 1 ? [...ids][0] : null;
}
