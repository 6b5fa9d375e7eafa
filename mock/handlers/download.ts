import { zipSync, type Zippable } from 'fflate';
import { http } from 'msw';
import { db } from '../db/store';
import { fileResponse } from '../lib/binary';
import { now } from '../lib/clock';
import { t, type Lang } from '../lib/lang';
import { fail } from '../lib/reply';
import { withAuth } from '../lib/route';

// Lesson document downloads: one document, or every document of a course as a ZIP.
// Errors stay JSON envelopes so the client can tell them from a file and show the message.

const encoder = new TextEncoder();
const notFound = (lang: Lang) => fail(500, t(lang, '文件不存在', 'The file does not exist'));
const bytesOf = (text: string) => encoder.encode(text).buffer as ArrayBuffer;

export const downloadHandlers = [
  http.get(
    '*/csp/course/periodDoc/download/:docId',
    withAuth(null, ({ params, lang }) => {
      const doc = db().lessonDocs.find((d) => String(d.docId) === params.docId);
      if (!doc) return notFound(lang);
      return fileResponse(bytesOf(doc.body), 'text/markdown; charset=utf-8', doc.fileName, 'attachment');
    }),
  ),
  http.get(
    '*/csp/course/download/zip/:courseId',
    withAuth(null, ({ params, lang }) => {
      const course = db().courses.find((c) => String(c.courseId) === params.courseId);
      if (!course) return notFound(lang);
      const mtime = new Date(now());
      const docs = db()
        .lessonDocs.filter((d) => d.courseId === course.courseId)
        .sort((a, b) => a.lessonNo - b.lessonNo);
      const files: Zippable = {};
      for (const d of docs) files[d.fileName] = [encoder.encode(d.body), { mtime }];
      const title = lang === 'en' ? course.titleEn : course.title;
      const zip = zipSync(files);
      return fileResponse(zip.buffer as ArrayBuffer, 'application/zip', `${title}.zip`, 'attachment');
    }),
  ),
];
