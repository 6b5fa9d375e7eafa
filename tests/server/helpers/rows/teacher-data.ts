import { asc, eq } from 'drizzle-orm';
import { classes, courseFiles, courses, lessons, lessonsTaught, schedules } from '../../../../server/db/schema';
import { db } from '../harness';
import { classesOf, coursesOf } from './schedule-data';

// What the teacher workspace's tests read or set up straight in the tables: to check what a
// call wrote.

/** The demo teacher's classes and courses. */
export const mine = async () => ({ classes: await classesOf('teacher'), courses: await coursesOf('teacher') });

export const firstCourse = async () => Math.min(...(await mine()).courses);

/** A course that is not the demo teacher's. */
export async function othersCourse(): Promise<number> {
  const own = (await mine()).courses;
  const all = await db().select({ id: courses.courseId }).from(courses).orderBy(asc(courses.courseId));
  return all.find((c) => !own.has(c.id))!.id;
}

/** A class that is not the demo teacher's. */
export async function othersClass(): Promise<number> {
  const own = (await mine()).classes;
  const all = await db().select({ id: classes.classId }).from(classes).orderBy(asc(classes.classId));
  return all.find((c) => !own.has(c.id))!.id;
}

export const lessonsOf = (courseId: number) =>
  db().select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.sort), asc(lessons.lessonId));

export const courseTitle = async (courseId: number) =>
  (await db().select({ title: courses.title }).from(courses).where(eq(courses.courseId, courseId)))[0].title;

export const filesOfLesson = (lessonId: number) =>
  db()
    .select()
    .from(courseFiles)
    .where(eq(courseFiles.lessonId, lessonId))
    .orderBy(asc(courseFiles.sort), asc(courseFiles.fileId));

export const taughtRows = () => db().select().from(lessonsTaught);

/** Replaces the whole schedule with single 09:00–09:45 lessons. */
export async function replaceSchedule(
  rows: Array<{ scheduleId: number; teacherUserId: number; classId: number; courseId: number; date: string }>,
) {
  const schools = new Map(
    (await db().select({ classId: classes.classId, schoolId: classes.schoolId }).from(classes)).map((c) => [
      c.classId,
      c.schoolId,
    ]),
  );
  await db().delete(schedules);
  await db()
    .insert(schedules)
    .values(
      rows.map((r) => ({
        ...r,
        schoolId: schools.get(r.classId)!,
        startTime: '09:00',
        endTime: '09:45',
        place: 'A101',
      })),
    );
}
