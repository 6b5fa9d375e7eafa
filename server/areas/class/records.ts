import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { classes, classTeachers, schools, students, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { localize } from '../../lib/bilingual';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { keepingUnique } from '../../lib/db-errors';
import { conflict, fail, notFound } from '../../lib/errors';
import { named, type Lang } from '../../lib/lang';
import { containsText, dateRange, countRows, param, type Query, sortedPage } from '../../lib/paging';
import { answered, createdBy, updateStamped } from '../../lib/records';
import { countOf, subquery } from '../../lib/subquery';
import { holdsRole, TEACHER_ROLE_KEY } from '../school/accounts';
import {
  outsideSchools,
  requireSchool,
  seesEverySchool,
  seesSchoolOf,
  schoolChoices,
  visibleSchoolIds,
  withinSchools,
} from '../school/scope';
import type { ClassInput } from './schema';
import { takenByAnother } from '../../lib/taken';

// A school's classes (docs/api.md "Classes, students and scores"): the list with its filters,
// one class, add, edit, delete, and the schools and teachers the form offers. Every call keeps
// to the caller's schools (school/scope.ts); a class elsewhere answers 403.

/** How a person is named in a list: name, else nickname, else user name. */
const displayName = sql<string>`coalesce(nullif(${users.name}, ''), nullif(${users.nickName}, ''), ${users.userName})`;

const teachersOfClass = eq(classTeachers.classId, classes.classId);

const ROW = {
  ...getTableColumns(classes),
  schoolNameZh: schools.schoolName,
  schoolNameEn: schools.schoolNameEn,
  teacherIds: sql<number[]>`coalesce((${subquery
    .select({ ids: sql`json_agg(${classTeachers.userId} order by ${classTeachers.userId})` })
    .from(classTeachers)
    .where(teachersOfClass)}), '[]'::json)`,
  teacherNames: sql<string[]>`coalesce((${subquery
    .select({ names: sql`json_agg(${displayName} order by ${classTeachers.userId})` })
    .from(classTeachers)
    .innerJoin(users, eq(users.userId, classTeachers.userId))
    .where(teachersOfClass)}), '[]'::json)`,
  studentCount: countOf(students, eq(students.classId, classes.classId)),
};

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: Db) {
  return db.select(ROW).from(classes).innerJoin(schools, eq(schools.schoolId, classes.schoolId));
}

/** A class as the list and the form get it: names in the request's language, counts from the roster. */
function answer(row: Row, lang: Lang) {
  const { schoolNameZh, schoolNameEn, ...rest } = row;
  return { ...localize(answered(rest), lang, ['className']), schoolName: named(lang, schoolNameZh, schoolNameEn) };
}

const SORTABLE = {
  classId: classes.classId,
  schoolId: classes.schoolId,
  className: classes.className,
  classNameEn: classes.classNameEn,
  grade: classes.grade,
  examTime: classes.examTime,
  studentCount: ROW.studentCount,
  createTime: classes.createTime,
};

/** The list's own filters (./schema.ts); null filters nothing. */
interface ClassFilters {
  schoolId: number | null;
  grade: number | null;
}

export async function listClasses(db: Db, auth: Auth, lang: Lang, filters: ClassFilters, q: Query) {
  const { schoolId, grade } = filters;
  const where = and(
    withinSchools(auth, classes.schoolId),
    schoolId ? eq(classes.schoolId, schoolId) : undefined,
    grade ? eq(classes.grade, grade) : undefined,
    containsText(param(q, 'className'), classes.className, classes.classNameEn),
    dateRange(q, classes.examTime, 'ExamTime'),
  );
  const page = await sortedPage(
    q,
    countRows(db, classes, where),
    selectRows(db).where(where).$dynamic(),
    SORTABLE,
    asc(classes.classId),
  );
  return { ...page, rows: page.rows.map((r) => answer(r, lang)) };
}

const CLASS_MISSING = { zh: '班级不存在', en: 'The class does not exist' };

/**
 * The class's own row, or "does not exist"; 403 when it belongs to a school outside the caller's.
 * Without the list's teachers and student count: a roster page of a large class would count its
 * students twice.
 */
export async function findClass(db: Db, auth: Auth, classId: number): Promise<typeof classes.$inferSelect> {
  const [row] = await db
    .select({ klass: classes, seen: seesSchoolOf(auth, classes.schoolId) })
    .from(classes)
    .where(eq(classes.classId, classId));
  if (!row) return notFound(CLASS_MISSING.zh, CLASS_MISSING.en);
  if (!row.seen) outsideSchools();
  return row.klass;
}

export async function readClass(db: Db, auth: Auth, lang: Lang, classId: number) {
  await findClass(db, auth, classId);
  const [row] = await selectRows(db).where(eq(classes.classId, classId));
  if (!row) return notFound(CLASS_MISSING.zh, CLASS_MISSING.en);
  return answer(row, lang);
}

