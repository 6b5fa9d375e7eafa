import { and, asc, eq } from 'drizzle-orm';
import { classes, classTeachers, courses, schedules, users } from '../../../../server/db/schema';
import { teacherClassIds, teacherCourseIds } from '../../../../server/areas/schedule/scope';
import { db } from '../harness';

// What the schedule tests read or set up straight in the tables: the checks the embedded
// backend's tests made on its in-memory rows.

export async function userId(userName: string): Promise<number> {
  const [row] = await db().select({ userId: users.userId }).from(users).where(eq(users.userName, userName));
  return row?.userId ?? 0;
}

export const classesOf = async (name: string) => teacherClassIds(db(), await userId(name));
export const coursesOf = async (name: string) => teacherCourseIds(db(), await userId(name));

/** A class and a course the user teaches (the first of each). */
export async function ownOf(name: string) {
  return { classId: [...(await classesOf(name))][0], courseId: [...(await coursesOf(name))][0] };
}

export const scheduleRows = (teacherUserId?: number) =>
  db()
    .select()
    .from(schedules)
    .where(teacherUserId === undefined ? undefined : eq(schedules.teacherUserId, teacherUserId))
    .orderBy(asc(schedules.scheduleId));

export async function scheduleRow(scheduleId: number) {
  const [row] = await db().select().from(schedules).where(eq(schedules.scheduleId, scheduleId));
  return row;
}

export async function classAndCourseNames(classId: number, courseId: number) {
  const [klass] = await db().select().from(classes).where(eq(classes.classId, classId));
  const [course] = await db().select().from(courses).where(eq(courses.courseId, courseId));
  return { className: klass.className, courseTitle: course.title };
}

/** Makes another teacher one of the class's teachers, as the class-teacher screen would. */
export async function shareClass(classId: number, userName: string) {
  const id = await userId(userName);
  const [exists] = await db()
    .select()
    .from(classTeachers)
    .where(and(eq(classTeachers.classId, classId), eq(classTeachers.userId, id)));
  if (!exists) await db().insert(classTeachers).values({ classId, userId: id });
}
