import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Permission } from '@contract/permissions';
import { courseFiles, courses, lessons, messages, staffAssignmentCourses } from '../../db/schema';
import type { Db } from '../../db/types';
import { ApiError, FORBIDDEN } from '../../lib/errors';
import type { Auth } from '../../lib/context';
import { allows } from '../../lib/permissions';
import { messageOpensFile } from '../message/file-reach';
import { messageScope } from '../message/scope';
import type { ZipSource } from './course-zip';
import type { StorageContext } from './storage/choice';
import { FILE_NOT_FOUND, ossIdOfUrl, storedBytes, storedFile, type StoredFile } from './uploads';

// Course files (docs/api.md "Course files and preview", "Files"): who may read them, one file's
// description, its bytes, and the files a course's ZIP holds.
//
// Whoever can open a course's page reads its files: the catalogue's readers and editors every
// course's, a teacher the courses their school assigned to them, and anyone the class-hour
// document of a courseware message they can read (when the message may open it: message/file-reach.ts).

export const CATALOGUE_PERMS: readonly Permission[] = [
  'admin:course:list',
  'admin:course:query',
  'admin:course:add',
  'admin:course:edit',
];

export const fileNotFound = (): never => {
  throw new ApiError('notFound', FILE_NOT_FOUND);
};
const forbidden = (): never => {
  throw new ApiError('forbidden', FORBIDDEN);
};

async function readsCatalogue(db: Db, auth: Auth): Promise<boolean> {
  for (const perm of CATALOGUE_PERMS) if (await allows(db, auth.role, perm)) return true;
  return false;
}

/** The school assigned the course to this teacher (their staff assignment, docs/api.md "School members"). */
async function teachesCourse(db: Db, auth: Auth, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(staffAssignmentCourses)
    .where(and(eq(staffAssignmentCourses.userId, auth.user.userId), eq(staffAssignmentCourses.courseId, courseId)))
    .limit(1);
  return row !== undefined;
}

export async function mayReadCourse(db: Db, auth: Auth, courseId: number): Promise<boolean> {
  if (await readsCatalogue(db, auth)) return true;
  return (await allows(db, auth.role, 'user:teacher:query')) && teachesCourse(db, auth, courseId);
}

/**
 * The courses the caller may open, as a condition on a course id column (the rule of
 * mayReadCourse, for lists); undefined for every course.
 */
export async function readableCourses(db: Db, auth: Auth, courseId: AnyPgColumn): Promise<SQL | undefined> {
  if (await readsCatalogue(db, auth)) return undefined;
  if (!(await allows(db, auth.role, 'user:teacher:query'))) return sql`false`;
  return inArray(
    courseId,
    db
      .select({ courseId: staffAssignmentCourses.courseId })
      .from(staffAssignmentCourses)
      .where(eq(staffAssignmentCourses.userId, auth.user.userId)),
  );
}

/** A message the caller can read names the file as its class-hour document, and may open it. */
async function openedByMessage(db: Db, auth: Auth, fileId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(messages)
    .where(and(messageOpensFile(fileId), messageScope(auth)))
    .limit(1);
  return row !== undefined;
}

export type CourseFileRow = typeof courseFiles.$inferSelect;

/** The course file the caller may read: unknown → 文件不存在, not theirs → 403. */
export async function readableCourseFile(db: Db, auth: Auth, fileId: number): Promise<CourseFileRow> {
  const [file] = await db.select().from(courseFiles).where(eq(courseFiles.fileId, fileId));
  if (!file) return fileNotFound();
  if (!(await mayReadCourse(db, auth, file.courseId)) && !(await openedByMessage(db, auth, file.fileId))) forbidden();
  return file;
}

/** What the preview pages show about a file: no address, so nothing here bypasses the download rule. */
export async function describeCourseFile(db: Db, file: CourseFileRow) {
  const [course] = await db
    .select({ title: courses.title, titleEn: courses.titleEn })
    .from(courses)
    .where(eq(courses.courseId, file.courseId));
  const [lesson] =
    file.lessonId === null
      ? []
      : await db
          .select({ title: lessons.title, titleEn: lessons.titleEn })
          .from(lessons)
          .where(eq(lessons.lessonId, file.lessonId));
  return {
    fileId: file.fileId,
    courseId: file.courseId,
    lessonId: file.lessonId,
    kind: file.kind,
    fileName: file.fileName,
    size: file.size,
    contentType: file.contentType,
    downloadable: file.downloadable,
    courseTitle: course?.title ?? '',
    courseTitleEn: course?.titleEn ?? '',
    lessonTitle: lesson?.title ?? '',
    lessonTitleEn: lesson?.titleEn ?? '',
  };
}

/** The bytes behind a course file's address; undefined when they are gone or it is no upload. */
export async function courseFileBytes(ctx: StorageContext, file: CourseFileRow): Promise<StoredFile | undefined> {
  const ossId = ossIdOfUrl(file.url);
  return ossId === undefined ? undefined : storedFile(ctx, ossId);
}

/** The course the caller may zip: unknown → 文件不存在, not theirs → 403. */
export async function readableCourse(db: Db, auth: Auth, courseId: number) {
  const [course] = await db
    .select({ courseId: courses.courseId, title: courses.title, titleEn: courses.titleEn })
    .from(courses)
    .where(eq(courses.courseId, courseId));
  if (!course) return fileNotFound();
  if (!(await mayReadCourse(db, auth, courseId))) forbidden();
  return course;
}

/**
 * The downloadable files of a course in the ZIP's order: the course's own files first, then each
 * lesson's in lesson order; within a list by `sort` (ordered in SQL). Each file's bytes are read
 * when the ZIP gets to it (course-zip.ts).
 */
export async function downloadableFiles(ctx: StorageContext, courseId: number): Promise<ZipSource[]> {
  const rows = await ctx.db
    .select({ fileName: courseFiles.fileName, url: courseFiles.url })
    .from(courseFiles)
    .leftJoin(lessons, eq(lessons.lessonId, courseFiles.lessonId))
    .where(and(eq(courseFiles.courseId, courseId), eq(courseFiles.downloadable, true)))
    .orderBy(
      sql`${courseFiles.lessonId} is not null`,
      asc(lessons.sort),
      asc(courseFiles.sort),
      asc(courseFiles.fileId),
    );
  return rows.map((row) => ({
    fileName: row.fileName,
    read: async () => {
      const ossId = ossIdOfUrl(row.url);
      return ossId === undefined ? undefined : storedBytes(ctx, ossId);
    },
  }));
}
