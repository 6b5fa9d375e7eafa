import { asc, count, eq } from 'drizzle-orm';
import { courseFiles, courses, courseSchools, lessons, schools } from '../../../../server/db/schema';
import { db } from '../harness';

// What the course tests read straight from the tables, to check what a call wrote.

export async function courseRow(courseId: number) {
  const [row] = await db().select().from(courses).where(eq(courses.courseId, courseId));
  return row;
}

export async function courseIds(where: Partial<{ disciplineId: number }>) {
  const rows = await db()
    .select({ courseId: courses.courseId })
    .from(courses)
    .where(where.disciplineId ? eq(courses.disciplineId, where.disciplineId) : undefined)
    .orderBy(asc(courses.courseId));
  return rows.map((r) => r.courseId);
}

export async function schoolIdsOf(courseId: number): Promise<number[]> {
  const rows = await db()
    .select({ schoolId: courseSchools.schoolId })
    .from(courseSchools)
    .where(eq(courseSchools.courseId, courseId))
    .orderBy(asc(courseSchools.schoolId));
  return rows.map((r) => r.schoolId);
}

/** The enabled schools, in id order. */
export async function enabledSchoolIds(): Promise<number[]> {
  const rows = await db()
    .select({ schoolId: schools.schoolId })
    .from(schools)
    .where(eq(schools.status, '0'))
    .orderBy(asc(schools.schoolId));
  return rows.map((r) => r.schoolId);
}

export async function lessonCountOf(courseId: number): Promise<number> {
  return (await db().select({ n: count() }).from(lessons).where(eq(lessons.courseId, courseId)))[0].n;
}

export async function fileCountOf(courseId: number): Promise<number> {
  return (await db().select({ n: count() }).from(courseFiles).where(eq(courseFiles.courseId, courseId)))[0].n;
}
