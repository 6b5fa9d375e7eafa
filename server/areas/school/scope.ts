import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { schools } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Auth } from '../../lib/context';
import { ApiError, fail } from '../../lib/errors';
import { named, type Lang } from '../../lib/lang';

// Which schools' records a caller sees (docs/api.md "Schools", docs/roles.md), decided by the
// session's active role:
// - the platform roles (administrator, discipline leader) see every school;
// - a business developer (A4) the schools whose `bd_user_id` is theirs;
// - a school administrator or principal only the school they work at (`sys_user.school_id`);
// - anyone else no school's records.
// Every school-scoped call asks here, as a WHERE condition on the column naming a record's
// school (lists) or through requireSchool (a record named in a request).

const PLATFORM_ROLES = ['admin', 'discipline_leader'];
const OWN_SCHOOL_ROLES = ['school_admin', 'principal'];
export const BUSINESS_DEVELOPER = 'A4';

export const OUTSIDE_SCHOOLS = {
  zh: '没有权限访问该学校的数据',
  en: "No permission: this school's records are outside your schools",
};

/**
 * The condition a record's school (`column`) meets when the caller sees it; undefined when the
 * caller sees every school. A business developer's schools are a subquery, so a school assigned
 * to them meanwhile is in sight at once.
 */
export function withinSchools(auth: Auth, column: AnyPgColumn): SQL | undefined {
  const key = auth.role?.roleKey ?? '';
  if (PLATFORM_ROLES.includes(key)) return undefined;
  if (key === BUSINESS_DEVELOPER) {
    return inArray(
      column,
      new QueryBuilder()
        .select({ schoolId: schools.schoolId })
        .from(schools)
        .where(eq(schools.bdUserId, auth.user.userId)),
    );
  }
  if (OWN_SCHOOL_ROLES.includes(key) && auth.user.schoolId !== null) return eq(column, auth.user.schoolId);
  return sql`false`;
}

/** True when the caller sees every school (the screens then offer a school filter). */
export const seesEverySchool = (auth: Auth): boolean => PLATFORM_ROLES.includes(auth.role?.roleKey ?? '');

/** Whether the caller sees the school; an unknown school is not seen. */
export async function seesSchool(db: Db, auth: Auth, schoolId: number): Promise<boolean> {
  const [row] = await db
    .select({ schoolId: schools.schoolId })
    .from(schools)
    .where(and(eq(schools.schoolId, schoolId), withinSchools(auth, schools.schoolId)));
  return Boolean(row);
}

/**
 * Whether the caller sees the school in `column`, as a column of the query that reads the record:
 * a record named in a request is then found and checked in one query.
 */
export const seesSchoolOf = (auth: Auth, column: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`coalesce(${withinSchools(auth, column) ?? sql`true`}, false)`;

/** The 403 (saying why) of a record whose school is outside the caller's schools. */
export function outsideSchools(): never {
  throw new ApiError('forbidden', OUTSIDE_SCHOOLS);
}

/** Answers 403 (saying why) when the school's records are outside the caller's schools. */
export async function requireSchool(db: Db, auth: Auth, schoolId: number | null): Promise<void> {
  if (schoolId === null || !(await seesSchool(db, auth, schoolId))) outsideSchools();
}

/** The ids of the schools the caller sees, in id order (for the options of a school select). */
export async function visibleSchoolIds(db: Db, auth: Auth): Promise<number[]> {
  const rows = await db
    .select({ schoolId: schools.schoolId })
    .from(schools)
    .where(withinSchools(auth, schools.schoolId))
    .orderBy(schools.schoolId);
  return rows.map((r) => r.schoolId);
}

/** The schools the caller sees as a select's choices, named in the request's language, by id. */
export async function schoolChoices(db: Db, auth: Auth, lang: Lang) {
  const rows = await db
    .select({ schoolId: schools.schoolId, zh: schools.schoolName, en: schools.schoolNameEn })
    .from(schools)
    .where(withinSchools(auth, schools.schoolId))
    .orderBy(asc(schools.schoolId));
  return rows.map((s) => ({ schoolId: s.schoolId, schoolName: named(lang, s.zh, s.en) }));
}

/**
 * The school a list or options call is about (its `schoolId` filter): the one asked for (unknown
 * or outside the caller's schools refused), else the caller's only school, else none (every
 * school the caller sees).
 */
export async function schoolAsked(db: Db, auth: Auth, raw: string): Promise<number | null> {
  if (raw) {
    if (!/^\d{1,9}$/.test(raw)) fail('学校编号必须是数字', 'School id must be a number');
    const schoolId = Number(raw);
    const [found] = await db.select({ schoolId: schools.schoolId }).from(schools).where(eq(schools.schoolId, schoolId));
    if (!found) fail('学校不存在', 'The school does not exist');
    await requireSchool(db, auth, schoolId);
    return schoolId;
  }
  if (seesEverySchool(auth)) return null;
  const ids = await visibleSchoolIds(db, auth);
  return ids.length === 1 ? ids[0] : null;
}
