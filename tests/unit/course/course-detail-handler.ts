import { http, HttpResponse } from 'msw';
import { db } from '@mock/db';
import type { CourseFileKind, CourseFileRow } from '@mock/db/business-types';

// `GET /admin/course/{id}` as the course-editing contract answers it (docs/api.md "Course
// editing"), for the detail page's tests only: the real handler belongs to the editor's calls.

const wire = (f: CourseFileRow) => ({
  fileId: f.fileId,
  fileName: f.fileName,
  url: f.url,
  size: f.size,
  contentType: f.contentType,
  downloadable: f.downloadable,
});

const filesOf = (courseId: number, lessonId: number | null, kind: CourseFileKind) =>
  db()
    .courseFiles.filter((f) => f.courseId === courseId && f.lessonId === lessonId && f.kind === kind)
    .sort((a, b) => a.sort - b.sort)
    .map(wire);

export const courseDetailHandler = http.get('*/csp/admin/course/:courseId', ({ params }) => {
  if (!/^\d+$/.test(String(params.courseId))) return undefined;
  const course = db().courses.find((c) => String(c.courseId) === params.courseId);
  if (!course) return HttpResponse.json({ code: 500, msg: '课程不存在' });
  const lessons = db()
    .lessons.filter((l) => l.courseId === course.courseId)
    .sort((a, b) => a.sort - b.sort)
    .map((l) => ({
      ...l,
      courseware: filesOf(course.courseId, l.lessonId, 'courseware'),
      materials: filesOf(course.courseId, l.lessonId, 'material'),
      learningResources: filesOf(course.courseId, l.lessonId, 'learning'),
    }));
  return HttpResponse.json({
    code: 200,
    msg: '操作成功',
    data: {
      ...course,
      coursewares: filesOf(course.courseId, null, 'courseware'),
      instructionalResources: filesOf(course.courseId, null, 'instructional'),
      learningResources: filesOf(course.courseId, null, 'learning'),
      lessons,
    },
  });
});
