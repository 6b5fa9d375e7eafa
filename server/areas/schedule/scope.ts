import { eq } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { classTeachers, staffAssignmentClasses, staffAssignmentCourses } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Auth } from '../../lib/context';
import { seesEverySchool } from '../school/scope';

// What a teacher teaches (docs/api.md "Schedule"): a class is theirs when they are one of its
// teachers or the school assigned it to them as staff; a course is theirs when the school
// assigned it to them. Platform roles see every teacher's lessons.

/** A role that sees every school sees every teacher's lessons and courses too. */
export const seesEveryTeacher = (auth: Auth): boolean => seesEverySchool(auth);

export async function teacherClassIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await union(
    db.select({ id: classTeachers.classId }).from(classTeachers).where(eq(classTeachers.userId, userId)),
    db
      .select({ id: staffAssignmentClasses.classId })
      .from(staffAssignmentClasses)
      .where(eq(staffAssignmentClasses.userId, userId)),
  );
  return new Set(rows.map((r) => r.id));
}

export async function teacherCourseIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: staffAssignmentCourses.courseId })
    .from(staffAssignmentCourses)
    .where(eq(staffAssignmentCourses.userId, userId));
  return new Set(rows.map((r) => r.id));
}
