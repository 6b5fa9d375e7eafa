import { describe, expect, it } from 'vitest';
import type { courseRoutes } from '../../../server/areas/course/routes';
import type { homeRoutes } from '../../../server/areas/home/routes';
import type { messageRoutes } from '../../../server/areas/message/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import {
  allMessages,
  assignedCourseIds,
  courseRow,
  fileRow,
  filesOfLesson,
  foreignFile,
  lessonRow,
  lessonsFor,
  lessonsOf,
  messageRow,
  openCourseIds,
  userId,
} from '../helpers/rows/message-data';

// Courseware messages (docs/api.md "Courseware messages"): scope per role, filters, read marks and
// sending.

/** The message calls, as `token` (none: no session) in `lang`. */
const messages = (token?: string, lang: 'zh' | 'en' = 'zh') => api<typeof messageRoutes>({ token, lang }).admin.message;

const list = async (token: string, query: Record<string, string | number> = {}, lang: 'zh' | 'en' = 'zh') =>
  answer(messages(token, lang).list.$get({ query: { pageSize: 100, ...query } }));

const unread = async (token: string) => (await answer(messages(token).unreadCount.$get())).data;

const markRead = (token: string, messageIds: unknown, lang: 'zh' | 'en' = 'zh') =>
  answer(messages(token, lang).read.$put({ json: { messageIds } }));

