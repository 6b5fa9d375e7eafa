import { http } from 'msw';
import type { MessageAttachment, MessageRow } from '../db/business-types';
import { canSeeMessage, unreadMessageCount, visibleMessages } from '../db/message-scope';
import { lessonDocument } from '../db/lesson-document';
import { messageView } from '../db/message-view';
import { db } from '../db/store';
import type { RoleRow, UserRow } from '../db/types';
import { readIdArray } from '../db/user-roles';
import { readJson, type Body } from '../lib/body';
import { formatTime } from '../lib/clock';
import { nextId } from '../lib/ids';
import type { Lang } from '../lib/lang';
import { dateRange, paginate, param, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { withAuth } from '../lib/route';
import { field, idParam, int, text } from '../lib/validate';

// Courseware messages (admin:message:*): teachers' feedback on a lesson's courseware. Who sees
// which message is decided in db/message-scope.ts; every call below works inside that scope.

const BASE = '*/csp/admin/message';
const MESSAGE_ID = field('messageId', '留言编号', 'Message id');
const LESSON = field('lessonId', '课时', 'Class hour');
const TITLE = field('title', '标题', 'Title');
const CONTENT = field('content', '内容', 'Content');
const MAX_ATTACHMENTS = 5;

/** A bilingual name in the request's language (Chinese when there is no English). */
const inLang = (lang: Lang, zh: string, en: string) => (lang === 'en' && en ? en : zh);

const missing = (lang: Lang, id: number): never => bad(lang, `留言 ${id} 不存在`, `Message ${id} does not exist`);

function findVisible(lang: Lang, user: UserRow, role: RoleRow | undefined, id: number): MessageRow {
  const row = db().messages.find((m) => m.messageId === id);
  return row && canSeeMessage(user, role, row) ? row : missing(lang, id);
}

/** Enabled courses open to the user's school, the ones a sender may give feedback on. */
function sendableCourses(user: UserRow) {
  const schoolId = user.schoolId;
  if (schoolId === null) return [];
  return db()
    .courses.filter((c) => c.status === '0' && c.schoolIds.includes(schoolId))
    .sort((a, b) => a.courseId - b.courseId);
}

const list = http.get(
  `${BASE}/list`,
  withAuth('admin:message:list', ({ request, lang, user, role }) => {
    const q = queryOf(request);
    const inRange = dateRange(lang, q);
    const equals = (key: string, value: string | number) => !param(q, key) || param(q, key) === String(value);
    const rows = visibleMessages(user, role)
      .filter(
        (m) =>
          equals('readFlag', m.readFlag) &&
          equals('courseId', m.courseId) &&
          equals('lessonId', m.lessonId) &&
          equals('schoolId', m.schoolId) &&
          inRange(m.createTime),
      )
      // Newest first unless the caller sorts.
      .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.messageId - a.messageId)
      .map((m) => messageView(m, lang));
    return okList(lang, paginate(lang, q, rows));
  }),
);

const unreadCount = http.get(
  `${BASE}/unreadCount`,
  withAuth('admin:message:list', ({ lang, user, role }) => ok(lang, unreadMessageCount(user, role))),
);

/** The courses and schools the caller's messages mention: the list's filter choices. */
const options = http.get(
  `${BASE}/options`,
  withAuth('admin:message:list', ({ lang, user, role }) => {
    const rows = visibleMessages(user, role);
    const courseIds = new Set(rows.map((m) => m.courseId));
    const schoolIds = new Set(rows.map((m) => m.schoolId));
    return ok(lang, {
      courses: db()
        .courses.filter((c) => courseIds.has(c.courseId))
        .sort((a, b) => a.courseId - b.courseId)
        .map((c) => ({ courseId: c.courseId, title: inLang(lang, c.title, c.titleEn) })),
      schools: db()
        .schools.filter((s) => schoolIds.has(s.schoolId))
        .sort((a, b) => a.schoolId - b.schoolId)
        .map((s) => ({ schoolId: s.schoolId, schoolName: inLang(lang, s.schoolName, s.schoolNameEn) })),
    });
  }),
);

/** What the send dialog offers: courses open to the sender's school (empty without a school). */
const courses = http.get(
  `${BASE}/courses`,
  withAuth('admin:message:add', ({ lang, user }) =>
    ok(
      lang,
      sendableCourses(user).map((c) => ({
        courseId: c.courseId,
        title: inLang(lang, c.title, c.titleEn),
      })),
    ),
  ),
);

