import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  classes,
  courses,
  courseSchools,
  staffAssignmentClasses,
  staffAssignmentCourses,
  staffAssignments,
} from '../../db/schema';
import type { Db } from '../../db/types';
import type { Assignment } from './schema';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { fail } from '../../lib/errors';
import { named, type Lang } from '../../lib/lang';
import { formatTime } from '../../lib/clock';
import { classChoices } from '../class/records';
import { schoolAsked, schoolChoices } from '../school/scope';
import { linkedToUsers, namesOf, recordsOf } from './linked-records';

// Assigning a member of a school's staff to courses and classes, the same rule wherever it is
// done (the people screen, the school members' teachers): at least one course associated with
// the member's school and at least one class of that school.

/** `what`: the thing in Chinese, English singular and English plural. */
function checkIds(ids: number[], allowed: number[], what: [string, string, string]): number[] {
  const [zh, one, many] = what;
  const unique = [...new Set(ids)];
  if (!unique.length) fail(`请至少选择一个${zh}`, `Choose at least one ${one}`);
  if (unique.some((id) => !allowed.includes(id)))
    fail(`只能选择本校的${zh}`, `Only the school's own ${many} can be chosen`);
  return unique;
}

const schoolCourseIds = async (db: Db, schoolId: number) =>
  (
    await db
      .select({ courseId: courseSchools.courseId })
      .from(courseSchools)
      .where(eq(courseSchools.schoolId, schoolId))
      .orderBy(asc(courseSchools.courseId))
  ).map((r) => r.courseId);

const schoolClassIds = async (db: Db, schoolId: number) =>
  (
    await db
      .select({ classId: classes.classId })
      .from(classes)
      .where(eq(classes.schoolId, schoolId))
      .orderBy(asc(classes.classId))
  ).map((r) => r.classId);

/** The `courseIds` and `classIds` of a request, checked as the school's own, for a member of `schoolId`. */
export async function readAssignment(db: Db, asked: Assignment, schoolId: number) {
  const courseIds = checkIds(asked.courseIds, await schoolCourseIds(db, schoolId), ['课程', 'course', 'courses']);
  const classIds = checkIds(asked.classIds, await schoolClassIds(db, schoolId), ['班级', 'class', 'classes']);
  return { courseIds, classIds };
}

/** Writes a member's assignment (creating it the first time), in one transaction. */
export async function saveAssignment(
  db: Db,
  clock: Clock,
  auth: Auth,
  member: { userId: number; schoolId: number },
  assignment: { courseIds: number[]; classIds: number[] },
) {
  const now = formatTime(clock.now());
  await db.transaction(async (tx) => {
    await tx
      .insert(staffAssignments)
      .values({ userId: member.userId, schoolId: member.schoolId, createBy: auth.user.userName, createTime: now })
      .onConflictDoUpdate({
        target: staffAssignments.userId,
        set: { schoolId: member.schoolId, updateBy: auth.user.userName, updateTime: now },
      });
    await tx.delete(staffAssignmentCourses).where(eq(staffAssignmentCourses.userId, member.userId));
    await tx.delete(staffAssignmentClasses).where(eq(staffAssignmentClasses.userId, member.userId));
    await tx
      .insert(staffAssignmentCourses)
      .values(assignment.courseIds.map((courseId) => ({ userId: member.userId, courseId })));
    await tx
      .insert(staffAssignmentClasses)
      .values(assignment.classIds.map((classId) => ({ userId: member.userId, classId })));
  });
}

export interface AssignmentView {
  courseIds: number[];
  courseNames: string[];
  classIds: number[];
  classNames: string[];
  updateTime: string;
}

/** What each of the users is assigned, names in the request's language: one query per part for a page. */
export async function assignmentsOf(db: Db, userIds: number[], lang: Lang): Promise<Map<number, AssignmentView>> {
  const out = new Map<number, AssignmentView>();
  if (!userIds.length) return out;
  const heads = await db.select().from(staffAssignments).where(inArray(staffAssignments.userId, userIds));
  const courseRows = await linkedToUsers(
    db,
    userIds,
    { userId: staffAssignmentCourses.userId, recordId: staffAssignmentCourses.courseId },
    { id: courses.courseId, zh: courses.title, en: courses.titleEn },
  );
  const classRows = await linkedToUsers(
    db,
    userIds,
    { userId: staffAssignmentClasses.userId, recordId: staffAssignmentClasses.classId },
    { id: classes.classId, zh: classes.className, en: classes.classNameEn },
  );
  for (const userId of userIds) {
    const head = heads.find((h) => h.userId === userId);
    out.set(userId, {
      courseIds: recordsOf(courseRows, userId).map((r) => r.id),
      courseNames: namesOf(courseRows, userId, lang),
      classIds: recordsOf(classRows, userId).map((r) => r.id),
      classNames: namesOf(classRows, userId, lang),
      updateTime: head?.updateTime || head?.createTime || '',
    });
  }
  return out;
}

/** The choices of an assignment: the schools seen, and one school's courses and classes. */
export async function assignmentChoices(db: Db, auth: Auth, lang: Lang, rawSchoolId: string) {
  const schoolId = await schoolAsked(db, auth, rawSchoolId);
  const courseRows = schoolId
    ? await db
        .select({ courseId: courses.courseId, zh: courses.title, en: courses.titleEn })
        .from(courses)
        .innerJoin(
          courseSchools,
          and(eq(courseSchools.courseId, courses.courseId), eq(courseSchools.schoolId, schoolId)),
        )
        .orderBy(asc(courses.courseId))
    : [];
  return {
    schoolId,
    schools: await schoolChoices(db, auth, lang),
    courses: courseRows.map((c) => ({ courseId: c.courseId, title: named(lang, c.zh, c.en) })),
    classes: schoolId ? await classChoices(db, lang, schoolId) : [],
  };
}
