import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { addDays, dayText, mondayOf } from '../../lib/day';
import {
  classes,
  courseFiles,
  courses,
  disciplines,
  lessons,
  lessonsTaught,
  resourceLessons,
  resources,
  schedules,
  schools,
  students,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { countOf } from '../../lib/subquery';
import { formatTime, type Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { ApiError, conflict, notFound } from '../../lib/errors';
import { LESSON_LISTS } from '../course/file-lists';
import { teacherClassIds, teacherCourseIds } from '../schedule/scope';
import { schoolNames } from '../school/names';

// The teacher's own workspace (docs/api.md "Teacher workspace", user:teacher:*): home, a course,
// a lesson, and marking a lesson taught for a class. Everything is scoped to what the teacher
// teaches (schedule/scope.ts): another teacher's course, lesson or class answers 403. Files go
// out without their address: the preview and download calls (by file id) are the only way to
// the bytes, so a file that may not be downloaded cannot be fetched through a link either.

const notMine = (zh: string, en: string): never => {
  throw new ApiError('forbidden', { zh, en });
};

type CourseRow = typeof courses.$inferSelect;
type LessonRow = typeof lessons.$inferSelect;

async function myCourse(db: Db, auth: Auth, courseId: number): Promise<CourseRow> {
  const [course] = await db.select().from(courses).where(eq(courses.courseId, courseId));
  if (!course) notFound('课程不存在', 'The course does not exist');
  if (!(await teacherCourseIds(db, auth.user.userId)).has(courseId)) {
    notMine('这不是您任教的课程', 'This is not one of your courses');
  }
  return course;
}

async function myLesson(db: Db, auth: Auth, lessonId: number): Promise<{ lesson: LessonRow; course: CourseRow }> {
  const [lesson] = await db.select().from(lessons).where(eq(lessons.lessonId, lessonId));
  if (!lesson) notFound('课时不存在', 'The lesson does not exist');
  return { lesson, course: await myCourse(db, auth, lesson.courseId) };
}

async function myClassId(db: Db, auth: Auth, classId: number): Promise<number> {
  const [klass] = await db.select({ id: classes.classId }).from(classes).where(eq(classes.classId, classId));
  if (!klass) notFound('班级不存在', 'The class does not exist');
  if (!(await teacherClassIds(db, auth.user.userId)).has(classId)) {
    notMine('这不是您任教的班级', 'This is not one of your classes');
  }
  return classId;
}

/** The teacher's classes, with their school and student count, in id order. */
async function myClasses(db: Db, ids: Set<number>) {
  if (!ids.size) return [];
  return db
    .select({
      classId: classes.classId,
      className: classes.className,
      classNameEn: classes.classNameEn,
      grade: classes.grade,
      studentCount: countOf(students, eq(students.classId, classes.classId)),
      ...schoolNames,
    })
    .from(classes)
    .innerJoin(schools, eq(schools.schoolId, classes.schoolId))
    .where(inArray(classes.classId, [...ids]))
    .orderBy(asc(classes.classId));
}

/** The lessons of courses in their order. */
const lessonsOfCourses = (db: Db, courseIds: number[]) =>
  courseIds.length
    ? db
        .select()
        .from(lessons)
        .where(inArray(lessons.courseId, courseIds))
        .orderBy(asc(lessons.courseId), asc(lessons.sort), asc(lessons.lessonId))
    : Promise.resolve([] as LessonRow[]);

/** lessonId → the teacher's classes that had it, for these courses. */
async function taughtClasses(db: Db, classIds: Set<number>, courseIds: number[]) {
  const out = new Map<number, number[]>();
  if (!classIds.size || !courseIds.length) return out;
  const rows = await db
    .select({ lessonId: lessonsTaught.lessonId, classId: lessonsTaught.classId })
    .from(lessonsTaught)
    .where(and(inArray(lessonsTaught.courseId, courseIds), inArray(lessonsTaught.classId, [...classIds])))
    .orderBy(asc(lessonsTaught.classId));
  for (const r of rows) out.set(r.lessonId, [...(out.get(r.lessonId) ?? []), r.classId]);
  return out;
}

/** The course cards: the course, its discipline and the teacher's progress (lessons taught of all). */
async function courseCards(db: Db, classIds: Set<number>, courseIds: number[]) {
  if (!courseIds.length) return [];
  const rows = await db
    .select({
      courseId: courses.courseId,
      title: courses.title,
      titleEn: courses.titleEn,
      description: courses.description,
      descriptionEn: courses.descriptionEn,
      cover: courses.cover,
      gradeStart: courses.gradeStart,
      gradeEnd: courses.gradeEnd,
      disciplineName: disciplines.disciplineName,
      disciplineNameEn: disciplines.disciplineNameEn,
    })
    .from(courses)
    .innerJoin(disciplines, eq(disciplines.disciplineId, courses.disciplineId))
    .where(inArray(courses.courseId, courseIds))
    .orderBy(asc(courses.courseId));
  const all = await lessonsOfCourses(db, courseIds);
  const taught = await taughtClasses(db, classIds, courseIds);
  return rows.map((c) => {
    const own = all.filter((l) => l.courseId === c.courseId);
    return { ...c, lessonCount: own.length, taughtCount: own.filter((l) => taught.has(l.lessonId)).length };
  });
}

/** Today and the Monday-to-Sunday week around it, by the server's clock. */
function thisWeek(clock: Clock) {
  const now = clock.now();
  const weekStart = mondayOf(now);
  return { today: dayText(now), weekStart, weekEnd: addDays(weekStart, 6) };
}

export async function teacherHome(db: Db, clock: Clock, auth: Auth) {
  const me = auth.user.userId;
  const classIds = await teacherClassIds(db, me);
  const courseIds = [...(await teacherCourseIds(db, me))];
  const week = thisWeek(clock);
  const planned = await db
    .select({
      scheduleId: schedules.scheduleId,
      date: schedules.date,
      startTime: schedules.startTime,
      endTime: schedules.endTime,
      place: schedules.place,
      classId: schedules.classId,
      className: sql<string>`coalesce(${classes.className}, '')`,
      classNameEn: sql<string>`coalesce(${classes.classNameEn}, '')`,
      courseId: schedules.courseId,
      courseTitle: sql<string>`coalesce(${courses.title}, '')`,
      courseTitleEn: sql<string>`coalesce(${courses.titleEn}, '')`,
      lessonId: schedules.lessonId,
      lessonTitle: sql<string>`coalesce(${lessons.title}, '')`,
      lessonTitleEn: sql<string>`coalesce(${lessons.titleEn}, '')`,
    })
    .from(schedules)
    .leftJoin(classes, eq(classes.classId, schedules.classId))
    .leftJoin(courses, eq(courses.courseId, schedules.courseId))
    .leftJoin(lessons, eq(lessons.lessonId, schedules.lessonId))
    .where(and(eq(schedules.teacherUserId, me), between(schedules.date, week.weekStart, week.weekEnd)))
    .orderBy(asc(schedules.date), asc(schedules.startTime), asc(schedules.scheduleId));
  return {
    classes: await myClasses(db, classIds),
    courses: await courseCards(db, classIds, courseIds),
    ...week,
    lessons: planned,
  };
}

/** The three file lists of each lesson, each in its order, without addresses. */
async function lessonFileLists(db: Db, lessonIds: number[]) {
  const files = lessonIds.length
    ? await db
        .select({
          lessonId: courseFiles.lessonId,
          kind: courseFiles.kind,
          fileId: courseFiles.fileId,
          fileName: courseFiles.fileName,
          size: courseFiles.size,
          contentType: courseFiles.contentType,
          downloadable: courseFiles.downloadable,
        })
        .from(courseFiles)
        .where(inArray(courseFiles.lessonId, lessonIds))
        .orderBy(asc(courseFiles.sort), asc(courseFiles.fileId))
    : [];
  return (lessonId: number) =>
    Object.fromEntries(
      Object.entries(LESSON_LISTS).map(([list, kind]) => [
        list,
        files
          .filter((f) => f.lessonId === lessonId && f.kind === kind)
          .map(({ lessonId: _l, kind: _k, ...file }) => file),
      ]),
    );
}

export async function teacherCourse(db: Db, auth: Auth, courseId: number) {
  await myCourse(db, auth, courseId);
  const classIds = await teacherClassIds(db, auth.user.userId);
  const [card] = await courseCards(db, classIds, [courseId]);
  const own = await lessonsOfCourses(db, [courseId]);
  const taught = await taughtClasses(db, classIds, [courseId]);
  const filesOf = await lessonFileLists(
    db,
    own.map((l) => l.lessonId),
  );
  return {
    ...card,
    classes: await myClasses(db, classIds),
    lessons: own.map((l, i) => ({
      lessonId: l.lessonId,
      lessonNo: i + 1,
      title: l.title,
      titleEn: l.titleEn,
      description: l.description,
      taughtClassIds: [...(taught.get(l.lessonId) ?? [])].sort((a, b) => a - b),
      ...filesOf(l.lessonId),
    })),
  };
}

export async function teacherLesson(db: Db, auth: Auth, lessonId: number) {
  const { lesson, course } = await myLesson(db, auth, lessonId);
  const order = await lessonsOfCourses(db, [course.courseId]);
  const index = order.findIndex((l) => l.lessonId === lessonId);
  const filesOf = await lessonFileLists(db, [lessonId]);
  const used = await db
    .select({
      resourceId: resources.resourceId,
      title: resources.title,
      titleEn: resources.titleEn,
      resourceType: resources.resourceType,
    })
    .from(resourceLessons)
    .innerJoin(resources, eq(resources.resourceId, resourceLessons.resourceId))
    .where(eq(resourceLessons.lessonId, lessonId))
    .orderBy(asc(resources.resourceId));
  const marks = await db
    .select({ classId: lessonsTaught.classId, taughtAt: lessonsTaught.taughtAt })
    .from(lessonsTaught)
    .where(eq(lessonsTaught.lessonId, lessonId));
  const classList = await myClasses(db, await teacherClassIds(db, auth.user.userId));
  return {
    lessonId,
    lessonNo: index + 1,
    lessonCount: order.length,
    previousLessonId: order[index - 1]?.lessonId ?? null,
    nextLessonId: order[index + 1]?.lessonId ?? null,
    title: lesson.title,
    titleEn: lesson.titleEn,
    description: lesson.description,
    courseId: course.courseId,
    courseTitle: course.title,
    courseTitleEn: course.titleEn,
    ...filesOf(lessonId),
    resources: used,
    classes: classList.map((k) => ({ ...k, taughtAt: marks.find((m) => m.classId === k.classId)?.taughtAt ?? '' })),
  };
}

const alreadyTaught = (): never =>
  conflict('该班级已上过此课时', 'This lesson is already marked taught for this class');

/** Marks the lesson taught for one of the teacher's classes (once per class). */
export async function markTaught(db: Db, clock: Clock, auth: Auth, lessonId: number, taughtTo: number) {
  const { lesson } = await myLesson(db, auth, lessonId);
  const classId = await myClassId(db, auth, taughtTo);
  const inserted = await db
    .insert(lessonsTaught)
    .values({
      lessonId,
      classId,
      courseId: lesson.courseId,
      teacherUserId: auth.user.userId,
      taughtAt: formatTime(clock.now()),
    })
    .onConflictDoNothing()
    .returning({ lessonId: lessonsTaught.lessonId });
  if (!inserted.length) alreadyTaught();
}

/** Takes the mark back. */
export async function unmarkTaught(db: Db, auth: Auth, lessonId: number, classId: number) {
  await myLesson(db, auth, lessonId);
  await myClassId(db, auth, classId);
  const deleted = await db
    .delete(lessonsTaught)
    .where(and(eq(lessonsTaught.lessonId, lessonId), eq(lessonsTaught.classId, classId)))
    .returning({ lessonId: lessonsTaught.lessonId });
  if (!deleted.length) notFound('该班级尚未上过此课时', 'This lesson is not marked taught for this class');
}
