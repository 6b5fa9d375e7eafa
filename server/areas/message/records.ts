import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { courseFiles, courses, courseSchools, lessons, messages, schools } from '../../db/schema';
import type { Db } from '../../db/types';
import { formatTime, type Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { fail, notFound } from '../../lib/errors';
import { named, type Lang } from '../../lib/lang';
import { dateRange, countRows, listPage, orderBy, param, type Query } from '../../lib/paging';
import { readableCourses } from '../file/course-files';
import type { MessageEvent } from '../../lib/live/events';
import { subquery } from '../../lib/subquery';
import { messageScope } from './scope';
import type { NewMessageInput } from './schema';
import { messageViews, NEWEST_FIRST } from './view';
import { schoolNames } from '../school/names';

// Courseware messages (docs/api.md "Courseware messages"): every call works inside the caller's
// scope (scope.ts); a message outside it answers as if it did not exist.

const missing = (id: number): never => notFound(`留言 ${id} 不存在`, `Message ${id} does not exist`);

const SORTABLE = {
  messageId: messages.messageId,
  createTime: messages.createTime,
  updateTime: messages.updateTime,
  readFlag: messages.readFlag,
  title: messages.title,
  courseId: messages.courseId,
  lessonId: messages.lessonId,
  schoolId: messages.schoolId,
};

/** The list's id filters (./schema.ts); null filters nothing. */
type MessageFilters = Record<'courseId' | 'lessonId' | 'schoolId', number | null>;

export async function listMessages(db: Db, auth: Auth, lang: Lang, filters: MessageFilters, q: Query) {
  const exact = (key: keyof MessageFilters) => {
    const value = filters[key];
    return value === null ? undefined : eq(messages[key], value);
  };
  const readFlag = param(q, 'readFlag');
  const where = and(
    messageScope(auth),
    readFlag ? eq(messages.readFlag, readFlag) : undefined,
    exact('courseId'),
    exact('lessonId'),
    exact('schoolId'),
    dateRange(q, messages.createTime),
  );
  const order = orderBy(q, SORTABLE);
  return listPage(q, countRows(db, messages, where), (limit, offset) =>
    messageViews(db, lang, where, order ? [order] : NEWEST_FIRST, { limit, offset }),
  );
}

export async function readMessage(db: Db, auth: Auth, lang: Lang, messageId: number) {
  const [row] = await messageViews(db, lang, and(eq(messages.messageId, messageId), messageScope(auth)));
  return row ?? missing(messageId);
}

/** Unread messages the caller may read, sent by someone else: the header's and home page's count. */
export async function unreadCount(db: Db, auth: Auth): Promise<number> {
  const where = and(messageScope(auth), eq(messages.readFlag, '0'), ne(messages.teacherUserId, auth.user.userId));
  return (await db.select({ n: count() }).from(messages).where(where))[0].n;
}

/** The courses and schools the caller's messages mention: the list's filter choices. */
export async function messageOptions(db: Db, auth: Auth, lang: Lang) {
  const scope = messageScope(auth);
  const mentioned = (column: typeof messages.courseId | typeof messages.schoolId) =>
    db.selectDistinct({ id: column }).from(messages).where(scope);
  const courseRows = await db
    .select({ courseId: courses.courseId, title: courses.title, titleEn: courses.titleEn })
    .from(courses)
    .where(inArray(courses.courseId, mentioned(messages.courseId)))
    .orderBy(asc(courses.courseId));
  const schoolRows = await db
    .select({ schoolId: schools.schoolId, ...schoolNames })
    .from(schools)
    .where(inArray(schools.schoolId, mentioned(messages.schoolId)))
    .orderBy(asc(schools.schoolId));
  return {
    courses: courseRows.map((c) => ({ courseId: c.courseId, title: named(lang, c.title, c.titleEn) })),
    schools: schoolRows.map((s) => ({ schoolId: s.schoolId, schoolName: named(lang, s.schoolName, s.schoolNameEn) })),
  };
}

/** Enabled courses open to the caller's school. */
function openToSchool(auth: Auth) {
  const schoolId = auth.user.schoolId;
  return and(
    eq(courses.status, '0'),
    inArray(
      courses.courseId,
      subquery
        .select({ courseId: courseSchools.courseId })
        .from(courseSchools)
        .where(eq(courseSchools.schoolId, schoolId ?? -1)),
    ),
  );
}

/**
 * The courses the caller may give feedback on: open to their school and one they may already
 * open by the course rule (a teacher their assigned courses), so that a message never names a
 * lesson, or a file, its sender could not open anyway.
 */
async function sendable(db: Db, auth: Auth) {
  return and(openToSchool(auth), await readableCourses(db, auth, courses.courseId));
}

export async function sendableCourses(db: Db, auth: Auth, lang: Lang) {
  if (auth.user.schoolId === null) return [];
  const rows = await db
    .select({ courseId: courses.courseId, title: courses.title, titleEn: courses.titleEn })
    .from(courses)
    .where(await sendable(db, auth))
    .orderBy(asc(courses.courseId));
  return rows.map((c) => ({ courseId: c.courseId, title: named(lang, c.title, c.titleEn) }));
}

/** A course's title and lessons in order, each with its files: the dialog's and filters' choices. */
export async function courseLessons(db: Db, lang: Lang, courseId: number) {
  const [course] = await db
    .select({ title: courses.title, titleEn: courses.titleEn })
    .from(courses)
    .where(eq(courses.courseId, courseId));
  if (!course) notFound('课程不存在', 'The course does not exist');
  const own = await db
    .select({ lessonId: lessons.lessonId, title: lessons.title, titleEn: lessons.titleEn })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.sort), asc(lessons.lessonId));
  const files = await db
    .select({ fileId: courseFiles.fileId, fileName: courseFiles.fileName, lessonId: courseFiles.lessonId })
    .from(courseFiles)
    .where(and(eq(courseFiles.courseId, courseId), sql`${courseFiles.lessonId} is not null`))
    .orderBy(asc(courseFiles.sort), asc(courseFiles.fileId));
  return {
    courseId,
    title: named(lang, course.title, course.titleEn),
    lessons: own.map((l, i) => ({
      lessonId: l.lessonId,
      lessonNo: i + 1,
      title: named(lang, l.title, l.titleEn),
      files: files.filter((f) => f.lessonId === l.lessonId).map(({ fileId, fileName }) => ({ fileId, fileName })),
    })),
  };
}

