import { and, asc, count, eq } from 'drizzle-orm';
import { classes, scores, students } from '../../../../server/db/schema';
import { db } from '../harness';

// What the class tests read straight from the tables, to check what a call wrote.

export const classRows = () => db().select().from(classes).orderBy(asc(classes.classId));

export async function classRow(classId: number) {
  const [row] = await db().select().from(classes).where(eq(classes.classId, classId));
  return row;
}

export const studentRows = (classId?: number) =>
  db()
    .select()
    .from(students)
    .where(classId === undefined ? undefined : eq(students.classId, classId))
    .orderBy(asc(students.studentId));

export const studentCount = async () => (await db().select({ n: count() }).from(students))[0].n;

export const scoreRows = (classId?: number, examTime?: string) =>
  db()
    .select()
    .from(scores)
    .where(
      and(
        classId === undefined ? undefined : eq(scores.classId, classId),
        examTime === undefined ? undefined : eq(scores.examTime, examTime),
      ),
    );
