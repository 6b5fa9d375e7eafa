import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  activities,
  classes,
  contents,
  courseFiles,
  courses,
  dictTypes,
  lessons,
  resources,
  roles,
  schedules,
  schools,
  staffAssignmentCourses,
  teachingAids,
  users,
} from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';

/** Real ids of the seeded data that the sweeps open screens with (the lowest id that fits). */
export interface SeedIds {
  courseId: number;
  /** a published activity */
  activityId: number;
  contentId: number;
  schoolId: number;
  dictId: number;
  resourceId: number;
  aidId: number;
  /** the `teacher` account, its role and one of its classes at its school */
  teacherUserId: number;
  teacherRoleId: number;
  memberClassId: number;
  /** a course, lesson, lesson file and schedule entry the `teacher` account has */
  teacherCourseId: number;
  teacherLessonId: number;
  teacherFileId: number;
  teacherScheduleId: number;
  /** that lesson file's address */
  fileUrl: string;
}

/** The lowest id of `table` among the rows `where` allows; fails when the seed has none. */
async function firstId(db: Db, table: PgTable, id: PgColumn, what: string, where?: SQL): Promise<number> {
  const [row] = await db.select({ id }).from(table).where(where).orderBy(asc(id)).limit(1);
  if (!row) throw new Error(`the seed has no ${what}`);
  return row.id as number;
}

/** The ids the hostile-input sweep and the upload refusals open their screens with. */
export async function seedIds(db: Db): Promise<SeedIds> {
  const [teacher] = await db.select().from(users).where(eq(users.userName, 'teacher'));
  if (!teacher) throw new Error('the seed has no `teacher` account');
  const taught = db
    .select({ courseId: staffAssignmentCourses.courseId })
    .from(staffAssignmentCourses)
    .where(eq(staffAssignmentCourses.userId, teacher.userId));
  const teacherLessonId = await firstId(
    db,
    lessons,
    lessons.lessonId,
    "lesson of the teacher's courses",
    inArray(lessons.courseId, taught),
  );
  const [lesson] = await db.select().from(lessons).where(eq(lessons.lessonId, teacherLessonId));
  const [file] = await db
    .select()
    .from(courseFiles)
    .where(eq(courseFiles.lessonId, teacherLessonId))
    .orderBy(asc(courseFiles.fileId))
    .limit(1);
  if (!file) throw new Error(`the seed has no file in lesson ${teacherLessonId}`);
  return {
    courseId: await firstId(db, courses, courses.courseId, 'course'),
    // published: the public website shows it too
    activityId: await firstId(
      db,
      activities,
      activities.activityId,
      'published activity',
      eq(activities.published, true),
    ),
    contentId: await firstId(db, contents, contents.contentId, 'content'),
    schoolId: await firstId(db, schools, schools.schoolId, 'school'),
    dictId: await firstId(db, dictTypes, dictTypes.dictId, 'dictionary'),
    resourceId: await firstId(db, resources, resources.resourceId, 'resource'),
    aidId: await firstId(db, teachingAids, teachingAids.aidId, 'teaching aid'),
    teacherUserId: teacher.userId,
    teacherRoleId: await firstId(db, roles, roles.roleId, 'teacher role', eq(roles.roleKey, 'teacher')),
    memberClassId: await firstId(
      db,
      classes,
      classes.classId,
      "class at the teacher's school",
      eq(classes.schoolId, teacher.schoolId ?? -1),
    ),
    teacherCourseId: lesson.courseId,
    teacherLessonId,
    teacherFileId: file.fileId,
    teacherScheduleId: await firstId(
      db,
      schedules,
      schedules.scheduleId,
      "schedule entry of the teacher's",
      eq(schedules.teacherUserId, teacher.userId),
    ),
    fileUrl: file.url,
  };
}
