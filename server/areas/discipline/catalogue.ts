import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { courses, disciplines, subjects } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, fail, notFound } from '../../lib/errors';
import { named, type Lang } from '../../lib/lang';
import { containsText, countRows, sortedPage } from '../../lib/paging';
import { answered, createdBy, updateStamped } from '../../lib/records';
import { countOf } from '../../lib/subquery';
import type { DisciplineInput, DisciplineListQuery, SubjectInput, SubjectListQuery } from './schema';
import { takenByAnother } from '../../lib/taken';

// Disciplines (admin:discipline:*) and their subjects (admin:subject:*), docs/api.md
// "Disciplines, subjects and discipline leaders". The course catalogue's choices read the same
// tables, so every edit shows there. A discipline still holding subjects or courses, or a
// subject still used by a course, stays. Names are unique in each language (the constraints
// also refuse two requests racing for one name).

const zhTaken = (name: string): never => conflict(`名称"${name}"已存在`, `The name "${name}" is already taken`);
const enTaken = (name: string): never =>
  conflict(`英文名称"${name}"已存在`, `The English name "${name}" is already taken`);
export const noDiscipline = (): never => notFound('学科不存在', 'The discipline does not exist');
/** A form's chosen discipline that does not exist: bad input, the form stays to choose another. */
export const unknownDiscipline = (): never => fail('学科不存在', 'The discipline does not exist');
const noSubject = (): never => notFound('科目不存在', 'The subject does not exist');

/** A write whose names a racing request took meanwhile is refused as the checks refuse it. */
async function keepingNamesUnique<T>(
  names: { zh: string; en: string },
  constraints: { zh: string; en: string },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraints.zh)) zhTaken(names.zh);
    if (isUniqueViolation(error, constraints.en)) enTaken(names.en);
    throw error;
  }
}

// ---- disciplines

const DISCIPLINE_ROW = {
  ...getTableColumns(disciplines),
  subjectCount: countOf(subjects, eq(subjects.disciplineId, disciplines.disciplineId)),
  courseCount: countOf(courses, eq(courses.disciplineId, disciplines.disciplineId)),
};

export async function listDisciplines(db: Db, q: DisciplineListQuery) {
  const where = containsText(q.disciplineName, disciplines.disciplineName, disciplines.disciplineNameEn);
  const page = await sortedPage(
    q,
    countRows(db, disciplines, where),
    db.select(DISCIPLINE_ROW).from(disciplines).where(where).$dynamic(),
    {
      disciplineId: disciplines.disciplineId,
      disciplineName: disciplines.disciplineName,
      disciplineNameEn: disciplines.disciplineNameEn,
      sort: disciplines.sort,
      createTime: disciplines.createTime,
    },
    asc(disciplines.sort),
    asc(disciplines.disciplineId),
  );
  return { ...page, rows: page.rows.map(answered) };
}

export async function readDiscipline(db: Db, disciplineId: number) {
  const [row] = await db.select(DISCIPLINE_ROW).from(disciplines).where(eq(disciplines.disciplineId, disciplineId));
  return answered(row ?? noDiscipline());
}

/** The discipline select of the subject and leader screens, by sort, in the request's language. */
export async function disciplineOptions(db: Db, lang: Lang) {
  const rows = await db
    .select({
      disciplineId: disciplines.disciplineId,
      zh: disciplines.disciplineName,
      en: disciplines.disciplineNameEn,
    })
    .from(disciplines)
    .orderBy(asc(disciplines.sort), asc(disciplines.disciplineId));
  return rows.map((d) => ({ disciplineId: d.disciplineId, disciplineName: named(lang, d.zh, d.en) }));
}

async function disciplineValues(db: Db, input: DisciplineInput, selfId: number | null) {
  const values = { disciplineName: input.disciplineName, disciplineNameEn: input.disciplineNameEn, sort: input.sort };
  const taken = (where: SQL) => takenByAnother(db, disciplines.disciplineId, where, selfId);
  if (await taken(eq(disciplines.disciplineName, values.disciplineName))) zhTaken(values.disciplineName);
  if (await taken(sql`lower(${disciplines.disciplineNameEn}) = lower(${values.disciplineNameEn})`)) {
    enTaken(values.disciplineNameEn);
  }
  return values;
}

const DISCIPLINE_NAMES = { zh: 'course_discipline_name_unique', en: 'course_discipline_name_en_lower_unique' };

export async function createDiscipline(db: Db, clock: Clock, auth: Auth, input: DisciplineInput) {
  const values = await disciplineValues(db, input, null);
  const [row] = await keepingNamesUnique(
    { zh: values.disciplineName, en: values.disciplineNameEn },
    DISCIPLINE_NAMES,
    () =>
      db
        .insert(disciplines)
        .values({ ...values, ...createdBy(auth, clock) })
        .returning({ disciplineId: disciplines.disciplineId }),
  );
  return readDiscipline(db, row.disciplineId);
}

export async function updateDiscipline(db: Db, clock: Clock, auth: Auth, disciplineId: number, input: DisciplineInput) {
  const self = await readDiscipline(db, disciplineId);
  const values = await disciplineValues(db, input, self.disciplineId);
  await keepingNamesUnique({ zh: values.disciplineName, en: values.disciplineNameEn }, DISCIPLINE_NAMES, () =>
    updateStamped(db, auth, clock, disciplines, eq(disciplines.disciplineId, self.disciplineId), values),
  );
}

