import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { courseFiles } from '../../db/schema';
import type { Db } from '../../db/types';
import { fail } from '../../lib/errors';
import type { Lists, WireFile } from '@contract/schemas/course-files';

// The file lists of a course and of its lessons as the editors send and receive them, and how
// each list is stored: one course_file row per file, its kind naming the list. The bytes behind
// a file's address belong to the file area (docs/server.md).

// The lists and the file a write sends are the contract's, declared with their input schemas.
export { COURSE_LISTS, LESSON_LISTS, type FileKind, type Lists, type WireFile } from '@contract/schemas/course-files';

export type ListFiles = Record<string, WireFile[]>;

const wireColumns = {
  fileId: courseFiles.fileId,
  lessonId: courseFiles.lessonId,
  kind: courseFiles.kind,
  fileName: courseFiles.fileName,
  url: courseFiles.url,
  size: courseFiles.size,
  contentType: courseFiles.contentType,
  downloadable: courseFiles.downloadable,
};
type StoredFile = { lessonId: number | null; kind: string } & Required<WireFile>;

/** The files `where` picks, each list in its order. */
const filesInOrder = (db: Db, where: SQL): Promise<StoredFile[]> =>
  db.select(wireColumns).from(courseFiles).where(where).orderBy(asc(courseFiles.sort), asc(courseFiles.fileId));

/** Every file of a course and of its lessons. */
export const filesOfCourse = (db: Db, courseId: number) => filesInOrder(db, eq(courseFiles.courseId, courseId));

export const filesOfLesson = (db: Db, lessonId: number) => filesInOrder(db, eq(courseFiles.lessonId, lessonId));

/**
 * A saved course file is named by its preview call, never by its upload's address: the preview
 * and download calls apply the course's rule and the downloadable flag, the upload's address
 * would bypass both (docs/api.md "Course editing"). A write that sends it back keeps the file.
 */
const courseFileAddress = (fileId: number) => `/csp/course/file/${fileId}/preview`;
const COURSE_FILE_ADDRESS = /^\/csp\/course\/file\/(\d{1,9})\/preview$/;

/** The wire lists of the course (lessonId null) or of one lesson, out of its stored files. */
export function listsOf(files: StoredFile[], lessonId: number | null, lists: Lists): ListFiles {
  const own = files.filter((f) => f.lessonId === lessonId);
  return Object.fromEntries(
    Object.entries(lists).map(([list, kind]) => [
      list,
      own
        .filter((f) => f.kind === kind)
        .map(({ fileId, fileName, size, contentType, downloadable }) => ({
          fileId,
          fileName,
          url: courseFileAddress(fileId),
          size,
          contentType,
          downloadable,
        })),
    ]),
  );
}

/** Replaces the files of a course (lessonId null) or of one lesson with the lists of a write. */
export async function writeFiles(
  db: Db,
  owner: { courseId: number; lessonId: number | null },
  lists: Lists,
  files: ListFiles,
  stamp: { createBy: string; createTime: string },
): Promise<void> {
  const { courseId, lessonId } = owner;
  const kept = await storedAddresses(db, courseId, files);
  await db
    .delete(courseFiles)
    .where(
      and(
        eq(courseFiles.courseId, courseId),
        lessonId === null ? isNull(courseFiles.lessonId) : eq(courseFiles.lessonId, lessonId),
      ),
    );
  const rows = Object.entries(lists).flatMap(([list, kind]) =>
    (files[list] ?? []).map((f, sort) => ({
      courseId,
      lessonId,
      kind,
      ...f,
      url: kept.get(f.url) ?? f.url,
      sort,
      ...stamp,
    })),
  );
  if (rows.length) await db.insert(courseFiles).values(rows);
}

/**
 * The stored address behind each saved file a write names by its preview call (above); a file of
 * another course, or one that is gone, is refused.
 */
async function storedAddresses(db: Db, courseId: number, files: ListFiles): Promise<Map<string, string>> {
  const named = Object.values(files)
    .flat()
    .map((f) => f.url)
    .filter((url) => COURSE_FILE_ADDRESS.test(url));
  const ids = [...new Set(named.map((url) => Number(COURSE_FILE_ADDRESS.exec(url)![1])))];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ fileId: courseFiles.fileId, url: courseFiles.url })
    .from(courseFiles)
    .where(and(eq(courseFiles.courseId, courseId), inArray(courseFiles.fileId, ids)));
  if (rows.length !== ids.length) fail('文件不存在', 'The file does not exist');
  return new Map(rows.map((row) => [courseFileAddress(row.fileId), row.url]));
}
