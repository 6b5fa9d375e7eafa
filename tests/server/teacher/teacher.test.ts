import { beforeEach, describe, expect, it } from 'vitest';
import type { teacherRoutes } from '../../../server/areas/teacher/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { clock } from '../helpers/harness';
import { classesOf, coursesOf, userId } from '../helpers/rows/schedule-data';
import {
  courseTitle,
  filesOfLesson,
  firstCourse,
  lessonsOf,
  mine,
  othersClass,
  othersCourse,
  replaceSchedule,
  taughtRows,
} from '../helpers/rows/teacher-data';

// docs/api.md "Teacher workspace": the teacher's home, course and lesson pages and marking a lesson
// taught.

let token = '';
beforeEach(async () => {
  token = await login('teacher');
});

/** The teacher workspace's calls, as the teacher (or `as`) in `lang`. */
const teacher = (lang: 'zh' | 'en' = 'zh', as = token) => api<typeof teacherRoutes>({ token: as, lang }).user.teacher;
const home = (lang: 'zh' | 'en' = 'zh', as = token) => answer(teacher(lang, as).home.$get());
const course = (courseId: number, lang: 'zh' | 'en' = 'zh') =>
  answer(teacher(lang).course[':courseId'].$get({ param: { courseId: String(courseId) } }));
const lesson = (lessonId: number) =>
  answer(teacher().lesson[':lessonId'].$get({ param: { lessonId: String(lessonId) } }));
/**
 * A lesson's three file lists. The server builds them with Object.fromEntries, so its answer's type
 * does not name them (server/areas/teacher/records.ts, lessonFileLists); they are read as this.
 */
type FileLists = Record<'courseware' | 'materials' | 'learningResources', Array<{ fileId: number; fileName: string }>>;
const fileLists = (lessonOrCourseLesson: object) => lessonOrCourseLesson as FileLists;
const markTaught = (lessonId: number, json: object, lang: 'zh' | 'en' = 'zh') =>
  answer(teacher(lang).lesson[':lessonId'].taught.$post({ param: { lessonId: String(lessonId) }, json }));
const unmarkTaught = (lessonId: number, classId: number) =>
  answer(
    teacher().lesson[':lessonId'].taught[':classId'].$delete({
      param: { lessonId: String(lessonId), classId: String(classId) },
    }),
  );

describe('teacher home', () => {
  it('answers only the teacher’s own classes and courses, with progress from the lessons taught', async () => {
    const reply = await home();
    expect(reply.code).toBe(200);
    const own = await mine();
    expect(reply.data.classes.map((c) => c.classId).sort()).toEqual([...own.classes].sort());
    expect(reply.data.courses.map((c) => c.courseId).sort()).toEqual([...own.courses].sort());
    const firstId = await firstCourse();
    const first = reply.data.courses.find((c) => c.courseId === firstId)!;
    expect(first.lessonCount).toBe((await lessonsOf(first.courseId)).length);
    // the seed leaves the teacher part way through every course
    expect(first.taughtCount).toBeGreaterThan(0);
    expect(first.taughtCount).toBeLessThan(first.lessonCount);
    expect(reply.data.classes.some((c) => c.studentCount > 0)).toBe(true);
  });

  it('lists this week’s lessons of the teacher from the schedule, and no one else’s', async () => {
    clock.advance(new Date(2026, 10, 18, 9, 0).getTime() - clock.now().getTime()); // a Wednesday
    const later = await login('teacher');
    const me = await userId('teacher');
    const classId = [...(await classesOf('teacher'))][0];
    const courseId = await firstCourse();
    const row = (scheduleId: number, date: string, teacherUserId = me) => ({
      scheduleId,
      teacherUserId,
      classId,
      courseId,
      date,
    });
    await replaceSchedule([
      row(1, '2026-11-16'),
      row(2, '2026-11-18'),
      row(3, '2026-11-22'),
      row(4, '2026-11-23'), // next Monday
      row(5, '2026-11-15'), // last Sunday
      row(6, '2026-11-18', await userId('zhangwei')),
    ]);
    const week = await home('en', later);
    expect(week.data).toMatchObject({ today: '2026-11-18', weekStart: '2026-11-16', weekEnd: '2026-11-22' });
    expect(week.data.lessons.map((l) => l.scheduleId)).toEqual([1, 2, 3]);
    expect(week.data.lessons[0].courseTitle).toBe(await courseTitle(courseId));
  });

  it('is refused to a role without the teacher screens', async () => {
    const principal = await login('principal');
    expect((await home('zh', principal)).code).toBe(403);
  });
});

