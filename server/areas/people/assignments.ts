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
  const courseRows = await db
    .select({ userId: staffAssignmentCourses.userId, id: courses.courseId, zh: courses.title, en: courses.titleEn })
    .from(staffAssignmentCourses)
    .innerJoin(courses, eq(courses.courseId, staffAssignmentCourses.courseId))
    .where(inArray(staffAssignmentCourses.userId, userIds))
    .orderBy(asc(courses.courseId));
  const classRows = await db
    .select({
      userId: staffAssignmentClasses.userId,
      id: classes.classId,
      zh: classes.className,
      en: classes.classNameEn,
    })
    .from(staffAssignmentClasses)
    .innerJoin(classes, eq(classes.classId, staffAssignmentClasses.classId))
    .where(inArray(staffAssignmentClasses.userId, userIds))
    .orderBy(asc(classes.classId));
  for (const userId of userIds) {
    const head = heads.find((h) => h.userId === userId);
    const mine = courseRows.filter((r) => r.userId === userId);
    const theirs = classRows.filter((r) => r.userId === userId);
    out.set(userId, {
      courseIds: mine.map((r) => r.id),
      courseNames: mine.map((r) => named(lang, r.zh, r.en)),
      classIds: theirs.map((r) => r.id),
      classNames: theirs.map((r) => named(lang, r.zh, r.en)),
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
