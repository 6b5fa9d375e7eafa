import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { classes, courses, courseSchools, schools, users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { ApiError, conflict, notFound } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText, rowsOfIds, sortedPage } from '../../lib/paging';
import { rememberedCount, withTableToken } from '../../lib/remembered-count';
import { preparedStatements } from '../../db/prepared-statements';
import { countOf } from '../../lib/subquery';
import { answered, createdBy, updatedBy } from '../../lib/records';
import { createUser } from '../user/records';
import {
  accountCandidates,
  accountsOf,
  roleIdOf,
  SCHOOL_ROLE_KEY,
  setAccounts,
  TEACHER_ROLE_KEY,
  holdsRole,
  type AccountRole,
} from './accounts';
import { nameTaken, readAccounts, readBasic, readCourseIds } from './body';
import { ACCOUNT_LABEL, type SchoolInput, type SchoolListQuery } from './schema';
import { requireSchool, withinSchools } from './scope';

// Schools (docs/api.md "Schools"): the list with its filters and counts, one school with its
// accounts and courses, the editor's save, delete, enable/disable and the editor's options.
// Every call stays inside the caller's schools (scope.ts): a school outside them answers 403.

const developer = alias(users, 'developer');

/** People at the school holding a role, counted in SQL for the rows of one page. */
const staffCount = (roleKey: string) => countOf(users, and(eq(users.schoolId, schools.schoolId), holdsRole(roleKey)));

const ROW = {
  ...getTableColumns(schools),
  bdName: sql<string>`coalesce(${developer.name}, '')`,
  classCount: countOf(classes, eq(classes.schoolId, schools.schoolId)),
  courseCount: countOf(courseSchools, eq(courseSchools.schoolId, schools.schoolId)),
  adminCount: staffCount(SCHOOL_ROLE_KEY.admins),
  principalCount: staffCount(SCHOOL_ROLE_KEY.principals),
  teacherCount: staffCount(TEACHER_ROLE_KEY),
};

const SORTABLE = {
  schoolId: schools.schoolId,
  schoolName: schools.schoolName,
  schoolNameEn: schools.schoolNameEn,
  schoolType: schools.schoolType,
  status: schools.status,
  createTime: schools.createTime,
};

const missing = (id: number): never => notFound(`学校 ${id} 不存在`, `School ${id} does not exist`);

function selectRows(db: Db) {
  return db.select(ROW).from(schools).leftJoin(developer, eq(developer.userId, schools.bdUserId));
}

/**
 * The schools of a page with their counts, by id, prepared once. A list page is found in two
 * steps: the page's ids from the school table alone, planned for each call's filters and order
 * (every sortable column is the school's own), then their rows here. Planning the page in one
 * statement (a join and five counts per row) cost PostgreSQL more than running it, and a generic
 * plan of that statement would price its LIMIT at a tenth of the rows; this one's plan does not
 * depend on the filters.
 */
const schoolsOfIds = preparedStatements('csp_school_rows', (db, _: 'page') =>
  selectRows(db).where(sql`${schools.schoolId} = any(${sql.placeholder('ids')}::int[])`),
);

export async function listSchools(db: Db, auth: Auth, q: SchoolListQuery) {
  const { schoolStage: stage, schoolType: type, bdUserId, status } = q;
  const where = and(
    withinSchools(auth, schools.schoolId),
    containsText(q.schoolName, schools.schoolName, schools.schoolNameEn),
    type ? eq(schools.schoolType, type) : undefined,
    stage ? sql`',' || ${schools.schoolStage} || ',' like ${`%,${stage},%`}` : undefined,
    bdUserId ? eq(schools.bdUserId, bdUserId) : undefined,
    status ? eq(schools.status, status) : undefined,
  );
  const page = await sortedPage(
    q,
    rememberedCount(db, schools, where),
    // the token the count needs comes with the page's ids
    db
      .select({ schoolId: schools.schoolId, ...withTableToken(schools) })
      .from(schools)
      .where(where)
      .$dynamic(),
    SORTABLE,
    asc(schools.schoolId),
  );
  const rows = await rowsOfIds(
    page.rows.map((row) => row.schoolId),
    (ids) => schoolsOfIds(db, 'page').execute({ ids }),
    (row) => row.schoolId,
  );
  return { ...page, rows: rows.map(answered) };
}

/** The school's row as the list shows it; an unknown id says so, one outside the caller's schools answers 403. */
export async function findSchool(db: Db, auth: Auth, schoolId: number) {
  const [row] = await selectRows(db).where(eq(schools.schoolId, schoolId));
  if (!row) return missing(schoolId);
  await requireSchool(db, auth, schoolId);
  return answered(row);
}

/** The school as the editor loads it: its row, its accounts and the ids of its courses. */
export async function schoolDetail(db: Db, auth: Auth, schoolId: number) {
  const row = await findSchool(db, auth, schoolId);
  const courseRows = await db
    .select({ courseId: courseSchools.courseId })
    .from(courseSchools)
    .where(eq(courseSchools.schoolId, schoolId))
    .orderBy(asc(courseSchools.courseId));
  return {
    ...row,
    admins: await accountsOf(db, schoolId, SCHOOL_ROLE_KEY.admins),
    principals: await accountsOf(db, schoolId, SCHOOL_ROLE_KEY.principals),
    teachers: await accountsOf(db, schoolId, SCHOOL_ROLE_KEY.teachers),
    courseIds: courseRows.map((c) => c.courseId),
  };
}

