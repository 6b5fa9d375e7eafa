import { describe, expect, it } from 'vitest';
import enEditor from '@/locales/en/courseEditor.json';
import zhEditor from '@/locales/zh/courseEditor.json';
import enWidgets from '@/locales/en/widgets.json';
import zhWidgets from '@/locales/zh/widgets.json';
import { RESOURCE_MAX_FILES } from '@/features/course/editor/useFileUploads';
import type { COURSE_LISTS, LESSON_LISTS, WireFile } from '../../../server/areas/course/file-lists';
import type { courseRoutes } from '../../../server/areas/course/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { courseRow, fileCountOf, lessonCountOf } from '../helpers/rows/course-data';

// docs/api.md "Course editing": one course with files and lessons, create / update with the
// editor's own messages, the lesson calls and their permissions.

/** The course calls, as `token` in `lang`. */
const course = (token: string, lang: 'zh' | 'en' = 'zh') => api<typeof courseRoutes>({ token, lang }).admin.course;
/**
 * The file lists of a course or a lesson: the server builds them from COURSE_LISTS and
 * LESSON_LISTS with Object.fromEntries, which its answer's type does not carry, so they are read
 * as the server's own list and file types.
 */
type CourseLists = Record<keyof typeof COURSE_LISTS, WireFile[]>;
type LessonLists = Record<keyof typeof LESSON_LISTS, WireFile[]>;
const withLists = <T extends object>(detail: T) =>
  detail as T & CourseLists & { lessons: Array<LessonLists & { lessonId: number; title: string }> };
const lessonLists = <T extends object>(lesson: T) => lesson as T & LessonLists;

const file = (fileName: string, downloadable = true) => ({
  fileName,
  url: `/csp/system/oss/file/90001/${encodeURIComponent(fileName)}`,
  size: 1200,
  contentType: 'application/pdf',
  downloadable,
});

const valid = {
  title: '光与影',
  titleEn: 'Light and shadow',
  description: '认识光的直线传播。',
  gradeStart: 3,
  gradeEnd: 5,
  disciplineId: 1,
  subjectId: 1,
  classHours: 2,
  tags: '光学,实验',
  cover: '/csp/system/oss/file/90004/cover.png',
  teachingAids: '手电筒、白纸',
  coursewares: [file('课件.pdf', false)],
  instructionalResources: [file('教案.pdf')],
  learningResources: [],
};

/** The screen's required message for a field label, in both languages. */
const required = (zh: string, en: string) => ({
  zh: zhWidgets.list.required.replace('{{field}}', zh),
  en: enWidgets.list.required.replace('{{field}}', en),
});

async function create(body: object, username = 'admin', lang: 'zh' | 'en' = 'zh') {
  return answer(course(await login(username), lang).$post({ json: body }));
}

async function detail(courseId: number, token?: string) {
  const reply = await answer(
    course(token ?? (await login('admin')))[':courseId{[0-9]+}'].$get({ param: { courseId: String(courseId) } }),
  );
  return { ...reply, data: withLists(reply.data) };
}

const list = (token: string) => answer(course(token).list.$get({ query: {} }));
const update = (token: string, json: object, lang: 'zh' | 'en' = 'zh') => answer(course(token, lang).$put({ json }));
const addLesson = (token: string, json: object, lang: 'zh' | 'en' = 'zh') =>
  answer(course(token, lang).lesson.$post({ json }));
const readLesson = async (token: string, lessonId: number) => {
  const reply = await answer(course(token).lesson[':lessonId'].$get({ param: { lessonId: String(lessonId) } }));
  return { ...reply, data: lessonLists(reply.data) };
};
const updateLesson = (token: string, json: object, lang: 'zh' | 'en' = 'zh') =>
  answer(course(token, lang).lesson.$put({ json }));
const removeLessons = (token: string, lessonIds: string) =>
  answer(course(token).lesson[':lessonIds'].$delete({ param: { lessonIds } }));
const reorder = (token: string, json: object) => answer(course(token).lesson.order.$put({ json }));

