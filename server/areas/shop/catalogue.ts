import { and, asc, eq, getTableColumns, gte, lte } from 'drizzle-orm';
import { courses, disciplines, teachingAidCourses, teachingAids } from '../../db/schema';
import type { Db } from '../../db/types';
import { localize } from '../../lib/bilingual';
import { notFound } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText, countRows, listPage, param, type Query } from '../../lib/paging';

// The teaching-aid shop's catalogue (docs/api.md "Teaching-aid shop", user:shop:*): the aids and
// kits by id, and one aid with the courses that use it.

export const aidMissing = (): never => notFound('教具不存在', 'The teaching aid does not exist');

const selectAids = (db: Db) =>
  db
    .select({
      ...getTableColumns(teachingAids),
      disciplineName: disciplines.disciplineName,
      disciplineNameEn: disciplines.disciplineNameEn,
    })
    .from(teachingAids)
    .innerJoin(disciplines, eq(disciplines.disciplineId, teachingAids.disciplineId));

type AidAnswer = Awaited<ReturnType<ReturnType<typeof selectAids>['execute']>>[number];

const answer = (row: AidAnswer, lang: Lang) =>
  localize({ ...row, updateTime: row.updateTime ?? '' }, lang, ['name', 'description']);

/** The catalogue's own filters (./schema.ts); null filters nothing. */
interface AidFilters {
  kind: 'aid' | 'kit' | null;
  disciplineId: number | null;
  grade: number | null;
}

export async function listAids(db: Db, filters: AidFilters, q: Query, lang: Lang) {
  const { kind, disciplineId, grade } = filters;
  const where = and(
    kind ? eq(teachingAids.kind, kind) : undefined,
    disciplineId ? eq(teachingAids.disciplineId, disciplineId) : undefined,
    grade ? and(lte(teachingAids.gradeStart, grade), gte(teachingAids.gradeEnd, grade)) : undefined,
    containsText(
      param(q, 'text'),
      teachingAids.name,
      teachingAids.nameEn,
      teachingAids.description,
      teachingAids.descriptionEn,
    ),
  );
  const page = await listPage(q, countRows(db, teachingAids, where), (limit, offset) =>
    selectAids(db).where(where).orderBy(asc(teachingAids.aidId)).limit(limit).offset(offset),
  );
  return { ...page, rows: page.rows.map((row) => answer(row, lang)) };
}

export async function readAid(db: Db, aidId: number, lang: Lang) {
  const [row] = await selectAids(db).where(eq(teachingAids.aidId, aidId));
  if (!row) return aidMissing();
  const used = await db
    .select({ courseId: courses.courseId, title: courses.title, titleEn: courses.titleEn })
    .from(teachingAidCourses)
    .innerJoin(courses, eq(courses.courseId, teachingAidCourses.courseId))
    .where(eq(teachingAidCourses.aidId, aidId))
    .orderBy(asc(courses.courseId));
  return { ...answer(row, lang), courses: used };
}