/** Deletes every listed discipline, or none: one unknown, or still holding subjects or courses, refuses all. */
export async function deleteDisciplines(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    for (const id of ids) {
      const d = await readDiscipline(tx, id);
      if (!d.subjectCount && !d.courseCount) continue;
      conflict(
        `学科"${d.disciplineName}"下还有 ${d.subjectCount} 个科目、${d.courseCount} 门课程，不能删除`,
        `The discipline "${named('en', d.disciplineName, d.disciplineNameEn)}" still has ${d.subjectCount} subject(s) and ${d.courseCount} course(s) and cannot be deleted`,
      );
    }
    await tx.delete(disciplines).where(inArray(disciplines.disciplineId, ids));
  });
}

// ---- subjects

const SUBJECT_ROW = {
  ...getTableColumns(subjects),
  disciplineZh: disciplines.disciplineName,
  disciplineEn: disciplines.disciplineNameEn,
  courseCount: countOf(courses, eq(courses.subjectId, subjects.subjectId)),
};
type SubjectRow = Awaited<ReturnType<typeof selectSubjects>>[number];

function selectSubjects(db: Db) {
  return db
    .select(SUBJECT_ROW)
    .from(subjects)
    .innerJoin(disciplines, eq(disciplines.disciplineId, subjects.disciplineId));
}

function subjectAnswer(row: SubjectRow, lang: Lang) {
  const { disciplineZh, disciplineEn, ...rest } = row;
  return { ...answered(rest), disciplineLabel: named(lang, disciplineZh, disciplineEn) };
}

export async function listSubjects(db: Db, lang: Lang, q: SubjectListQuery) {
  const { disciplineId } = q;
  const where = and(
    disciplineId ? eq(subjects.disciplineId, disciplineId) : undefined,
    containsText(q.subjectName, subjects.subjectName, subjects.subjectNameEn),
  );
  const page = await sortedPage(
    q,
    countRows(db, subjects, where),
    selectSubjects(db).where(where).$dynamic(),
    {
      subjectId: subjects.subjectId,
      disciplineId: subjects.disciplineId,
      subjectName: subjects.subjectName,
      subjectNameEn: subjects.subjectNameEn,
      sort: subjects.sort,
      createTime: subjects.createTime,
    },
    asc(subjects.disciplineId),
    asc(subjects.sort),
    asc(subjects.subjectId),
  );
  return { ...page, rows: page.rows.map((r) => subjectAnswer(r, lang)) };
}

async function findSubject(db: Db, subjectId: number) {
  const [row] = await selectSubjects(db).where(eq(subjects.subjectId, subjectId));
  return row ?? noSubject();
}

export async function readSubject(db: Db, lang: Lang, subjectId: number) {
  return subjectAnswer(await findSubject(db, subjectId), lang);
}

async function subjectValues(db: Db, input: SubjectInput, selfId: number | null) {
  const { disciplineId } = input;
  const [discipline] = await db
    .select({ id: disciplines.disciplineId })
    .from(disciplines)
    .where(eq(disciplines.disciplineId, disciplineId));
  if (!discipline) unknownDiscipline();
  const values = {
    disciplineId,
    subjectName: input.subjectName,
    subjectNameEn: input.subjectNameEn,
    sort: input.sort,
  };
  // a subject's names are unique within its discipline
  const taken = (where: SQL) =>
    takenByAnother(db, subjects.subjectId, and(eq(subjects.disciplineId, disciplineId), where), selfId);
  if (await taken(eq(subjects.subjectName, values.subjectName))) zhTaken(values.subjectName);
  if (await taken(sql`lower(${subjects.subjectNameEn}) = lower(${values.subjectNameEn})`)) {
    enTaken(values.subjectNameEn);
  }
  return values;
}

const SUBJECT_NAMES = { zh: 'course_subject_name_unique', en: 'course_subject_name_en_lower_unique' };

export async function createSubject(db: Db, clock: Clock, auth: Auth, lang: Lang, input: SubjectInput) {
  const values = await subjectValues(db, input, null);
  const [row] = await keepingNamesUnique({ zh: values.subjectName, en: values.subjectNameEn }, SUBJECT_NAMES, () =>
    db
      .insert(subjects)
      .values({ ...values, ...createdBy(auth, clock) })
      .returning({ subjectId: subjects.subjectId }),
  );
  return readSubject(db, lang, row.subjectId);
}

export async function updateSubject(db: Db, clock: Clock, auth: Auth, subjectId: number, input: SubjectInput) {
  const self = await findSubject(db, subjectId);
  const values = await subjectValues(db, input, self.subjectId);
  await keepingNamesUnique({ zh: values.subjectName, en: values.subjectNameEn }, SUBJECT_NAMES, () =>
    updateStamped(db, auth, clock, subjects, eq(subjects.subjectId, self.subjectId), values),
  );
}

/** Deletes every listed subject, or none: one unknown or still used by a course refuses all. */
export async function deleteSubjects(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    for (const id of ids) {
      const s = await findSubject(tx, id);
      if (!s.courseCount) continue;
      conflict(
        `科目"${s.subjectName}"还有 ${s.courseCount} 门课程在使用，不能删除`,
        `The subject "${named('en', s.subjectName, s.subjectNameEn)}" is still used by ${s.courseCount} course(s) and cannot be deleted`,
      );
    }
    await tx.delete(subjects).where(inArray(subjects.subjectId, ids));
  });
}