describe('POST /admin/course and GET /admin/course/{id}', () => {
  it('creates a course with its files and lessons in order, and answers it whole', async () => {
    const created = await create({
      ...valid,
      lessons: [
        { title: '影子从哪里来', courseware: [file('第一课.pdf')], materials: [], learningResources: [] },
        { title: '小孔成像', materials: [file('素材.pdf', false)] },
      ],
    });
    expect(created.code).toBe(200);
    const reply = await detail(created.data.courseId);
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({ title: '光与影', gradeStart: 3, gradeEnd: 5 });
    expect(reply.data.coursewares).toMatchObject([{ fileName: '课件.pdf', downloadable: false }]);
    expect(reply.data.instructionalResources).toMatchObject([{ fileName: '教案.pdf', downloadable: true }]);
    expect(reply.data.lessons.map((l) => l.title)).toEqual(['影子从哪里来', '小孔成像']);
    expect(reply.data.lessons[0].courseware).toMatchObject([{ fileName: '第一课.pdf' }]);
    expect(reply.data.lessons[1].materials).toMatchObject([{ fileName: '素材.pdf', downloadable: false }]);
  });

  it('refuses an end grade before the start grade with the screen message, and takes equal grades', async () => {
    const zh = await create({ ...valid, gradeStart: 6, gradeEnd: 4 });
    expect(zh).toEqual({ code: 500, msg: zhEditor.gradeOrder, kind: 'invalid' });
    const en = await create({ ...valid, gradeStart: 6, gradeEnd: 4 }, 'admin', 'en');
    expect(en).toEqual({ code: 500, msg: enEditor.gradeOrder, kind: 'invalid' });
    expect((await create({ ...valid, gradeStart: 4, gradeEnd: 4 })).code).toBe(200);
  });

  it('names each missing required field as the screen does; tags and the English title may be empty', async () => {
    const cases: Array<[keyof typeof valid, keyof typeof zhEditor.field]> = [
      ['title', 'title'],
      ['description', 'description'],
      ['gradeStart', 'gradeStart'],
      ['gradeEnd', 'gradeEnd'],
      ['disciplineId', 'disciplineId'],
      ['subjectId', 'subjectId'],
      ['classHours', 'classHours'],
      ['cover', 'cover'],
    ];
    for (const [key, label] of cases) {
      const message = required(zhEditor.field[label], enEditor.field[label]);
      expect(await create({ ...valid, [key]: '' })).toEqual({ code: 500, msg: message.zh, kind: 'invalid' });
      expect(await create({ ...valid, [key]: '' }, 'admin', 'en')).toEqual({
        code: 500,
        msg: message.en,
        kind: 'invalid',
      });
    }
    expect((await create({ ...valid, titleEn: '', tags: '' })).code).toBe(200);
  });

  it('refuses a subject of another discipline and a lesson without a title, writing nothing', async () => {
    const before = (await list(await login('admin'))).total;
    expect((await create({ ...valid, subjectId: 3 })).msg).toBe('所选科目不属于所选学科');
    const lessonTitle = required(zhEditor.field.lessonTitle, enEditor.field.lessonTitle);
    expect(await create({ ...valid, lessons: [{ title: '第一课' }, { title: ' ' }] })).toEqual({
      code: 500,
      msg: lessonTitle.zh,
      kind: 'invalid',
    });
    const after = (await list(await login('admin'))).total;
    expect(after).toBe(before);
    expect(await courseRow(before + 1)).toBeUndefined();
  });

  it('needs admin:course:add to create and admin:course:query to read', async () => {
    expect((await create(valid, 'leader')).code).toBe(403);
    expect((await create(valid, 'teacher')).code).toBe(403);
    expect((await detail(1, await login('teacher'))).code).toBe(403);
    expect((await detail(1, await login('principal'))).code).toBe(200);
    expect((await detail(99999)).msg).toBe('课程不存在');
  });
});

