import { and, asc, eq, gte, inArray, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { courses, courseSchools, disciplines, lessons, messages, subjects } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Auth } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { preparedStatements } from '../../db/prepared-statements';
import { containsPattern, countRows, listPage, matchesPattern, orderBy } from '../../lib/paging';
import { answered } from '../../lib/records';
import { countOf } from '../../lib/subquery';
import { messageReader, messagesReadBy, readerIds, type MessageReader } from '../message/scope';
import type { PermissionArea } from '@contract/permissions';
import type { CourseListQuery } from './schema';
import { COURSE_MISSING, courseColumns } from './records';

// The catalogue (docs/api.md "Courses"): the list with its filters and counts, delete and the
// discipline/subject options of the filters and the editor.

const lessonCount = countOf(lessons, eq(lessons.courseId, courses.courseId));
const schoolCount = countOf(courseSchools, eq(courseSchools.courseId, courses.courseId));

/** The feedback about each course that a reader of messages (message/scope.ts) sees. */
const feedbackCount = (reader: MessageReader, ids: Parameters<typeof messagesReadBy>[1]) =>
  countOf(messages, and(eq(messages.courseId, courses.courseId), messagesReadBy(reader, ids)));

const FILTERS = ['title', 'disciplineId', 'subjectId', 'grade', 'status'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * The list's WHERE for the filters a call sets, each compared with `valueOf(filter)`: the call's
 * value, or a prepared statement's placeholder of the filter's name (the title's value is its
 * `containsPattern`).
 */
function courseWhere(set: readonly Filter[], valueOf: ValueOf): SQL | undefined {
  const condition = (filter: Filter): SQL | undefined => {
    switch (filter) {
      case 'title':
        return matchesPattern(valueOf('title'), courses.title, courses.titleEn);
      case 'disciplineId':
        return eq(courses.disciplineId, valueOf('disciplineId'));
      case 'subjectId':
        return eq(courses.subjectId, valueOf('subjectId'));
      case 'grade':
        return and(lte(courses.gradeStart, valueOf('grade')), gte(courses.gradeEnd, valueOf('grade')));
      case 'status':
        return eq(courses.status, valueOf('status'));
    }
  };
  return and(...set.map(condition));
}

/** Each filter's value as the list compares it: every one, set or not (a statement reads its own). */
const filterValues = (q: CourseListQuery) => ({
  title: containsPattern(q.title),
  disciplineId: q.disciplineId,
  subjectId: q.subjectId,
  grade: q.grade,
  status: q.status,
});
type Values = ReturnType<typeof filterValues>;
/** A set filter's value, or its placeholder. */
type ValueOf = <F extends Filter>(filter: F) => NonNullable<Values[F]> | Placeholder;

/** The columns a list may be sorted by. */
const sortableBy = (feedback: SQL<number>) => ({
  courseId: courses.courseId,
  title: courses.title,
  titleEn: courses.titleEn,
  gradeStart: courses.gradeStart,
  gradeEnd: courses.gradeEnd,
  disciplineId: courses.disciplineId,
  subjectId: courses.subjectId,
  classHours: courses.classHours,
  status: courses.status,
  createTime: courses.createTime,
  updateTime: courses.updateTime,
  lessonCount,
  schoolCount,
  feedbackCount: feedback,
});

/** The rows of the list matching `where`, each with its names and counts, in no order yet. */
function courseRows(db: Db, where: SQL | undefined, feedback: SQL<number>) {
  return db
    .select({
      ...courseColumns,
      disciplineName: sql<string>`coalesce(${disciplines.disciplineName}, '')`,
      disciplineNameEn: sql<string>`coalesce(${disciplines.disciplineNameEn}, '')`,
      subjectName: sql<string>`coalesce(${subjects.subjectName}, '')`,
      subjectNameEn: sql<string>`coalesce(${subjects.subjectNameEn}, '')`,
      lessonCount,
      schoolCount,
      feedbackCount: feedback,
    })
    .from(courses)
    .leftJoin(disciplines, eq(disciplines.disciplineId, courses.disciplineId))
    .leftJoin(subjects, eq(subjects.subjectId, courses.subjectId))
    .where(where)
    .$dynamic();
}

/**
 * A page of the list in its own order (by id), prepared: one statement per set of filters and
 * reader of messages, at most 32 × 4. The catalogue's page is the console's busiest list call, and
 * planning its statement (two joins, four counts per row) cost PostgreSQL more than running it.
 * A page sorted by a column is rarer and is built afresh, so the kept statements stay few.
 */
const pagesInIdOrder = preparedStatements(
  'csp_course_page',
  (db, { set, reader }: { set: Filter[]; reader: MessageReader }) =>
    courseRows(
      db,
      courseWhere(set, (filter) => sql.placeholder(filter)),
      feedbackCount(reader, { userId: sql.placeholder('userId'), schoolId: sql.placeholder('schoolId') }),
    )
      .orderBy(asc(courses.courseId))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
);

export async function courseList(db: Db, auth: Auth, q: CourseListQuery) {
  const set = FILTERS.filter((filter) => Boolean(q[filter]));
  const values = filterValues(q);
  // only the filters set are asked for
  const where = courseWhere(set, (filter) => values[filter] as NonNullable<Values[typeof filter]>);
  const reader = messageReader(auth);
  const feedback = feedbackCount(reader, readerIds(auth));
  const order = orderBy(q, sortableBy(feedback));
  const rows = order
    ? (limit: number, offset: number) =>
        courseRows(db, where, feedback).orderBy(order, asc(courses.courseId)).limit(limit).offset(offset)
    : (limit: number, offset: number) =>
        pagesInIdOrder(db, { set, reader }).execute({ ...values, ...readerIds(auth), limit, offset });
  const page = await listPage(q, countRows(db, courses, where), rows);
  return { ...page, rows: page.rows.map(answered) };
}

/**
 * Deletes the courses with their lessons and files (the foreign keys cascade). A course may go
 * only when no school uses it any more: schools plan lessons with it. One unknown or used course
 * refuses the whole call, and then nothing is deleted. Feedback about a deleted course stays.
 */
export async function deleteCourses(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ courseId: courses.courseId, title: courses.title, titleEn: courses.titleEn, schools: schoolCount })
      .from(courses)
      .where(inArray(courses.courseId, ids))
      .for('update');
    const byId = new Map(found.map((c) => [c.courseId, c]));
    const doomed = ids.map((id) => byId.get(id) ?? notFound(COURSE_MISSING.zh, COURSE_MISSING.en));
    for (const c of doomed) {
      const n = c.schools;
      if (!n) continue;
      conflict(
        `课程“${c.title}”仍有 ${n} 所学校在使用，请先解除关联后再删除`,
        `The course "${c.titleEn || c.title}" is still used by ${n} school${n === 1 ? '' : 's'}; dissociate ${n === 1 ? 'it' : 'them'} before deleting the course`,
      );
    }
    await tx.delete(courses).where(inArray(courses.courseId, ids));
  });
}

