import { http } from 'msw';
import { disciplineNames, subjectNames } from '../db/catalog-names';
import { fileNotFound } from '../db/courses';
import { fileBytes, ossIdOfUrl } from '../db/sample-files';
import { visibleSchoolIds } from '../db/school-scope';
import { db } from '../db/store';
import { teacherCourseIds } from '../db/teacher-scope';
import type { ResourceRow } from '../db/teaching-types';
import type { RoleRow, UserRow } from '../db/types';
import { fileResponse } from '../lib/binary';
import type { Lang } from '../lib/lang';
import { localize } from '../lib/localize';
import { contains, paginate, param, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { withAuth } from '../lib/route';
import { choice, field, idParam, int } from '../lib/validate';

// The resource library (user:resource:*, docs/api.md "Resource library"): every teacher sees the
// whole library; a file is previewed through its own call, and downloaded only when the resource
// is downloadable (the address of the stored file is never handed out).

const ID = field('resourceId', '资源编号', 'Resource id');
const TYPES = ['1', '2', '3', '4', '5', '6'];
const MISSING: [string, string] = ['资源不存在', 'The resource does not exist'];

function resourceFilter(lang: Lang, q: URLSearchParams): (r: ResourceRow) => boolean {
  const query = Object.fromEntries(q);
  const disciplineId = int(lang, query, field('disciplineId', '学科', 'Discipline'));
  const subjectId = int(lang, query, field('subjectId', '科目', 'Subject'));
  const grade = int(lang, query, field('grade', '年级', 'Grade'), { min: 1, max: 12 });
  const type = choice(lang, query, field('resourceType', '资源类型', 'Resource type'), TYPES, '');
  const words = param(q, 'text');
  return (r) =>
    (!disciplineId || r.disciplineId === disciplineId) &&
    (!subjectId || r.subjectId === subjectId) &&
    (!grade || r.grade === grade) &&
    (!type || r.resourceType === type) &&
    contains(words, r.title, r.titleEn, r.description, r.descriptionEn);
}

/** What a list row carries: the names in the request's language (and both originals), never the url. */
function answer(row: ResourceRow, lang: Lang) {
  const { url: _url, lessonIds: _lessons, ...rest } = localize(row, lang, ['title', 'description']);
  return { ...rest, ...disciplineNames(row.disciplineId), ...subjectNames(row.subjectId) };
}

/** The courses whose lessons the caller opens in the teacher's pages: their own, or all for the platform. */
function openableCourses(user: UserRow, role: RoleRow | undefined): Set<number> | 'all' {
  return visibleSchoolIds(user, role) === 'all' ? 'all' : teacherCourseIds(user.userId);
}

function lessonsOf(row: ResourceRow, user: UserRow, role: RoleRow | undefined) {
  const data = db();
  const openable = openableCourses(user, role);
  return row.lessonIds.flatMap((lessonId) => {
    const lesson = data.lessons.find((l) => l.lessonId === lessonId);
    const course = lesson && data.courses.find((c) => c.courseId === lesson.courseId);
    if (!lesson || !course) return [];
    return [
      {
        lessonId,
        sort: lesson.sort,
        title: lesson.title,
        titleEn: lesson.titleEn,
        courseId: course.courseId,
        courseTitle: course.title,
        courseTitleEn: course.titleEn,
        mine: openable === 'all' || openable.has(course.courseId),
      },
    ];
  });
}

function resourceOf(lang: Lang, raw: string | readonly string[] | undefined): ResourceRow {
  const id = idParam(lang, raw, ID);
  return db().resources.find((r) => r.resourceId === id) ?? bad(lang, ...MISSING);
}

async function fileOf(row: ResourceRow, disposition: 'inline' | 'attachment', lang: Lang): Promise<Response> {
  const ossId = ossIdOfUrl(row.url);
  const stored = ossId === undefined ? undefined : await fileBytes(ossId);
  if (!stored) return fileNotFound(lang);
  return fileResponse(stored.bytes, stored.type, row.fileName, disposition);
}

export const resourceHandlers = [
  http.get(
    '*/csp/user/resource/list',
    withAuth('user:resource:list', ({ request, lang }) => {
      const q = queryOf(request);
      const rows = db()
        .resources.filter(resourceFilter(lang, q))
        .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.resourceId - a.resourceId)
        .map((r) => answer(r, lang));
      return okList(lang, paginate(lang, q, rows));
    }),
  ),
  http.get(
    '*/csp/user/resource/:id/preview',
    withAuth('user:resource:query', ({ params, lang }) => fileOf(resourceOf(lang, params.id), 'inline', lang)),
  ),
  http.get(
    '*/csp/user/resource/:id/download',
    withAuth('user:resource:query', ({ params, lang }) => {
      const row = resourceOf(lang, params.id);
      if (!row.downloadable) {
        bad(lang, '该资源不允许下载，请在线预览', 'This resource may not be downloaded; please preview it online');
      }
      return fileOf(row, 'attachment', lang);
    }),
  ),
  http.get(
    '*/csp/user/resource/:id',
    withAuth('user:resource:query', ({ params, lang, user, role }) => {
      const row = resourceOf(lang, params.id);
      return ok(lang, { ...answer(row, lang), lessons: lessonsOf(row, user, role) });
    }),
  ),
];