describe('PUT /admin/course', () => {
  it('updates the fields and replaces the files; needs admin:course:edit', async () => {
    const token = await login('admin');
    const reply = await update(token, {
      ...valid,
      courseId: 1,
      title: '走进电路世界（新版）',
      coursewares: [file('新课件.pdf')],
    });
    expect(reply.code).toBe(200);
    const after = await detail(1, token);
    expect(after.data.title).toBe('走进电路世界（新版）');
    expect(after.data.coursewares.map((f) => f.fileName)).toEqual(['新课件.pdf']);
    const refused = await update(await login('leader'), { ...valid, courseId: 1 });
    expect(refused.code).toBe(403);
    const bad = await update(token, { ...valid, courseId: 1, gradeEnd: 1 }, 'en');
    expect(bad.msg).toBe(enEditor.gradeOrder);
  });

  it('keeps a saved file and its address when the course is saved again, so an editor opened before still saves', async () => {
    const token = await login('admin');
    const opened = (await detail(1, token)).data;
    const [courseware] = opened.coursewares;
    expect(courseware.url).toMatch(/^\/csp\/course\/file\/\d+\/preview$/);
    // another editor saves first: the title, and the courseware made not downloadable
    const first = await update(token, {
      ...opened,
      title: '先保存的标题',
      coursewares: [{ ...courseware, downloadable: false }],
    });
    expect(first.code).toBe(200);
    const between = (await detail(1, token)).data;
    expect(between.coursewares).toEqual([{ ...courseware, downloadable: false }]);
    // the editor opened before saves what it holds: its files still exist, its values win
    const second = await update(token, { ...opened, title: '后保存的标题' });
    expect(second).toMatchObject({ code: 200 });
    const after = (await detail(1, token)).data;
    expect(after.title).toBe('后保存的标题');
    expect(after.coursewares).toEqual([courseware]);
    expect(after.instructionalResources).toEqual(opened.instructionalResources);
    // a file no longer listed goes; the others keep their addresses
    await update(token, { ...opened, coursewares: [] });
    const fewer = (await detail(1, token)).data;
    expect(fewer.coursewares).toEqual([]);
    expect(fewer.learningResources).toEqual(opened.learningResources);
  });
});

describe('lesson calls', () => {
  async function courseWithLessons(titles: string[]) {
    const created = await create({ ...valid, lessons: titles.map((title) => ({ title })) });
    return (await detail(created.data.courseId)).data;
  }

  it('creates, reads, updates and deletes a lesson with its files', async () => {
    const token = await login('admin');
    const one = await courseWithLessons(['一']);
    const added = await addLesson(token, {
      courseId: one.courseId,
      title: '二',
      learningResources: [file('学习单.pdf')],
    });
    expect(added.code).toBe(200);
    const lesson = await readLesson(token, added.data.lessonId);
    expect(lesson.data).toMatchObject({ title: '二', sort: 2, learningResources: [{ fileName: '学习单.pdf' }] });

    const updated = await updateLesson(token, {
      lessonId: added.data.lessonId,
      title: '二（改）',
      courseware: [file('课件二.pdf', false)],
    });
    expect(updated.code).toBe(200);
    const after = await readLesson(token, added.data.lessonId);
    expect(after.data).toMatchObject({
      title: '二（改）',
      courseware: [{ downloadable: false }],
      learningResources: [],
    });

    const blank = await updateLesson(token, { lessonId: 1, title: '' }, 'en');
    expect(blank.msg).toBe(required(zhEditor.field.lessonTitle, enEditor.field.lessonTitle).en);

    expect((await removeLessons(token, String(added.data.lessonId))).code).toBe(200);
    expect((await detail(one.courseId, token)).data.lessons.map((l) => l.title)).toEqual(['一']);
  });

  it('reorders the lessons of a course; the order must name each lesson once', async () => {
    const token = await login('admin');
    const three = await courseWithLessons(['一', '二', '三']);
    const [a, b, c] = three.lessons.map((l) => l.lessonId);
    const order = (lessonIds: number[]) => reorder(token, { courseId: three.courseId, lessonIds });
    expect((await order([c, a, b])).code).toBe(200);
    expect((await detail(three.courseId, token)).data.lessons.map((l) => l.title)).toEqual(['三', '一', '二']);
    expect((await order([a, b])).msg).toBe('课时顺序必须包含本课程的每个课时各一次');
    expect((await order([a, a, b])).code).toBe(500);
  });

  it('answers 403 without admin:course:edit', async () => {
    const token = await login('leader');
    const one = await courseWithLessons(['一']);
    const lessonId = one.lessons[0].lessonId;
    expect((await addLesson(token, { courseId: one.courseId, title: 'x' })).code).toBe(403);
    expect((await updateLesson(token, { lessonId, title: 'x' })).code).toBe(403);
    expect((await removeLessons(token, String(lessonId))).code).toBe(403);
    expect((await reorder(token, { courseId: one.courseId, lessonIds: [lessonId] })).code).toBe(403);
  });
});