/** Whoever holds one of these permissions (or all, the administrator) reads the options. */
export const OPTION_READERS: readonly PermissionArea[] = ['admin:course:', 'user:resource:', 'user:shop:'];

/** Every discipline with its subjects, each by `sort`: the catalogue filters' and the editor's choices. */
export async function disciplineOptions(db: Db) {
  const rows = await db
    .select({
      disciplineId: disciplines.disciplineId,
      disciplineName: disciplines.disciplineName,
      disciplineNameEn: disciplines.disciplineNameEn,
      subjectId: subjects.subjectId,
      subjectName: subjects.subjectName,
      subjectNameEn: subjects.subjectNameEn,
    })
    .from(disciplines)
    .leftJoin(subjects, eq(subjects.disciplineId, disciplines.disciplineId))
    .orderBy(asc(disciplines.sort), asc(disciplines.disciplineId), asc(subjects.sort), asc(subjects.subjectId));
  const out: Array<{
    disciplineId: number;
    disciplineName: string;
    disciplineNameEn: string;
    subjects: Array<{ subjectId: number; subjectName: string; subjectNameEn: string }>;
  }> = [];
  for (const r of rows) {
    let last = out[out.length - 1];
    if (last?.disciplineId !== r.disciplineId) {
      last = {
        disciplineId: r.disciplineId,
        disciplineName: r.disciplineName,
        disciplineNameEn: r.disciplineNameEn,
        subjects: [],
      };
      out.push(last);
    }
    if (r.subjectId !== null) {
      last.subjects.push({
        subjectId: r.subjectId,
        subjectName: r.subjectName ?? '',
        subjectNameEn: r.subjectNameEn ?? '',
      });
    }
  }
  return out;
}
