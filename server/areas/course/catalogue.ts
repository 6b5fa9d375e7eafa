import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { courses, courseSchools, disciplines, lessons, messages, subjects } from '../../db/schema';
import { preparedStatements } from '../../db/prepared-statements';
import type { Db } from '../../db/types';
import type { Auth } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { containsText, listPage, orderBy, rowsOfIds } from '../../lib/paging';
import { rememberedCount, withTableToken } from '../../lib/remembered-count';
import { answered } from '../../lib/records';
import { countOf } from '../../lib/subquery';
import { messageReader, messagesReadBy, readerIds, type MessageReader, type ReaderIds } from '../message/scope';
import type { PermissionArea } from '@contract/permissions';
import type { CourseListQuery } from './schema';
import { COURSE_MISSING, courseColumns } from './records';

// The catalogue (docs/api.md "Courses"): the list with its filters and counts, delete and the
// discipline/subject options of the filters and the editor.

const lessonCount = countOf(lessons, eq(lessons.courseId, courses.courseId));
const schoolCount = countOf(courseSchools, eq(courseSchools.courseId, courses.courseId));

/** The feedback about each course that a reader of messages (message/scope.ts) sees. */
const feedbackCount = (reader: MessageReader, ids: ReaderIds) =>
  countOf(messages, and(eq(messages.courseId, courses.courseId), messagesReadBy(reader, ids)));

function courseWhere(q: CourseListQuery): SQL | undefined {
  const { disciplineId, subjectId, grade, status } = q;
  return and(
    containsText(q.title, courses.title, courses.titleEn),
    disciplineId ? eq(courses.disciplineId, disciplineId) : undefined,
    subjectId ? eq(courses.subjectId, subjectId) : undefined,
    grade ? and(lte(courses.gradeStart, grade), gte(courses.gradeEnd, grade)) : undefined,
    status ? eq(courses.status, status) : undefined,
  );
}

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
 * The courses of a page with their names and counts, by id, prepared: one statement per reader of
 * messages. Planning this statement (two joins, four counts per row) cost PostgreSQL more than
 * running it, and a page in the list's own order, its busiest call, is found in two steps: the
 * page's ids, a statement of one table planned for each call's filters (a title search's plan
 * depends on the title: the trigram index pays for a rare one only), then their rows here.
 */
const coursesOfIds = preparedStatements('csp_course_rows', (db, reader: MessageReader) =>
  courseRows(
    db,
    sql`${courses.courseId} = any(${sql.placeholder('ids')}::int[])`,
    feedbackCount(reader, { userId: sql.placeholder('userId'), schoolId: sql.placeholder('schoolId') }),
  ),
);

export async function courseList(db: Db, auth: Auth, q: CourseListQuery) {
  const where = courseWhere(q);
  const reader = messageReader(auth);
  const caller = readerIds(auth);
  const feedback = feedbackCount(reader, caller);
  const order = orderBy(q, sortableBy(feedback));
  const count = rememberedCount(db, courses, where);
  if (order) {
    const sorted = await listPage(q, count, (limit, offset) =>
      courseRows(db, where, feedback).orderBy(order, asc(courses.courseId)).limit(limit).offset(offset),
    );
    return { ...sorted, rows: sorted.rows.map(answered) };
  }
  // in the list's own order: the page's ids (with the token the count needs), then their rows
  const ids = await listPage(q, count, (limit, offset) =>
    db
      .select({ courseId: courses.courseId, ...withTableToken(courses) })
      .from(courses)
      .where(where)
      .orderBy(asc(courses.courseId))
      .limit(limit)
      .offset(offset),
  );
  const rows = await rowsOfIds(
    ids.rows.map((row) => row.courseId),
    (page) => coursesOfIds(db, reader).execute({ ids: page, ...caller }),
    (row) => row.courseId,
  );
  return { ...ids, rows: rows.map(answered) };
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
