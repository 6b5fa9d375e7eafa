import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm';
import { courses, disciplines, lessons, resourceLessons, resources, subjects } from '../../db/schema';
import type { Db } from '../../db/types';
import { localize } from '../../lib/bilingual';
import type { Auth } from '../../lib/context';
import { fail, notFound } from '../../lib/errors';
import { fileStreamResponse } from '../../lib/file-response';
import type { Lang } from '../../lib/lang';
import { containsText, countRows, listPage, param, type Query } from '../../lib/paging';
import { fileNotFound } from '../file/course-files';
import type { StorageContext } from '../file/storage/choice';
import { ossIdOfUrl, storedFile } from '../file/uploads';
import { seesEveryTeacher, teacherCourseIds } from '../schedule/scope';
import type { ResourceFilters } from './schema';

// The resource library (docs/api.md "Resource library", user:resource:*): every holder sees the
// whole library; a file is previewed through its own call, and downloaded only when the resource
// is downloadable. The stored file's address is never answered.

const missing = (): never => notFound('资源不存在', 'The resource does not exist');

// Everything but the stored address.
const { url: _url, ...shownColumns } = getTableColumns(resources);

const selectResources = (db: Db) =>
  db
    .select({
      ...shownColumns,
      disciplineName: disciplines.disciplineName,
      disciplineNameEn: disciplines.disciplineNameEn,
      subjectName: subjects.subjectName,
      subjectNameEn: subjects.subjectNameEn,
    })
    .from(resources)
    .innerJoin(disciplines, eq(disciplines.disciplineId, resources.disciplineId))
    .innerJoin(subjects, eq(subjects.subjectId, resources.subjectId));

type ResourceAnswer = Awaited<ReturnType<ReturnType<typeof selectResources>['execute']>>[number];

const answer = (row: ResourceAnswer, lang: Lang) =>
  localize({ ...row, updateTime: row.updateTime ?? '' }, lang, ['title', 'description']);

export async function listResources(db: Db, filters: ResourceFilters, q: Query, lang: Lang) {
  const { disciplineId, subjectId, grade, resourceType: type } = filters;
  const where = and(
    disciplineId ? eq(resources.disciplineId, disciplineId) : undefined,
    subjectId ? eq(resources.subjectId, subjectId) : undefined,
    grade ? eq(resources.grade, grade) : undefined,
    type ? eq(resources.resourceType, type) : undefined,
    containsText(param(q, 'text'), resources.title, resources.titleEn, resources.description, resources.descriptionEn),
  );
  const page = await listPage(q, countRows(db, resources, where), (limit, offset) =>
    selectResources(db)
      .where(where)
      // Newest first.
      .orderBy(desc(resources.createTime), desc(resources.resourceId))
      .limit(limit)
      .offset(offset),
  );
  return { ...page, rows: page.rows.map((row) => answer(row, lang)) };
}

/** The resource with the lessons that use it; `mine` when the caller opens that lesson's page. */
export async function readResource(db: Db, auth: Auth, resourceId: number, lang: Lang) {
  const [row] = await selectResources(db).where(eq(resources.resourceId, resourceId));
  if (!row) return missing();
  const used = await db
    .select({
      lessonId: lessons.lessonId,
      sort: lessons.sort,
      title: lessons.title,
      titleEn: lessons.titleEn,
      courseId: courses.courseId,
      courseTitle: courses.title,
      courseTitleEn: courses.titleEn,
    })
    .from(resourceLessons)
    .innerJoin(lessons, eq(lessons.lessonId, resourceLessons.lessonId))
    .innerJoin(courses, eq(courses.courseId, lessons.courseId))
    .where(eq(resourceLessons.resourceId, resourceId))
    .orderBy(asc(resourceLessons.sort), asc(resourceLessons.lessonId));
  const all = seesEveryTeacher(auth);
  const own = all ? new Set<number>() : await teacherCourseIds(db, auth.user.userId);
  return {
    ...answer(row, lang),
    lessons: used.map((lesson) => ({ ...lesson, mine: all || own.has(lesson.courseId) })),
  };
}

/** The file of a resource, inline (every resource) or as an attachment (only a downloadable one). */
export async function resourceFile(ctx: StorageContext, resourceId: number, disposition: 'inline' | 'attachment') {
  const [row] = await ctx.db
    .select({ url: resources.url, fileName: resources.fileName, downloadable: resources.downloadable })
    .from(resources)
    .where(eq(resources.resourceId, resourceId));
  if (!row) return missing();
  if (disposition === 'attachment' && !row.downloadable) {
    fail('该资源不允许下载，请在线预览', 'This resource may not be downloaded; please preview it online');
  }
  const ossId = ossIdOfUrl(row.url);
  const stored = ossId === undefined ? undefined : await storedFile(ctx, ossId);
  if (!stored) return fileNotFound();
  return fileStreamResponse(stored.body, stored.contentType, row.fileName, disposition, stored.size);
}
