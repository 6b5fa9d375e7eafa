import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { courseFiles } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Body } from '../../lib/body';
import { fail } from '../../lib/errors';
import { RESOURCE_MAX_FILES } from '../../../contract/course-limits';
import { checkAddress } from '../../lib/address-field';

// The file lists of a course and of its lessons as the editors send and receive them, and how
// each list is stored: one course_file row per file, its kind naming the list. The bytes behind
// a file's address belong to the file area (docs/server.md).

export type FileKind = 'courseware' | 'instructional' | 'learning' | 'material';

/** A file as the screens send and receive it. */
export interface WireFile {
  fileId?: number;
  fileName: string;
  url: string;
  size: number;
  contentType: string;
  downloadable: boolean;
}

/** The wire lists of a course and of a lesson, and the kind each list is stored as. */
export const COURSE_LISTS = {
  coursewares: 'courseware',
  instructionalResources: 'instructional',
  learningResources: 'learning',
} as const satisfies Record<string, FileKind>;
export const LESSON_LISTS = {
  courseware: 'courseware',
  materials: 'material',
  learningResources: 'learning',
} as const satisfies Record<string, FileKind>;
export type Lists = Record<string, FileKind>;
export type ListFiles = Record<string, WireFile[]>;

/** Each list's name as the editors label it (src/locales/{zh,en}/courseEditor.json, field.*). */
const LIST_LABELS: Record<string, [zh: string, en: string]> = {
  coursewares: ['课件', 'Courseware'],
  instructionalResources: ['教学资源', 'Instructional resources'],
  learningResources: ['学习资源', 'Learning resources'],
  courseware: ['课件', 'Courseware'],
  materials: ['素材', 'Material'],
};

/** One file list of a write: every file needs a name and an address; RESOURCE_MAX_FILES at most. */
function readFiles(body: Body, list: string): WireFile[] {
  const value = body[list];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail('文件列表格式不正确', 'A file list has an invalid format');
  if (value.length > RESOURCE_MAX_FILES) {
    const [zh, en] = LIST_LABELS[list] ?? [list, list];
    // the upload widget's message (widgets:upload.tooMany) after the list's name
    fail(
      `${zh}：上传文件数量不能超过 ${RESOURCE_MAX_FILES} 个!`,
      `${en}: No more than ${RESOURCE_MAX_FILES} files can be uploaded!`,
    );
  }
  return (value as unknown[]).map((item) => {
    const f = (item ?? {}) as Record<string, unknown>;
    const fileName = typeof f.fileName === 'string' ? f.fileName.trim() : '';
    const url = typeof f.url === 'string' ? f.url.trim() : '';
    if (!fileName || !url) fail('文件缺少名称或地址', 'A file is missing its name or address');
    if (fileName.length > 255 || url.length > 500) fail('文件名称或地址过长', "A file's name or address is too long");
    const [zh, en] = LIST_LABELS[list] ?? [list, list];
    checkAddress({ zh: `${zh}文件地址`, en: `${en}: a file's address` }, url, { courseFile: true });
    const size = Number(f.size);
    return {
      fileName,
      url,
      size: Number.isSafeInteger(size) && size > 0 ? size : 0,
      contentType: typeof f.contentType === 'string' ? f.contentType.slice(0, 100) : '',
      downloadable: f.downloadable !== false,
    };
  });
}

export const readLists = (body: Body, lists: Lists): ListFiles =>
  Object.fromEntries(Object.keys(lists).map((list) => [list, readFiles(body, list)]));

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

/** Every file of a course and of its lessons, each list in its order. */
export async function filesOfCourse(db: Db, courseId: number): Promise<StoredFile[]> {
  return db
    .select(wireColumns)
    .from(courseFiles)
    .where(eq(courseFiles.courseId, courseId))
    .orderBy(asc(courseFiles.sort), asc(courseFiles.fileId));
}

export async function filesOfLesson(db: Db, lessonId: number): Promise<StoredFile[]> {
  return db
    .select(wireColumns)
    .from(courseFiles)
    .where(eq(courseFiles.lessonId, lessonId))
    .orderBy(asc(courseFiles.sort), asc(courseFiles.fileId));
}

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
