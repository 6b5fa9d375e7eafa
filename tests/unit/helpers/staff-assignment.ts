import { asc, eq } from 'drizzle-orm';
import {
  classes as classTable,
  courses as courseTable,
  courseSchools,
  staffAssignmentClasses,
  staffAssignmentCourses,
  staffAssignments,
} from '../../../server/db/schema';
import { serverDb } from './real-server';

/**
 * A person's staff assignment as the server saved it, in the shape the people and members
 * screens edit it (course and class ids, each in id order); undefined when they have none.
 */
export async function savedAssignment(userId: number) {
  const db = serverDb();
  const [row] = await db.select().from(staffAssignments).where(eq(staffAssignments.userId, userId));
  if (!row) return undefined;
  const courses = await db
    .select({ id: staffAssignmentCourses.courseId })
    .from(staffAssignmentCourses)
    .where(eq(staffAssignmentCourses.userId, userId))
    .orderBy(asc(staffAssignmentCourses.courseId));
  const classes = await db
    .select({ id: staffAssignmentClasses.classId })
    .from(staffAssignmentClasses)
    .where(eq(staffAssignmentClasses.userId, userId))
    .orderBy(asc(staffAssignmentClasses.classId));
  return { schoolId: row.schoolId, courseIds: courses.map((c) => c.id), classIds: classes.map((c) => c.id) };
}

/** What a test assigns at a school: the first course open to it and its first class, in id order. */
export async function firstCourseAndClassOf(schoolId: number) {
  const db = serverDb();
  const [{ course }] = await db
    .select({ course: courseTable })
    .from(courseTable)
    .innerJoin(courseSchools, eq(courseSchools.courseId, courseTable.courseId))
    .where(eq(courseSchools.schoolId, schoolId))
    .orderBy(asc(courseTable.courseId))
    .limit(1);
  const [klass] = await db
    .select()
    .from(classTable)
    .where(eq(classTable.schoolId, schoolId))
    .orderBy(asc(classTable.classId))
    .limit(1);
  return { course, klass };
}
