import { zipSync, type Zippable } from 'fflate';
import { http } from 'msw';
import type { CourseFileRow } from '../db/business-types';
import { mayReadCourse, mayReadCourseFile } from '../db/course-file-access';
import { courseFileBytes, courseFileOf, fileNotFound } from '../db/courses';
import { db } from '../db/store';
import { fileResponse } from '../lib/binary';
import { now } from '../lib/clock';
import { t, type Lang } from '../lib/lang';
import { fail } from '../lib/reply';
import { forbidden, withAuth } from '../lib/route';

// Course file downloads: one file, or every downloadable file of a course and its lessons as a
// ZIP. A file whose `downloadable` is off is never handed out, alone or zipped, and only those who
// can open the course get its files (db/course-file-access.ts). Errors stay JSON
// envelopes so the client can tell them from a file and show the message.

const notDownloadable = (lang: Lang) =>
  fail(500, t(lang, '该文件不允许下载，请在线预览', 'This file may not be downloaded; please preview it online'));

/** A name not used yet in the archive: "name (2).ext" for a repeated one. */
function uniqueName(files: Zippable, name: string): string {
  if (!(name in files)) return name;
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let n = 2;
  while (`${base} (${n})${ext}` in files) n++;
  return `${base} (${n})${ext}`;
}

/** The course's own files first, then each lesson's in lesson order; within a list by `sort`. */
function downloadableFilesOf(courseId: number): CourseFileRow[] {
  const lessonOrder = new Map(
    db()
      .lessons.filter((l) => l.courseId === courseId)
      .map((l) => [l.lessonId, l.sort]),
  );
  const place = (f: CourseFileRow) => (f.lessonId === null ? 0 : (lessonOrder.get(f.lessonId) ?? Infinity));
  return db()
    .courseFiles.filter((f) => f.courseId === courseId && f.downloadable)
    .sort((a, b) => place(a) - place(b) || a.sort - b.sort || a.fileId - b.fileId);
}

export const downloadHandlers = [
  http.get(
    '*/csp/course/periodDoc/download/:fileId',
    withAuth(null, async ({ params, lang, user, role }) => {
      const file = courseFileOf(params.fileId);
      if (!file) return fileNotFound(lang);
      if (!mayReadCourseFile(user, role, file)) return forbidden(lang);
      if (!file.downloadable) return notDownloadable(lang);
      const stored = await courseFileBytes(file);
      if (!stored) return fileNotFound(lang);
      return fileResponse(stored.bytes, file.contentType || stored.type, file.fileName, 'attachment');
    }),
  ),
  http.get(
    '*/csp/course/download/zip/:courseId',
    withAuth(null, async ({ params, lang, user, role }) => {
      const course = db().courses.find((c) => String(c.courseId) === params.courseId);
      if (!course) return fileNotFound(lang);
      if (!mayReadCourse(user, role, course.courseId)) return forbidden(lang);
      const mtime = new Date(now());
      const files: Zippable = {};
      for (const file of downloadableFilesOf(course.courseId)) {
        const stored = await courseFileBytes(file);
        // a file whose bytes are gone (an upload cleared from the browser) is left out, not fatal
        if (stored) files[uniqueName(files, file.fileName)] = [new Uint8Array(stored.bytes), { mtime }];
      }
      const title = lang === 'en' ? course.titleEn || course.title : course.title;
      const zip = zipSync(files);
      return fileResponse(zip.buffer as ArrayBuffer, 'application/zip', `${title}.zip`, 'attachment');
    }),
  ),
];