/** A course's title and lessons in order, each with its files: the dialog's and filters' choices. */
const lessons = http.get(
  `${BASE}/lessons/:courseId`,
  withAuth('admin:message:list', ({ lang, params }) => {
    const courseId = idParam(lang, params.courseId, field('courseId', '课程编号', 'Course id'));
    const course =
      db().courses.find((c) => c.courseId === courseId) ?? bad(lang, '课程不存在', 'The course does not exist');
    return ok(lang, {
      courseId,
      title: inLang(lang, course.title, course.titleEn),
      lessons: db()
        .lessons.filter((l) => l.courseId === courseId)
        .sort((a, b) => a.sort - b.sort || a.lessonId - b.lessonId)
        .map((l, i) => ({
          lessonId: l.lessonId,
          lessonNo: i + 1,
          title: inLang(lang, l.title, l.titleEn),
          files: db()
            .courseFiles.filter((f) => f.lessonId === l.lessonId)
            .sort((a, b) => a.sort - b.sort)
            .map((f) => ({ fileId: f.fileId, fileName: f.fileName })),
        })),
    });
  }),
);

const markRead = http.put(
  `${BASE}/read`,
  withAuth('admin:message:edit', async ({ request, lang, user, role }) => {
    const body = await readJson(request);
    const ids = readIdArray(lang, body.messageIds, '留言编号', 'Message ids');
    if (!ids.length) bad(lang, '留言编号不能为空', 'Message ids are required');
    const rows = ids.map((id) => findVisible(lang, user, role, id));
    // The read mark belongs to those who answer feedback; its author cannot set it.
    const own = rows.find((m) => m.teacherUserId === user.userId);
    if (own)
      bad(
        lang,
        `不能把自己发送的留言"${own.title}"标为已读`,
        `You cannot mark your own message "${own.title}" as read`,
      );
    const time = formatTime();
    for (const row of rows) {
      if (row.readFlag === '1') continue;
      row.readFlag = '1';
      row.updateBy = user.userName;
      row.updateTime = time;
    }
    return ok(lang);
  }),
);

function readAttachments(lang: Lang, body: Body): MessageAttachment[] {
  const raw = body.attachments ?? [];
  const bad_ = () => bad(lang, '附件格式不正确', 'Attachments have an invalid format');
  if (!Array.isArray(raw)) return bad_();
  if (raw.length > MAX_ATTACHMENTS) {
    bad(lang, `附件最多 ${MAX_ATTACHMENTS} 个`, `At most ${MAX_ATTACHMENTS} attachments are allowed`);
  }
  return raw.map((item: unknown) => {
    if (!item || typeof item !== 'object') return bad_();
    const { name, url } = item as Record<string, unknown>;
    if (typeof name !== 'string' || typeof url !== 'string' || !name.trim() || !url.trim()) return bad_();
    return { name: name.trim(), url: url.trim() };
  });
}

const send = http.post(
  BASE,
  withAuth('admin:message:add', async ({ request, lang, user }) => {
    const body = await readJson(request);
    const lessonId = int(lang, body, LESSON, { required: true, min: 1 });
    const title = text(lang, body, TITLE, { required: true, max: 100 });
    const content = text(lang, body, CONTENT, { required: true, max: 1000 });
    const attachments = readAttachments(lang, body);
    const schoolId = user.schoolId;
    if (schoolId === null) {
      bad(lang, '只有学校的教师可以发送课件留言', "Only a school's teachers can send courseware feedback");
    }
    const lesson =
      db().lessons.find((l) => l.lessonId === lessonId) ?? bad(lang, '课时不存在', 'The class hour does not exist');
    if (!sendableCourses(user).some((c) => c.courseId === lesson.courseId)) {
      bad(lang, '该课程未向您的学校开放', 'This course is not open to your school');
    }
    const fileId = int(lang, body, field('fileId', '课时文档', 'Class-hour document'), { min: 1 }) || null;
    if (fileId !== null && !db().courseFiles.some((f) => f.fileId === fileId && f.lessonId === lessonId)) {
      bad(lang, '课时文档不属于该课时', 'The class-hour document does not belong to this class hour');
    }
    const time = formatTime();
    const row: MessageRow = {
      messageId: nextId(db().messages, 'messageId'),
      teacherUserId: user.userId,
      schoolId,
      courseId: lesson.courseId,
      lessonId,
      fileId: fileId ?? lessonDocument(db().courseFiles, lessonId)?.fileId ?? null,
      title,
      content,
      attachments,
      readFlag: '0',
      createBy: user.userName,
      createTime: time,
      updateBy: '',
      updateTime: '',
      remark: '',
    };
    db().messages.push(row);
    return ok(lang, messageView(row, lang));
  }),
);

const one = http.get(
  `${BASE}/:messageId`,
  withAuth('admin:message:query', ({ lang, params, user, role }) => {
    const id = idParam(lang, params.messageId, MESSAGE_ID);
    return ok(lang, messageView(findVisible(lang, user, role, id), lang));
  }),
);

// Longer fixed paths before `/:messageId`, which would otherwise take them.
export const messageHandlers = [list, unreadCount, options, courses, lessons, markRead, send, one];
