import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { courseFiles, courses, disciplines, lessons, messages, schools, subjects, users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Lang } from '../../lib/lang';
import { answered } from '../../lib/records';
import { countOf } from '../../lib/subquery';
import { schoolNames } from '../school/names';

// How a message travels (docs/api.md "Courseware messages"): the row plus the names a list shows
// beside it (sender, school, course, discipline, subject, lesson and its position, class-hour
// document). A message outlives what it mentions: a name that is gone answers ''.

/** The lessons of the message's course, beside the one it names (the same table under another name). */
const courseLesson = alias(lessons, 'course_lesson_before');

/** The lesson's position in its course, from 1 (0 when the lesson is gone). */
const lessonNo = countOf(
  courseLesson,
  and(
    eq(courseLesson.courseId, lessons.courseId),
    sql`(${courseLesson.sort}, ${courseLesson.lessonId}) <= (${lessons.sort}, ${lessons.lessonId})`,
  ),
);

const viewColumns = {
  message: messages,
  senderName: users.name,
  senderNickName: users.nickName,
  userName: users.userName,
  ...schoolNames,
  courseTitle: courses.title,
  courseTitleEn: courses.titleEn,
  disciplineId: courses.disciplineId,
  disciplineName: disciplines.disciplineName,
  disciplineNameEn: disciplines.disciplineNameEn,
  subjectId: courses.subjectId,
  subjectName: subjects.subjectName,
  subjectNameEn: subjects.subjectNameEn,
  lessonTitle: lessons.title,
  lessonTitleEn: lessons.titleEn,
  lessonNo,
  fileName: courseFiles.fileName,
};

type ViewRow = {
  [K in keyof typeof viewColumns]: K extends 'message' ? typeof messages.$inferSelect : unknown;
};

/** A bilingual name: `<key>` in the request's language, `<key>Zh` and `<key>En` the originals. */
function both<K extends string>(key: K, lang: Lang, zh: unknown, en: unknown) {
  const z = typeof zh === 'string' ? zh : '';
  const e = typeof en === 'string' ? en : '';
  return { [key]: lang === 'en' && e ? e : z, [`${key}Zh`]: z, [`${key}En`]: e } as Record<
    K | `${K}Zh` | `${K}En`,
    string
  >;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function answer(r: ViewRow, lang: Lang) {
  return {
    ...answered(r.message),
    teacherName: str(r.senderName) || str(r.senderNickName),
    userName: str(r.userName),
    ...both('schoolName', lang, r.schoolName, r.schoolNameEn),
    ...both('courseTitle', lang, r.courseTitle, r.courseTitleEn),
    disciplineId: (r.disciplineId as number | null) ?? null,
    ...both('disciplineName', lang, r.disciplineName, r.disciplineNameEn),
    subjectId: (r.subjectId as number | null) ?? null,
    ...both('subjectName', lang, r.subjectName, r.subjectNameEn),
    ...both('lessonTitle', lang, r.lessonTitle, r.lessonTitleEn),
    lessonNo: Number(r.lessonNo ?? 0),
    fileName: str(r.fileName),
  };
}

export type MessageView = ReturnType<typeof answer>;

/** Newest first: what the message screen shows unless the caller sorts. */
export const NEWEST_FIRST = [desc(messages.createTime), desc(messages.messageId)];

/** The messages matching `where`, as the calls answer them, in `order`. */
export async function messageViews(
  db: Db,
  lang: Lang,
  where: SQL | undefined,
  order: SQL[] = NEWEST_FIRST,
  window?: { limit: number; offset: number },
): Promise<MessageView[]> {
  const query = db
    .select(viewColumns)
    .from(messages)
    .leftJoin(users, eq(users.userId, messages.teacherUserId))
    .leftJoin(schools, eq(schools.schoolId, messages.schoolId))
    .leftJoin(courses, eq(courses.courseId, messages.courseId))
    .leftJoin(disciplines, eq(disciplines.disciplineId, courses.disciplineId))
    .leftJoin(subjects, eq(subjects.subjectId, courses.subjectId))
    .leftJoin(lessons, eq(lessons.lessonId, messages.lessonId))
    .leftJoin(courseFiles, eq(courseFiles.fileId, messages.fileId))
    .where(where)
    .orderBy(...order, asc(messages.messageId))
    .$dynamic();
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return rows.map((r) => answer(r as ViewRow, lang));
}