describe('GET /admin/course/{id} beside the catalogue calls', () => {
  it('leaves /admin/course/list to the list call', async () => {
    const reply = await list(await login('admin'));
    expect(reply.code).toBe(200);
    expect(reply.rows.length).toBeGreaterThan(0);
  });

  it('leaves the discipline options, which the editor reads too, to the catalogue call', async () => {
    const reply = await answer(course(await login('admin')).options.disciplines.$get());
    expect(reply.data[0]).toMatchObject({ disciplineName: '科学', disciplineNameEn: 'Science' });
  });
});

describe('file lists: at most RESOURCE_MAX_FILES files each, as the editors say', () => {
  const files = (count: number) => Array.from({ length: count }, (_, i) => file(`第${i + 1}份.pdf`));
  /** The upload widget's message, after the list's label. */
  const tooMany = (zhList: string, enList: string) => ({
    zh: `${zhList}：${zhWidgets.upload.tooMany.replace('{{limit}}', String(RESOURCE_MAX_FILES))}`,
    en: `${enList}: ${enWidgets.upload.tooMany.replace('{{limit}}', String(RESOURCE_MAX_FILES))}`,
  });

  it('refuses a course list past the limit in both languages, writing nothing, and takes a full one', async () => {
    const token = await login('admin');
    const before = (await detail(1, token)).data.learningResources.length;
    const message = tooMany(zhEditor.field.learningResources, enEditor.field.learningResources);
    const over = { ...valid, courseId: 1, learningResources: files(RESOURCE_MAX_FILES + 1) };
    expect(await update(token, over)).toEqual({
      code: 500,
      msg: message.zh,
      kind: 'invalid',
    });
    expect(await update(token, over, 'en')).toEqual({
      code: 500,
      msg: message.en,
      kind: 'invalid',
    });
    expect((await detail(1, token)).data.learningResources).toHaveLength(before);
    expect((await create({ ...valid, coursewares: files(RESOURCE_MAX_FILES + 1) })).msg).toBe(
      tooMany(zhEditor.field.coursewares, enEditor.field.coursewares).zh,
    );
    const full = { ...valid, courseId: 1, learningResources: files(RESOURCE_MAX_FILES) };
    expect((await update(token, full)).code).toBe(200);
    expect((await detail(1, token)).data.learningResources).toHaveLength(RESOURCE_MAX_FILES);
  });

  it("refuses a lesson list past the limit, for a new course's lessons and through the lesson calls", async () => {
    const token = await login('admin');
    const message = tooMany(zhEditor.field.materials, enEditor.field.materials);
    const lessons = [{ title: '一', materials: files(RESOURCE_MAX_FILES + 1) }];
    expect(await create({ ...valid, lessons })).toEqual({ code: 500, msg: message.zh, kind: 'invalid' });
    const body = { courseId: 1, title: '二', materials: files(RESOURCE_MAX_FILES + 1) };
    expect(await addLesson(token, body, 'en')).toEqual({
      code: 500,
      msg: message.en,
      kind: 'invalid',
    });
    const full = { courseId: 1, title: '二', materials: files(RESOURCE_MAX_FILES) };
    expect((await addLesson(token, full)).code).toBe(200);
  });
});

describe('a refused or failed write leaves nothing behind', () => {
  it('deletes no lesson when one id is unknown, and a lesson goes with its files', async () => {
    const token = await login('admin');
    const lessonsBefore = await lessonCountOf(1);
    const filesBefore = await fileCountOf(1);
    const [first] = (await detail(1, token)).data.lessons;
    expect(await removeLessons(token, `${first.lessonId},999999`)).toEqual({
      code: 500,
      msg: '课时不存在',
      kind: 'notFound',
    });
    expect(await lessonCountOf(1)).toBe(lessonsBefore);
    const own = first.courseware.length + first.materials.length + first.learningResources.length;
    expect(own).toBeGreaterThan(0);
    expect((await removeLessons(token, String(first.lessonId))).code).toBe(200);
    expect(await lessonCountOf(1)).toBe(lessonsBefore - 1);
    expect(await fileCountOf(1)).toBe(filesBefore - own);
  });

  it('refuses a file without an address in a later lesson of a new course, writing no course', async () => {
    const total = async () => (await list(await login('admin'))).total;
    const before = await total();
    const lessons = [{ title: '一' }, { title: '二', courseware: [{ fileName: 'a.pdf', url: ' ' }] }];
    expect(await create({ ...valid, lessons }, 'admin', 'en')).toEqual({
      code: 500,
      msg: 'A file is missing its name or address',
      kind: 'invalid',
    });
    expect(await total()).toBe(before);
  });
});
