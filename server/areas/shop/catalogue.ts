import { GRADE_MAX, GRADE_MIN } from '../../../contract/grades';
import { and, asc, eq, getTableColumns, gte, lte } from 'drizzle-orm';
import { courses, disciplines, teachingAidCourses, teachingAids } from '../../db/schema';
import type { Db } from '../../db/types';
import { localize } from '../../lib/bilingual';
import { notFound } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText, countRows, listPage, param, type Query } from '../../lib/paging';
import { choice, field, int } from '../../lib/validate';

// The teaching-aid shop's catalogue (docs/api.md "Teaching-aid shop", user:shop:*): the aids and
// kits by id, and one aid with the courses that use it.

export const AID_ID = field('aidId', '教具编号', 'Teaching-aid id');

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

export async function listAids(db: Db, q: Query, lang: Lang) {
  const kind = choice<'aid' | 'kit' | ''>(field('kind', '类别', 'Kind'), ['aid', 'kit'], '')(q);
  const disciplineId = int(field('disciplineId', '学科', 'Discipline'))(q);
  const grade = int(field('grade', '年级', 'Grade'), { min: GRADE_MIN, max: GRADE_MAX })(q);
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