async function setCourses(db: Db, schoolId: number, courseIds: number[]) {
  await db.delete(courseSchools).where(eq(courseSchools.schoolId, schoolId));
  if (courseIds.length) await db.insert(courseSchools).values(courseIds.map((courseId) => ({ courseId, schoolId })));
}

/** New accounts of one role, created with the rules of POST /system/user; a refusal names the account. */
async function createAccounts(
  db: Db,
  clock: Clock,
  auth: Auth,
  lang: Lang,
  key: AccountRole,
  bodies: Record<string, unknown>[],
) {
  const roleId = await roleIdOf(db, SCHOOL_ROLE_KEY[key]);
  const label = ACCOUNT_LABEL[key];
  const ids: number[] = [];
  for (const [i, body] of bodies.entries()) {
    try {
      ids.push((await createUser(db, clock, auth, lang, { ...body, roleIds: [roleId] })).userId);
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 500) throw error;
      throw new ApiError(error.kind, {
        zh: `新建${label.zh}第 ${i + 1} 个：${error.text.zh}`,
        en: `New ${label.en.toLowerCase()} ${i + 1}: ${error.text.en}`,
      });
    }
  }
  return ids;
}

/**
 * Create (`schoolId` null) or edit a school with its accounts and courses, in one transaction:
 * everything is checked before the school is written, and a refused new account leaves nothing.
 */
export async function saveSchool(
  db: Db,
  clock: Clock,
  auth: Auth,
  lang: Lang,
  input: SchoolInput,
  schoolId: number | null,
) {
  if (schoolId !== null) await findSchool(db, auth, schoolId);
  const basic = await readBasic(db, auth, input, schoolId);
  const accounts = await readAccounts(db, input, schoolId);
  const courseIds = await readCourseIds(db, input.courseIds);
  try {
    const id = await db.transaction(async (tx) => {
      const created: Partial<Record<AccountRole, number[]>> = {};
      for (const key of Object.keys(accounts) as AccountRole[]) {
        created[key] = await createAccounts(tx, clock, auth, lang, key, accounts[key]!.create);
      }
      let savedId = schoolId;
      if (savedId === null) {
        const [row] = await tx
          .insert(schools)
          .values({ ...basic, status: '0', approvalMode: '1', ...createdBy(auth, clock) })
          .returning({ schoolId: schools.schoolId });
        savedId = row.schoolId;
      } else {
        await tx
          .update(schools)
          .set({ ...basic, ...updatedBy(auth, clock) })
          .where(eq(schools.schoolId, savedId));
      }
      for (const key of Object.keys(accounts) as AccountRole[]) {
        await setAccounts(tx, savedId, SCHOOL_ROLE_KEY[key], [...accounts[key]!.picked, ...(created[key] ?? [])]);
      }
      if (courseIds) await setCourses(tx, savedId, courseIds);
      return savedId;
    });
    return await schoolDetail(db, auth, id);
  } catch (error) {
    if (isUniqueViolation(error, 'school_school_name_unique')) nameTaken(basic.schoolName);
    throw error;
  }
}

/** A school goes only when nothing is left at it: its classes and people are removed first. */
function guardDelete(school: { schoolName: string; schoolNameEn: string }, classCount: number, people: number) {
  if (!classCount && !people) return;
  const zh = [classCount && `${classCount} 个班级`, people && `${people} 名人员`].filter(Boolean).join('、');
  const en = [
    classCount && `${classCount} class${classCount === 1 ? '' : 'es'}`,
    people && `${people} ${people === 1 ? 'person' : 'people'}`,
  ]
    .filter(Boolean)
    .join(' and ');
  conflict(
    `学校“${school.schoolName}”还有 ${zh}，请先移除后再删除`,
    `The school "${school.schoolNameEn || school.schoolName}" still has ${en}; remove them before deleting the school`,
  );
}

/** Deletes every listed school, or none: an unknown one, one outside the caller's schools or one with classes or people refuses all. */
export async function deleteSchools(db: Db, auth: Auth, ids: number[]) {
  await db.transaction(async (tx) => {
    for (const id of ids) {
      const school = await findSchool(tx, auth, id);
      const [people] = await tx.select({ n: count() }).from(users).where(eq(users.schoolId, id));
      guardDelete(school, school.classCount, people.n);
    }
    // the courses the schools used let go of them by cascade
    await tx.delete(schools).where(inArray(schools.schoolId, ids));
  });
}

export async function changeSchoolStatus(
  db: Db,
  clock: Clock,
  auth: Auth,
  { schoolId, status }: { schoolId: number; status: '0' | '1' },
) {
  const school = await findSchool(db, auth, schoolId);
  await db
    .update(schools)
    .set({ status, ...updatedBy(auth, clock) })
    .where(eq(schools.schoolId, school.schoolId));
}

/** The accounts the editor may pick for a school (or a new one, without `schoolId`). */
export async function candidateAccounts(db: Db, auth: Auth, q: { schoolId: number | null; keyword: string }) {
  const schoolId = q.schoolId || null;
  if (schoolId !== null) await findSchool(db, auth, schoolId);
  return accountCandidates(db, schoolId, q.keyword);
}

export function enabledCourses(db: Db) {
  return db
    .select({ courseId: courses.courseId, title: courses.title, titleEn: courses.titleEn })
    .from(courses)
    .where(eq(courses.status, '0'))
    .orderBy(asc(courses.courseId));
}