describe('teacher course and lesson', () => {
  it('answers the course’s lessons in order with their files, never a file’s address', async () => {
    const courseId = await firstCourse();
    const reply = await course(courseId);
    expect(reply.code).toBe(200);
    expect(reply.data.lessons.map((l) => l.lessonId)).toEqual((await lessonsOf(courseId)).map((l) => l.lessonId));
    expect(reply.data.lessons.map((l) => l.lessonNo)).toEqual(reply.data.lessons.map((_, i) => i + 1));
    const file = fileLists(reply.data.lessons[0]).courseware[0];
    expect(file.fileName).toBeTruthy();
    expect(file).not.toHaveProperty('url');
    expect(reply.data.lessons[0].taughtClassIds.length).toBeGreaterThan(0);
  });

  it('answers 403 for another teacher’s course or lesson, and a clear error for one that does not exist', async () => {
    const other = await othersCourse();
    const reply = await course(other, 'en');
    expect(reply).toMatchObject({ code: 403, msg: 'This is not one of your courses' });
    const [lessonOfOther] = await lessonsOf(other);
    expect((await lesson(lessonOfOther.lessonId)).code).toBe(403);
    expect(await lesson(999999)).toMatchObject({ code: 500, msg: '课时不存在' });
  });

  it('answers a lesson with its three file lists, its number and each of my classes', async () => {
    const [first] = await lessonsOf(await firstCourse());
    const reply = await lesson(first.lessonId);
    expect(reply.data).toMatchObject({ lessonId: first.lessonId, lessonNo: 1, courseId: await firstCourse() });
    const files = await filesOfLesson(first.lessonId);
    expect(fileLists(reply.data).courseware.map((f) => f.fileId)).toEqual(
      files.filter((f) => f.kind === 'courseware').map((f) => f.fileId),
    );
    expect(reply.data.classes.map((c) => c.classId).sort()).toEqual([...(await mine()).classes].sort());
    expect(Array.isArray(reply.data.resources)).toBe(true);
  });
});

describe('marking a lesson taught', () => {
  const untaught = async () => {
    const taught = new Set((await taughtRows()).map((r) => r.lessonId));
    return (await lessonsOf(await firstCourse())).find((l) => !taught.has(l.lessonId))!;
  };

  it('marks and unmarks a lesson for one of my classes, and the home progress follows', async () => {
    const one = await untaught();
    const classId = [...(await mine()).classes][0];
    const progress = async () => (await home()).data.courses.find((c) => c.courseId === one.courseId)!.taughtCount;
    const before = await progress();
    const marked = await markTaught(one.lessonId, { classId });
    expect(marked.code).toBe(200);
    expect(await progress()).toBe(before + 1);
    const row = (await taughtRows()).find((r) => r.lessonId === one.lessonId && r.classId === classId)!;
    expect(row.teacherUserId).toBe(await userId('teacher'));
    expect(new Date(row.taughtAt.replace(' ', 'T')).getTime()).toBeLessThanOrEqual(clock.now().getTime());
    const lessonReply = await lesson(one.lessonId);
    expect(lessonReply.data.classes.find((c) => c.classId === classId)!.taughtAt).toBe(row.taughtAt);

    const again = await markTaught(one.lessonId, { classId }, 'en');
    expect(again).toMatchObject({ code: 500, msg: 'This lesson is already marked taught for this class' });

    const unmarked = await unmarkTaught(one.lessonId, classId);
    expect(unmarked.code).toBe(200);
    expect(await progress()).toBe(before);
    const twice = await unmarkTaught(one.lessonId, classId);
    expect(twice).toMatchObject({ code: 500, msg: '该班级尚未上过此课时' });
  });

  it('needs a class, and refuses another teacher’s class or lesson with 403', async () => {
    const one = await untaught();
    expect(await markTaught(one.lessonId, {})).toMatchObject({ code: 500, msg: '班级不能为空' });
    const foreignClass = await othersClass();
    const foreign = await markTaught(one.lessonId, { classId: foreignClass });
    expect(foreign).toMatchObject({ code: 403, msg: '这不是您任教的班级' });
    const [otherLesson] = await lessonsOf(await othersCourse());
    const body = { classId: [...(await mine()).classes][0] };
    expect((await markTaught(otherLesson.lessonId, body)).code).toBe(403);
    expect((await taughtRows()).some((r) => r.lessonId === one.lessonId && r.classId === foreignClass)).toBe(false);
  });
});

describe('lessons taught seed', () => {
  it('gives every demo teacher some progress but never a finished course, one row per lesson and class', async () => {
    const all = await taughtRows();
    for (const name of ['teacher', 'multi', 'zhangwei', 'emily']) {
      const classIds = await classesOf(name);
      const rows = all.filter((r) => classIds.has(r.classId));
      expect(rows.length, name).toBeGreaterThan(0);
      for (const courseId of await coursesOf(name)) {
        const taught = new Set(rows.filter((r) => r.courseId === courseId).map((r) => r.lessonId));
        expect(taught.size, `${name} ${courseId}`).toBeLessThan((await lessonsOf(courseId)).length);
      }
    }
    const keys = all.map((r) => `${r.lessonId}:${r.classId}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(all.every((r) => new Date(r.taughtAt.replace(' ', 'T')).getTime() < clock.now().getTime())).toBe(true);
  });
});
