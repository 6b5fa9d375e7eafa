import { asc, count, eq } from 'drizzle-orm';
import { courseFiles, courses, courseSchools, lessons } from '../../server/db/schema';
import { db } from './harness';

// What the course tests read or set up straight in the tables: the checks the embedded backend's
// tests made on its in-memory rows, and the school links while the schools calls wait for the
// schools table.

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

/** Stands in for PUT /admin/course/{id}/schools until the schools area is ported. */
export async function dissociate(courseId: number, keep: number[]): Promise<void> {
  const current = await schoolIdsOf(courseId);
  await db().delete(courseSchools).where(eq(courseSchools.courseId, courseId));
  const kept = current.filter((id) => keep.includes(id));
  if (kept.length)
    await db()
      .insert(courseSchools)
      .values(kept.map((schoolId) => ({ courseId, schoolId })));
}

export async function lessonCountOf(courseId: number): Promise<number> {
  return (await db().select({ n: count() }).from(lessons).where(eq(lessons.courseId, courseId)))[0].n;
}

export async function fileCountOf(courseId: number): Promise<number> {
  return (await db().select({ n: count() }).from(courseFiles).where(eq(courseFiles.courseId, courseId)))[0].n;
}
