import { asc, eq } from 'drizzle-orm';
import { courses, disciplineLeaders, disciplines, subjects, users } from '../../../../server/db/schema';
import { db } from '../harness';

// What the discipline tests read straight from the tables, to check what a call wrote.

export const disciplineRows = () => db().select().from(disciplines).orderBy(asc(disciplines.disciplineId));
export const subjectRows = () => db().select().from(subjects).orderBy(asc(subjects.subjectId));
export const courseRows = () =>
  db()
    .select({ courseId: courses.courseId, disciplineId: courses.disciplineId, subjectId: courses.subjectId })
    .from(courses);
export const leaderRows = () => db().select().from(disciplineLeaders).orderBy(asc(disciplineLeaders.leaderId));

export async function userIdOf(userName: string): Promise<number> {
  const [row] = await db().select({ userId: users.userId }).from(users).where(eq(users.userName, userName));
  return row.userId;
}
