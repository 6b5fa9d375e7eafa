import { http } from 'msw';
import { courseFileBytes, courseFileOf, fileNotFound } from '../db/courses';
import { mayReadCourseFile } from '../db/course-file-access';
import { db } from '../db/store';
import type { CourseFileRow } from '../db/business-types';
import { fileResponse } from '../lib/binary';
import { ok } from '../lib/reply';
import { forbidden, withAuth } from '../lib/route';

// One course file for the preview pages: what it is and where it sits, and its bytes inline.
// Previewing is allowed whether or not the file may be downloaded; the download is a separate
// call that refuses non-downloadable files. Only those who can open the course read its files
// (db/course-file-access.ts); others get 403. Errors stay JSON so the page can show the message.

/** What the preview pages show about a file: no address, so nothing here bypasses the download rule. */
function metadataOf(file: CourseFileRow) {
  const course = db().courses.find((c) => c.courseId === file.courseId);
  const lesson = file.lessonId === null ? undefined : db().lessons.find((l) => l.lessonId === file.lessonId);
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

export const courseFileHandlers = [
  http.get(
    '*/csp/course/file/:fileId/preview',
    withAuth(null, async ({ params, lang, user, role }) => {
      const file = courseFileOf(params.fileId);
      if (file && !mayReadCourseFile(user, role, file)) return forbidden(lang);
      const stored = file ? await courseFileBytes(file) : undefined;
      if (!file || !stored) return fileNotFound(lang);
      return fileResponse(stored.bytes, file.contentType || stored.type, file.fileName, 'inline');
    }),
  ),
  http.get(
    '*/csp/course/file/:fileId',
    withAuth(null, ({ params, lang, user, role }) => {
      const file = courseFileOf(params.fileId);
      if (!file) return fileNotFound(lang);
      return mayReadCourseFile(user, role, file) ? ok(lang, metadataOf(file)) : forbidden(lang);
    }),
  ),
];
