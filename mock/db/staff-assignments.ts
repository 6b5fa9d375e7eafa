import type { Body } from '../lib/body';
import { formatTime } from '../lib/clock';
import { named, type Lang } from '../lib/lang';
import { bad } from '../lib/reply';
import { classLabel, schoolFilter, schoolLabel, visibleSchools } from './school-records';
import type { StaffAssignmentRow } from './school-types';
import { db } from './store';
import type { RoleRow, UserRow } from './types';
import { readIdArray } from './user-roles';

// Assigning a member of a school's staff to courses and classes, the same rule wherever it is
// done (the people screen, the school members' teachers): at least one course associated with
// the member's school and at least one class of that school.

export const coursesOf = (schoolId: number) => db().courses.filter((c) => c.schoolIds.includes(schoolId));
export const classesOf = (schoolId: number) => db().classes.filter((c) => c.schoolId === schoolId);
export const courseLabel = (lang: Lang, c: { title: string; titleEn: string }) => named(lang, c.title, c.titleEn);

/** `what`: the thing in Chinese, English singular and English plural. */
function checkIds(lang: Lang, ids: number[], allowed: number[], what: [string, string, string]): number[] {
  const [zh, one, many] = what;
  const unique = [...new Set(ids)];
  if (!unique.length) bad(lang, `请至少选择一个${zh}`, `Choose at least one ${one}`);
  if (unique.some((id) => !allowed.includes(id)))
    bad(lang, `只能选择本校的${zh}`, `Only the school's own ${many} can be chosen`);
  return unique;
}

/** The checked `courseIds` and `classIds` of a request body, for a member of `schoolId`. */
export function readAssignment(lang: Lang, body: Body, schoolId: number) {
  const schoolCourses = coursesOf(schoolId).map((c) => c.courseId);
  const courseIds = checkIds(lang, readIdArray(lang, body.courseIds, '课程', 'Course'), schoolCourses, [
    '课程',
    'course',
    'courses',
  ]);
  const schoolClasses = classesOf(schoolId).map((c) => c.classId);
  const classIds = checkIds(lang, readIdArray(lang, body.classIds, '班级', 'Class'), schoolClasses, [
    '班级',
    'class',
    'classes',
  ]);
  return { courseIds, classIds };
}

/** Writes a member's assignment (creating it the first time). */
export function saveAssignment(
  member: UserRow & { schoolId: number },
  assignment: { courseIds: number[]; classIds: number[] },
  actor: UserRow,
): void {
  const table = db().staffAssignments;
  const existing = table.find((a) => a.userId === member.userId);
  const now = formatTime();
  if (existing) {
    Object.assign(existing, {
      schoolId: member.schoolId,
      ...assignment,
      updateBy: actor.userName,
      updateTime: now,
    });
    return;
  }
  const row: StaffAssignmentRow = {
    userId: member.userId,
    schoolId: member.schoolId,
    ...assignment,
    createBy: actor.userName,
    createTime: now,
    updateBy: '',
    updateTime: '',
    remark: '',
  };
  table.push(row);
}

/** What a member is assigned, names in the request language, for the answers of both screens. */
export function assignmentOf(userId: number, lang: Lang) {
  const data = db();
  const assignment = data.staffAssignments.find((a) => a.userId === userId);
  const courses = data.courses.filter((c) => assignment?.courseIds.includes(c.courseId));
  const classes = data.classes.filter((c) => assignment?.classIds.includes(c.classId));
  return {
    courseIds: courses.map((c) => c.courseId),
    courseNames: courses.map((c) => courseLabel(lang, c)),
    classIds: classes.map((c) => c.classId),
    classNames: classes.map((c) => classLabel(lang, c)),
    updateTime: assignment?.updateTime || assignment?.createTime || '',
  };
}

/** The choices of an assignment: the schools seen, and one school's courses and classes. */
export function assignmentChoices(lang: Lang, user: UserRow, role: RoleRow | undefined, rawSchoolId: string) {
  const schoolId = schoolFilter(lang, user, role, rawSchoolId);
  return {
    schoolId,
    schools: visibleSchools(user, role).map((s) => ({ schoolId: s.schoolId, schoolName: schoolLabel(lang, s) })),
    courses: schoolId ? coursesOf(schoolId).map((c) => ({ courseId: c.courseId, title: courseLabel(lang, c) })) : [],
    classes: schoolId ? classesOf(schoolId).map((c) => ({ classId: c.classId, className: classLabel(lang, c) })) : [],
  };
}