/**
 * Marks messages read for the people who answer feedback. Refused whole, with nothing changed,
 * for an empty list, a message outside the scope, or one of the caller's own. Answers whose
 * unread count moved: the messages' schools and senders (server/lib/live/events.ts).
 */
export async function markRead(db: Db, auth: Auth, clock: Clock, ids: number[]): Promise<MessageEvent> {
  if (!ids.length) fail('留言编号不能为空', 'Message ids are required');
  return db.transaction(async (tx) => {
    const found = await tx
      .select({
        messageId: messages.messageId,
        teacherUserId: messages.teacherUserId,
        schoolId: messages.schoolId,
        title: messages.title,
      })
      .from(messages)
      .where(and(inArray(messages.messageId, ids), messageScope(auth)))
      .for('update');
    const byId = new Map(found.map((m) => [m.messageId, m]));
    const rows = ids.map((id) => byId.get(id) ?? missing(id));
    const own = rows.find((m) => m.teacherUserId === auth.user.userId);
    if (own)
      fail(`不能把自己发送的留言"${own.title}"标为已读`, `You cannot mark your own message "${own.title}" as read`);
    await tx
      .update(messages)
      .set({ readFlag: '1', updateBy: auth.user.userName, updateTime: formatTime(clock.now()) })
      .where(and(inArray(messages.messageId, ids), eq(messages.readFlag, '0')));
    return messageEvent(rows);
  });
}

/** The event telling the readers of these messages that their unread count moved. */
export const messageEvent = (rows: Array<{ schoolId: number; teacherUserId: number }>): MessageEvent => ({
  kind: 'message',
  schoolIds: [...new Set(rows.map((m) => m.schoolId))],
  teacherUserIds: [...new Set(rows.map((m) => m.teacherUserId))],
});

/** A lesson's class-hour document: its courseware first, else its first file of any kind. */
export async function lessonDocument(db: Db, lessonId: number): Promise<number | null> {
  const [doc] = await db
    .select({ fileId: courseFiles.fileId })
    .from(courseFiles)
    .where(eq(courseFiles.lessonId, lessonId))
    .orderBy(sql`${courseFiles.kind} <> 'courseware'`, asc(courseFiles.sort), asc(courseFiles.fileId))
    .limit(1);
  return doc?.fileId ?? null;
}

/** A teacher's feedback on a lesson, checked in the order docs/api.md lists the rules. */
export async function sendMessage(db: Db, auth: Auth, clock: Clock, lang: Lang, input: NewMessageInput) {
  const { lessonId, title, content, attachments } = input;
  const schoolId = auth.user.schoolId;
  if (schoolId === null)
    fail('只有学校的教师可以发送课件留言', "Only a school's teachers can send courseware feedback");
  const [lesson] = await db.select({ courseId: lessons.courseId }).from(lessons).where(eq(lessons.lessonId, lessonId));
  if (!lesson) fail('课时不存在', 'The class hour does not exist');
  const [open] = await db
    .select({ courseId: courses.courseId })
    .from(courses)
    .where(and(eq(courses.courseId, lesson.courseId), openToSchool(auth)));
  if (!open) fail('该课程未向您的学校开放', 'This course is not open to your school');
  const [mine] = await db
    .select({ courseId: courses.courseId })
    .from(courses)
    .where(and(eq(courses.courseId, lesson.courseId), await sendable(db, auth)));
  if (!mine) fail('这不是您任教的课程', 'This is not one of your courses');
  const fileId = input.fileId || null;
  if (fileId !== null) {
    const [own] = await db
      .select({ fileId: courseFiles.fileId })
      .from(courseFiles)
      .where(and(eq(courseFiles.fileId, fileId), eq(courseFiles.lessonId, lessonId)));
    if (!own) fail('课时文档不属于该课时', 'The class-hour document does not belong to this class hour');
  }
  const [row] = await db
    .insert(messages)
    .values({
      teacherUserId: auth.user.userId,
      schoolId,
      courseId: lesson.courseId,
      lessonId,
      fileId: fileId ?? (await lessonDocument(db, lessonId)),
      title,
      content,
      attachments,
      readFlag: '0',
      createBy: auth.user.userName,
      createTime: formatTime(clock.now()),
    })
    .returning({ messageId: messages.messageId });
  const [view] = await messageViews(db, lang, eq(messages.messageId, row.messageId));
  return view;
}
