import { http } from 'msw';
import { db } from '../db/store';
import { fileResponse } from '../lib/binary';
import { t, type Lang } from '../lib/lang';
import { fail } from '../lib/reply';
import { withAuth } from '../lib/route';
import { zipStore } from '../lib/zip';

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
      const entries = db()
        .lessonDocs.filter((d) => d.courseId === course.courseId)
        .sort((a, b) => a.lessonNo - b.lessonNo)
        .map((d) => ({ name: d.fileName, data: encoder.encode(d.body) }));
      const title = lang === 'en' ? course.titleEn : course.title;
      return fileResponse(zipStore(entries), 'application/zip', `${title}.zip`, 'attachment');
    }),
  ),
];