const send = (token: string, json: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
  answer(messages(token, lang).$post({ json }));

const read = (token: string, messageId: number, lang: 'zh' | 'en' = 'zh') =>
  answer(messages(token, lang)[':messageId'].$get({ param: { messageId: String(messageId) } }));

describe('GET /admin/message/list', () => {
  it('gives the admin every message, from several schools, with the names a list shows', async () => {
    const token = await login('admin');
    const reply = await list(token);
    expect(reply.code).toBe(200);
    expect(reply.total).toBe((await allMessages()).length);
    expect(new Set(reply.rows.map((r) => r.schoolId)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(reply.rows.map((r) => r.courseId)).size).toBeGreaterThanOrEqual(3);
    expect(reply.rows.some((r) => r.readFlag === '0') && reply.rows.some((r) => r.readFlag === '1')).toBe(true);
    const times = reply.rows.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const row = reply.rows.find((r) => r.userName === 'teacher')!;
    const lesson = await lessonRow(row.lessonId);
    expect(row).toMatchObject({
      teacherName: '李娜',
      schoolName: '北京市海淀区实验小学',
      schoolNameEn: 'Beijing Haidian Experimental Primary School',
      lessonTitle: lesson.title,
    });
    expect(row.courseTitle).toBe((await courseRow(row.courseId)).title);
    expect(row.disciplineName).not.toBe('');
    expect(row.subjectName).not.toBe('');
    expect(row.lessonNo).toBeGreaterThanOrEqual(1);
    const withDoc = reply.rows.find((r) => r.fileId !== null);
    expect(withDoc?.fileName).toBe((await fileRow(withDoc!.fileId!)).fileName);
    expect(reply.rows.some((r) => r.attachments.length > 0)).toBe(true);
  });

  it('answers the names in the request language', async () => {
    const token = await login('admin');
    const row = (await list(token, {}, 'en')).rows.find((r) => r.userName === 'teacher')!;
    expect(row.schoolName).toBe('Beijing Haidian Experimental Primary School');
    expect(row.schoolNameZh).toBe('北京市海淀区实验小学');
    expect(row.courseTitle).toBe(row.courseTitleEn);
  });

  it('filters by read state, course, lesson, school and date range', async () => {
    const token = await login('admin');
    const all = (await list(token)).rows;
    const unreadRows = (await list(token, { readFlag: '0' })).rows;
    expect(unreadRows.length).toBe(all.filter((r) => r.readFlag === '0').length);
    expect(unreadRows.every((r) => r.readFlag === '0')).toBe(true);
    const { courseId, lessonId } = all[0];
    expect((await list(token, { courseId })).rows.every((r) => r.courseId === courseId)).toBe(true);
    expect((await list(token, { lessonId })).rows.map((r) => r.lessonId)).toContain(lessonId);
    expect((await list(token, { lessonId })).rows.every((r) => r.lessonId === lessonId)).toBe(true);
    const bySchool = (await list(token, { schoolId: 2 })).rows;
    expect(bySchool.length).toBeGreaterThan(0);
    expect(bySchool.every((r) => r.schoolId === 2)).toBe(true);
    const day = all.at(-1)!.createTime.slice(0, 10);
    const onDay = (await list(token, { 'params[beginTime]': day, 'params[endTime]': day })).rows;
    expect(onDay.length).toBe(all.filter((r) => r.createTime.startsWith(day)).length);
    expect(onDay.length).toBeGreaterThan(0);
  });

  it("shows school staff their school's messages, a teacher their own, the leader all", async () => {
    const schoolOne = (await allMessages()).filter((m) => m.schoolId === 1).length;
    for (const name of ['schooladmin', 'principal']) {
      const rows = (await list(await login(name))).rows;
      expect(rows.length).toBe(schoolOne);
      expect(rows.every((r) => r.schoolId === 1)).toBe(true);
    }
    const teacherRows = (await list(await login('teacher'))).rows;
    expect(teacherRows.length).toBeGreaterThan(0);
    expect(teacherRows.every((r) => r.userName === 'teacher')).toBe(true);
    expect(teacherRows.length).toBeLessThan(schoolOne);
    expect((await list(await login('leader'))).total).toBe((await allMessages()).length);
  });

  it('refuses roles without the message screen', async () => {
    expect((await list(await login('bd'))).code).toBe(403);
    expect((await answer(messages().list.$get({ query: {} }))).code).toBe(401);
  });
});

describe('GET /admin/message/{id}', () => {
  it('answers a message in scope and hides one outside it', async () => {
    const other = (await allMessages()).find((m) => m.schoolId !== 1)!;
    const admin = await read(await login('admin'), other.messageId);
    expect(admin.data.title).toBe(other.title);
    const staff = await read(await login('schooladmin'), other.messageId, 'en');
    expect(staff).toMatchObject({ code: 500, msg: `Message ${other.messageId} does not exist` });
  });
});

describe('read marks', () => {
  it('counts unread messages sent by others, for the header and the home page alike', async () => {
    const admin = await login('admin');
    const allUnread = (await allMessages()).filter((m) => m.readFlag === '0').length;
    expect(await unread(admin)).toBe(allUnread);
    const staff = await login('schooladmin');
    expect(await unread(staff)).toBe(
      (await allMessages()).filter((m) => m.readFlag === '0' && m.schoolId === 1).length,
    );
    expect((await answer(api<typeof homeRoutes>({ token: staff }).home.stats.$get())).data.unreadMessages).toBe(
      await unread(staff),
    );
    // a teacher's own messages wait for the course team, not for the teacher
    expect(await unread(await login('teacher'))).toBe(0);
  });

  it('marks one message read, then several, and the count drops', async () => {
    const token = await login('admin');
    const before = await unread(token);
    const [first, second, third] = (await allMessages()).filter((m) => m.readFlag === '0');
    expect((await markRead(token, [first.messageId])).code).toBe(200);
    expect(await unread(token)).toBe(before - 1);
    expect(await messageRow(first.messageId)).toMatchObject({
      readFlag: '1',
      updateBy: 'admin',
    });
    // a read one in the batch stays read
    expect((await markRead(token, [first.messageId, second.messageId, third.messageId])).code).toBe(200);
    expect(await unread(token)).toBe(before - 3);
  });

  it('refuses an empty list, an unknown id and the caller’s own message, changing nothing', async () => {
    const token = await login('admin');
    const target = (await allMessages()).find((m) => m.readFlag === '0')!;
    expect(await markRead(token, [], 'en')).toMatchObject({ code: 500, msg: 'Message ids are required' });
    expect(await markRead(token, [target.messageId, 999])).toMatchObject({ code: 500, msg: '留言 999 不存在' });
    expect((await messageRow(target.messageId)).readFlag).toBe('0');
    const teacher = await login('teacher');
    const teacherId = await userId('teacher');
    const own = (await allMessages()).find((m) => m.teacherUserId === teacherId && m.readFlag === '0')!;
    const reply = await markRead(teacher, [own.messageId], 'en');
    expect(reply).toMatchObject({ code: 500, msg: `You cannot mark your own message "${own.title}" as read` });
    expect((await messageRow(own.messageId)).readFlag).toBe('0');
    // a school admin may not reach another school's message
    const elsewhere = (await allMessages()).find((m) => m.schoolId !== 1 && m.readFlag === '0')!;
    expect((await markRead(await login('schooladmin'), [elsewhere.messageId])).code).toBe(500);
    expect((await messageRow(elsewhere.messageId)).readFlag).toBe('0');
  });
});

describe('POST /admin/message', () => {
  it('saves a teacher’s feedback as unread, with the school from the session and the lesson’s document', async () => {
    const teacher = await login('teacher');
    const { open } = await lessonsFor(1);
    const attachments = [{ name: '照片.png', url: '/csp/system/oss/file/1/%E7%85%A7%E7%89%87.png' }];
    const reply = await send(teacher, { lessonId: open.lessonId, title: '  建议  ', content: '内容', attachments });
    expect(reply.code).toBe(200);
    const saved = (await allMessages()).at(-1)!;
    const doc = await filesOfLesson(open.lessonId);
    expect(saved).toMatchObject({
      teacherUserId: await userId('teacher'),
      schoolId: 1,
      courseId: open.courseId,
      lessonId: open.lessonId,
      fileId: (doc.find((f) => f.kind === 'courseware') ?? doc[0])?.fileId ?? null,
      title: '建议',
      attachments,
      readFlag: '0',
      createBy: 'teacher',
    });
    expect(reply.data).toMatchObject({
      messageId: saved.messageId,
      userName: 'teacher',
      schoolName: '北京市海淀区实验小学',
    });
    const admin = await login('admin');
    expect((await list(admin, { readFlag: '0' })).rows[0].messageId).toBe(saved.messageId);
  });

  it('answers the same required-field messages as the dialog, in both languages', async () => {
    const teacher = await login('teacher');
    const { open } = await lessonsFor(1);
    expect((await send(teacher, { title: 't', content: 'c' })).msg).toBe('课时不能为空');
    expect((await send(teacher, { title: 't', content: 'c' }, 'en')).msg).toBe('Class hour is required');
    expect((await send(teacher, { lessonId: open.lessonId, title: ' ', content: 'c' })).msg).toBe('标题不能为空');
    expect((await send(teacher, { lessonId: open.lessonId, title: 't' }, 'en')).msg).toBe('Content is required');
    expect((await send(teacher, { lessonId: open.lessonId, title: 't', content: '' })).msg).toBe('内容不能为空');
  });

  it('refuses a lesson of a course closed to the school, a foreign document, too many files and a sender without a school', async () => {
    const count = (await allMessages()).length;
    const teacher = await login('teacher');
    const { open, closed } = await lessonsFor(1);
    expect((await send(teacher, { lessonId: closed.lessonId, title: 't', content: 'c' }, 'en')).msg).toBe(
      'This course is not open to your school',
    );
    expect((await send(teacher, { lessonId: 999999, title: 't', content: 'c' })).msg).toBe('课时不存在');
    const foreign = await foreignFile(open.lessonId);
    expect(
      (await send(teacher, { lessonId: open.lessonId, fileId: foreign.fileId, title: 't', content: 'c' })).msg,
    ).toBe('课时文档不属于该课时');
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.txt`, url: `/csp/system/oss/file/${i}/${i}.txt` }));
    expect((await send(teacher, { lessonId: open.lessonId, title: 't', content: 'c', attachments: six })).msg).toBe(
      '附件最多 5 个',
    );
    expect((await send(await login('admin'), { lessonId: open.lessonId, title: 't', content: 'c' }, 'en')).msg).toBe(
      "Only a school's teachers can send courseware feedback",
    );
    expect((await send(await login('bd'), { lessonId: open.lessonId, title: 't', content: 'c' })).code).toBe(403);
    expect((await allMessages()).length).toBe(count);
  });
});

describe('choices for the screens', () => {
  it('offers a teacher the enabled courses of their school assigned to them, and the lessons of a course in order', async () => {
    const teacher = await login('teacher');
    const courses = await answer(messages(teacher).courses.$get());
    // a teacher gives feedback only on a course they may open (their assignment)
    const assigned = await assignedCourseIds(await userId('teacher'));
    const expected = (await openCourseIds(1)).filter((id) => assigned.includes(id));
    expect(expected.length).toBeGreaterThan(0);
    expect(courses.data.map((c) => c.courseId)).toEqual(expected);
    expect((await answer(messages(await login('admin')).courses.$get())).data).toEqual([]);
    const courseId = expected[0];
    const lessons = await answer(
      messages(teacher).lessons[':courseId'].$get({ param: { courseId: String(courseId) } }),
    );
    const ordered = await lessonsOf(courseId);
    expect(lessons.data.lessons.map((l) => l.lessonId)).toEqual(ordered.map((l) => l.lessonId));
    expect(lessons.data.lessons.map((l) => l.lessonNo)).toEqual(ordered.map((_, i) => i + 1));
  });

  it("offers as filter choices only the courses and schools of the caller's messages", async () => {
    const reply = await answer(messages(await login('schooladmin')).options.$get());
    expect(reply.data.schools.map((s) => s.schoolId)).toEqual([1]);
    const courseIds = new Set((await allMessages()).filter((m) => m.schoolId === 1).map((m) => m.courseId));
    expect(reply.data.courses.map((c) => c.courseId).sort()).toEqual([...courseIds].sort());
  });
});

describe('list filters', () => {
  it('names a filter that is not a number, in the request language', async () => {
    const token = await login('admin');
    expect(await list(token, { courseId: 'abc' }, 'en')).toMatchObject({
      code: 500,
      msg: 'Course id must be a whole number',
      kind: 'invalid',
    });
    expect(await list(token, { schoolId: 'x' })).toMatchObject({ code: 500, msg: '学校编号必须是整数' });
  });
});

describe('history', () => {
  it('keeps the feedback about a deleted course, its names empty', async () => {
    const token = await login('admin');
    const about = (await allMessages()).filter((m) => m.courseId === 1);
    expect(about.length).toBeGreaterThan(0);
    const course = api<typeof courseRoutes>({ token }).admin.course;
    const one = { param: { courseId: '1' } };
    const used = (await answer(course[':courseId{[0-9]+}'].schools.$get(one))).data;
    const dissociate = used.schools.map((s) => s.schoolId);
    expect((await answer(course[':courseId{[0-9]+}'].schools.$put({ ...one, json: { dissociate } }))).code).toBe(200);
    expect((await answer(course[':courseIds'].$delete({ param: { courseIds: '1' } }))).code).toBe(200);
    const rows = (await list(token, { courseId: 1 })).rows;
    expect(rows.map((r) => r.messageId).sort()).toEqual(about.map((m) => m.messageId).sort());
    expect(rows[0]).toMatchObject({ courseTitle: '', lessonTitle: '', lessonNo: 0, fileName: '' });
    expect(rows[0].schoolName).not.toBe('');
  });
});
