import { and, asc, eq, inArray, isNull, notInArray, type SQL } from 'drizzle-orm';
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

/**
 * Writes the files of a course (lessonId null) or of one lesson as a write lists them. A saved file
 * the write names again keeps its row and its id, so its preview and download addresses stay good
 * and an editor opened before another's save still names files that exist; only the values that
 * changed are written (the audit trail shows what changed, not every file deleted and added again).
 * A file no longer named is deleted, and a new upload, or a saved file of another lesson of the
 * course, gets a row of its own.
 */
export async function writeFiles(
  db: Db,
  owner: { courseId: number; lessonId: number | null },
  lists: Lists,
  files: ListFiles,
  stamp: { createBy: string; createTime: string },
): Promise<void> {
  const { courseId, lessonId } = owner;
  const saved = await savedFiles(db, courseId, files);
  const kept = new Map<number, { stored: SavedFile; wanted: FileValues }>();
  const added: Array<typeof courseFiles.$inferInsert> = [];
  for (const [list, kind] of Object.entries(lists)) {
    (files[list] ?? []).forEach((f, sort) => {
      const stored = saved.get(f.url);
      const wanted = {
        kind,
        fileName: f.fileName,
        size: f.size,
        contentType: f.contentType,
        downloadable: f.downloadable,
        sort,
      };
      if (stored && stored.lessonId === lessonId && !kept.has(stored.fileId))
        kept.set(stored.fileId, { stored, wanted });
      else added.push({ courseId, lessonId, ...wanted, url: stored?.url ?? f.url, ...stamp });
    });
  }
  await db
    .delete(courseFiles)
    .where(
      and(
        eq(courseFiles.courseId, courseId),
        lessonId === null ? isNull(courseFiles.lessonId) : eq(courseFiles.lessonId, lessonId),
        kept.size ? notInArray(courseFiles.fileId, [...kept.keys()]) : undefined,
      ),
    );
  for (const [fileId, { stored, wanted }] of kept) {
    const changed = (Object.keys(wanted) as Array<keyof FileValues>).some((key) => stored[key] !== wanted[key]);
    if (changed) await db.update(courseFiles).set(wanted).where(eq(courseFiles.fileId, fileId));
  }
  if (added.length) await db.insert(courseFiles).values(added);
}

/** What a write sets on a file's row, beside its owner and its address. */
type FileValues = Pick<StoredFile, 'kind' | 'fileName' | 'size' | 'contentType' | 'downloadable'> & { sort: number };
type SavedFile = StoredFile & { sort: number };

/**
 * The saved files a write names by their preview call (above), by that address; a file of another
 * course, or one that is gone, is refused.
 */
async function savedFiles(db: Db, courseId: number, files: ListFiles): Promise<Map<string, SavedFile>> {
  const named = Object.values(files)
    .flat()
    .map((f) => f.url)
    .filter((url) => COURSE_FILE_ADDRESS.test(url));
  const ids = [...new Set(named.map((url) => Number(COURSE_FILE_ADDRESS.exec(url)![1])))];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ ...wireColumns, sort: courseFiles.sort })
    .from(courseFiles)
    .where(and(eq(courseFiles.courseId, courseId), inArray(courseFiles.fileId, ids)));
  if (rows.length !== ids.length) fail('文件不存在', 'The file does not exist');
  return new Map(rows.map((row) => [courseFileAddress(row.fileId), row]));
}
