import type { Lang } from '../lib/lang';
import { t } from '../lib/lang';
import { bad, fail } from '../lib/reply';
import type { CourseFileRow, CourseRow } from './business-types';
import { fileBytes, ossIdOfUrl } from './sample-files';
import { db } from './store';

// The lookups the course calls share: the catalogue's and the editor's (a course), the download
// and preview calls' (a course file and its bytes).

/** The course `courseId`; an unknown one is refused: 课程不存在 / The course does not exist. */
export const findCourse = (lang: Lang, courseId: number): CourseRow =>
  db().courses.find((c) => c.courseId === courseId) ?? bad(lang, '课程不存在', 'The course does not exist');

/** A course file by the id a path names (a string); undefined when there is none. */
export const courseFileOf = (fileId: unknown): CourseFileRow | undefined =>
  db().courseFiles.find((f) => String(f.fileId) === fileId);

/** The bytes behind a course file's address; undefined when they are gone (a cleared upload). */
export async function courseFileBytes(file: CourseFileRow) {
  const ossId = ossIdOfUrl(file.url);
  return ossId === undefined ? undefined : fileBytes(ossId);
}

/** The JSON refusal of a course file that does not exist (or whose bytes are gone). */
export const fileNotFound = (lang: Lang) => fail(500, t(lang, '文件不存在', 'The file does not exist'));