/** A school's classes as a select's choices, named in the request's language, by id. */
export async function classChoices(db: Db, lang: Lang, schoolId: number) {
  const rows = await db
    .select({ classId: classes.classId, zh: classes.className, en: classes.classNameEn })
    .from(classes)
    .where(eq(classes.schoolId, schoolId))
    .orderBy(asc(classes.classId));
  return rows.map((c) => ({ classId: c.classId, className: named(lang, c.zh, c.en) }));
}

/** Enabled accounts holding the teacher role at the schools: who may teach their classes. */
const teacherAt = (schoolIds: number[]) =>
  and(eq(users.status, '0'), inArray(users.schoolId, schoolIds), holdsRole(TEACHER_ROLE_KEY));

/** The schools the caller sees and their teachers: the school filter and the form's choices. */
export async function classOptions(db: Db, auth: Auth, lang: Lang) {
  const ids = await visibleSchoolIds(db, auth);
  const teachers = ids.length
    ? await db
        .select({
          userId: users.userId,
          name: users.name,
          nickName: users.nickName,
          userName: users.userName,
          schoolId: users.schoolId,
        })
        .from(users)
        .where(teacherAt(ids))
        .orderBy(asc(users.userId))
    : [];
  return {
    schools: await schoolChoices(db, auth, lang),
    teachers: teachers.map((u) => ({
      userId: u.userId,
      name: u.name || u.nickName || u.userName,
      schoolId: u.schoolId,
    })),
  };
}

/** The teacher ids of a write: each an enabled teacher of the class's school. */
async function checkTeachers(db: Db, ids: number[], schoolId: number): Promise<number[]> {
  const found = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(inArray(users.userId, ids), teacherAt([schoolId])));
  if (found.length !== ids.length) fail('所选教师不是该学校的教师', 'A chosen teacher does not teach at this school');
  return ids;
}

const nameTaken = (name: string): never =>
  conflict(`班级“${name}”在该学校已存在`, `The class "${name}" already exists at this school`);

/** The fields of an add or edit, checked against the school; school staff may leave the school out (their own is taken). */
async function readFields(db: Db, auth: Auth, input: ClassInput, self: typeof classes.$inferSelect | null) {
  const visible = seesEverySchool(auth) ? [] : await visibleSchoolIds(db, auth);
  const own = visible.length === 1 ? visible[0] : null;
  const schoolId = input.schoolId ?? self?.schoolId ?? own ?? fail('学校不能为空', 'School is required');
  const [school] = await db.select({ schoolId: schools.schoolId }).from(schools).where(eq(schools.schoolId, schoolId));
  if (!school) fail('学校不存在', 'The school does not exist');
  await requireSchool(db, auth, schoolId);
  if (self && self.schoolId !== schoolId) fail('班级所属学校不能修改', 'A class cannot move to another school');
  const { className, classNameEn, grade, examTime } = input;
  const teacherIds = await checkTeachers(db, input.teacherIds, schoolId);
  const sameName = and(eq(classes.schoolId, schoolId), eq(classes.className, className));
  if (await takenByAnother(db, classes.classId, sameName, self?.classId ?? null)) nameTaken(className);
  return { values: { schoolId, className, classNameEn, grade, examTime }, teacherIds };
}

const keepingNameUnique = <T>(className: string, write: () => Promise<T>): Promise<T> =>
  keepingUnique('school_class_name_unique', () => nameTaken(className), write);

export async function createClass(db: Db, clock: Clock, auth: Auth, lang: Lang, input: ClassInput) {
  const { values, teacherIds } = await readFields(db, auth, input, null);
  const classId = await keepingNameUnique(values.className, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(classes)
        .values({ ...values, ...createdBy(auth, clock) })
        .returning({ classId: classes.classId });
      await tx.insert(classTeachers).values(teacherIds.map((userId) => ({ classId: row.classId, userId })));
      return row.classId;
    }),
  );
  return readClass(db, auth, lang, classId);
}

export async function updateClass(db: Db, clock: Clock, auth: Auth, classId: number, input: ClassInput) {
  const self = await findClass(db, auth, classId);
  const { values, teacherIds } = await readFields(db, auth, input, self);
  await keepingNameUnique(values.className, () =>
    db.transaction(async (tx) => {
      await updateStamped(tx, auth, clock, classes, eq(classes.classId, self.classId), values);
      await tx.delete(classTeachers).where(eq(classTeachers.classId, self.classId));
      await tx.insert(classTeachers).values(teacherIds.map((userId) => ({ classId: self.classId, userId })));
    }),
  );
}

/** The classes go with their students, scores and teachers (by cascade), or none does. */
export async function deleteClasses(db: Db, auth: Auth, ids: number[]) {
  await db.transaction(async (tx) => {
    for (const id of ids) await findClass(tx, auth, id);
    await tx.delete(classes).where(inArray(classes.classId, ids));
  });
}
