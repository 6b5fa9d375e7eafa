import { http, type PathParams } from 'msw';
import type { CourseRow, LessonRow } from '../db/business-types';
import { findCourse } from '../db/courses';
import { db } from '../db/store';
import type { Body } from '../lib/body';
import { readJson } from '../lib/body';
import { formatTime } from '../lib/clock';
import { nextId } from '../lib/ids';
import type { Lang } from '../lib/lang';
import { bad, ok } from '../lib/reply';
import { withAuth } from '../lib/route';
import { COURSE_LISTS, filesOf, LESSON_LISTS, readLists, writeFiles, type WireFile } from '../db/course-file-lists';
import { field, idList, idParam, int, text, type Field } from '../lib/validate';

// Course editing: one course with its files and lessons, creating and updating a course, and the
// lesson calls of the lesson editor. Every message is the one the editor screens show for the
// same mistake (src/locales/*/courseEditor.json, widgets:list.required), so a rule the screen
// missed still reads the same. docs/api.md "Course editing" describes the calls.

const F = {
  courseId: field('courseId', '课程编号', 'Course id'),
  title: field('title', '课程名称', 'Course title'),
  titleEn: field('titleEn', '英文名称', 'English title'),
  description: field('description', '课程简介', 'Description'),
  descriptionEn: field('descriptionEn', '英文简介', 'English description'),
  gradeStart: field('gradeStart', '起始年级', 'Start grade'),
  gradeEnd: field('gradeEnd', '结束年级', 'End grade'),
  disciplineId: field('disciplineId', '学科', 'Discipline'),
  subjectId: field('subjectId', '科目', 'Subject'),
  classHours: field('classHours', '课时数', 'Class hours'),
  tags: field('tags', '标签', 'Tags'),
  cover: field('cover', '封面图片', 'Cover image'),
  teachingAids: field('teachingAids', '教具配置', 'Teaching aids configuration'),
  lessonId: field('lessonId', '课时编号', 'Lesson id'),
  lessonTitle: field('title', '课时名称', 'Lesson title'),
  lessonTitleEn: field('titleEn', '英文课时名称', 'English lesson title'),
  lessonDescription: field('description', '课时简介', 'Lesson description'),
};

export const GRADE_MIN = 1;
export const GRADE_MAX = 12;
export const CLASS_HOURS_MAX = 200;

const missingLesson = (lang: Lang): never => bad(lang, '课时不存在', 'The lesson does not exist');

function findLesson(lang: Lang, id: number): LessonRow {
  return db().lessons.find((l) => l.lessonId === id) ?? missingLesson(lang);
}

const lessonsOf = (courseId: number) =>
  db()
    .lessons.filter((l) => l.courseId === courseId)
    .sort((a, b) => a.sort - b.sort);

const lessonDetail = (lesson: LessonRow) => ({ ...lesson, ...filesOf(lesson.courseId, lesson.lessonId, LESSON_LISTS) });

/** The course with its three resource lists and its lessons (each with its own files), in order. */
export function courseDetail(course: CourseRow) {
  return {
    ...course,
    ...filesOf(course.courseId, null, COURSE_LISTS),
    lessons: lessonsOf(course.courseId).map(lessonDetail),
  };
}

/** The messages of the grade range and the subject; the editor's step 1 says the same. */
export const GRADE_ORDER = { zh: '结束年级不能早于起始年级', en: 'The end grade cannot be before the start grade' };
export const SUBJECT_OUTSIDE = {
  zh: '所选科目不属于所选学科',
  en: 'The subject does not belong to the chosen discipline',
};

type CourseValues = Omit<CourseRow, 'courseId' | 'schoolIds' | 'status' | keyof import('../db/types').Audit>;

/** The editable fields of a course, checked in the order the editor's first step shows them. */
function readCourse(lang: Lang, body: Body): CourseValues {
  const grade = (f: Field) => int(lang, body, f, { required: true, min: GRADE_MIN, max: GRADE_MAX });
  const title = text(lang, body, F.title, { required: true, max: 100 });
  const titleEn = text(lang, body, F.titleEn, { max: 200 });
  const description = text(lang, body, F.description, { required: true, max: 2000 });
  const descriptionEn = text(lang, body, F.descriptionEn, { max: 4000 });
  const gradeStart = grade(F.gradeStart);
  const gradeEnd = grade(F.gradeEnd);
  if (gradeEnd < gradeStart) bad(lang, GRADE_ORDER.zh, GRADE_ORDER.en);
  const disciplineId = int(lang, body, F.disciplineId, { required: true, min: 1 });
  if (!db().disciplines.some((d) => d.disciplineId === disciplineId))
    bad(lang, '学科不存在', 'The discipline does not exist');
  const subjectId = int(lang, body, F.subjectId, { required: true, min: 1 });
  const subject =
    db().subjects.find((s) => s.subjectId === subjectId) ?? bad(lang, '科目不存在', 'The subject does not exist');
  if (subject.disciplineId !== disciplineId) bad(lang, SUBJECT_OUTSIDE.zh, SUBJECT_OUTSIDE.en);
  const classHours = int(lang, body, F.classHours, { required: true, min: 1, max: CLASS_HOURS_MAX });
  const tags = text(lang, body, F.tags, { max: 200 });
  const cover = text(lang, body, F.cover, { required: true, max: 500 });
  const teachingAids = text(lang, body, F.teachingAids, { max: 2000 });
  return {
    title,
    titleEn,
    description,
    descriptionEn,
    gradeStart,
    gradeEnd,
    disciplineId,
    subjectId,
    classHours,
    tags,
    cover,
    teachingAids,
  };
}

interface LessonValues {
  title: string;
  titleEn: string;
  description: string;
}

function readLesson(lang: Lang, body: Body): LessonValues {
  return {
    title: text(lang, body, F.lessonTitle, { required: true, max: 100 }),
    titleEn: text(lang, body, F.lessonTitleEn, { max: 200 }),
    description: text(lang, body, F.lessonDescription, { max: 2000 }),
  };
}

function addLesson(courseId: number, values: LessonValues, files: Record<string, WireFile[]>, by: string) {
  const siblings = lessonsOf(courseId);
  const lesson: LessonRow = {
    lessonId: nextId(db().lessons, 'lessonId'),
    courseId,
    sort: siblings.length ? siblings[siblings.length - 1].sort + 1 : 1,
    ...values,
    createBy: by,
    createTime: formatTime(),
    updateBy: '',
    updateTime: '',
    remark: '',
  };
  db().lessons.push(lesson);
  writeFiles(courseId, lesson.lessonId, LESSON_LISTS, files, by);
  return lesson;
}

/** `/admin/course/{id}` also matches `/admin/course/list` and the like: only a number is a course. */
const numericOnly =
  <I extends { params: PathParams }>(key: string, resolver: (info: I) => Promise<Response> | Response) =>
  (info: I) =>
    /^\d+$/.test(String(info.params[key])) ? resolver(info) : undefined;

const one = http.get(
  '*/csp/admin/course/:courseId',
  numericOnly(
    'courseId',
    withAuth('admin:course:query', ({ params, lang }) =>
      ok(lang, courseDetail(findCourse(lang, idParam(lang, params.courseId, F.courseId)))),
    ),
  ),
);

const create = http.post(
  '*/csp/admin/course',
  withAuth('admin:course:add', async ({ request, lang, user }) => {
    const body = await readJson(request);
    const values = readCourse(lang, body);
    const files = readLists(lang, body, COURSE_LISTS);
    const rawLessons = Array.isArray(body.lessons) ? (body.lessons as Body[]) : [];
    // Every lesson is checked before anything is written: a bad lesson leaves no half course.
    const lessons = rawLessons.map((l) => ({ values: readLesson(lang, l), files: readLists(lang, l, LESSON_LISTS) }));
    const course: CourseRow = {
      courseId: nextId(db().courses, 'courseId'),
      ...values,
      schoolIds: [],
      status: '0',
      createBy: user.userName,
      createTime: formatTime(),
      updateBy: '',
      updateTime: '',
      remark: '',
    };
    db().courses.push(course);
    writeFiles(course.courseId, null, COURSE_LISTS, files, user.userName);
    for (const lesson of lessons) addLesson(course.courseId, lesson.values, lesson.files, user.userName);
    return ok(lang, { courseId: course.courseId });
  }),
);

const update = http.put(
  '*/csp/admin/course',
  withAuth('admin:course:edit', async ({ request, lang, user }) => {
    const body = await readJson(request);
    const course = findCourse(lang, int(lang, body, F.courseId, { required: true }));
    const values = readCourse(lang, body);
    const files = readLists(lang, body, COURSE_LISTS);
    Object.assign(course, values, { updateBy: user.userName, updateTime: formatTime() });
    writeFiles(course.courseId, null, COURSE_LISTS, files, user.userName);
    return ok(lang);
  }),
);

const getLesson = http.get(
  '*/csp/admin/course/lesson/:lessonId',
  withAuth('admin:course:query', ({ params, lang }) =>
    ok(lang, lessonDetail(findLesson(lang, idParam(lang, params.lessonId, F.lessonId)))),
  ),
);

const createLesson = http.post(
  '*/csp/admin/course/lesson',
  withAuth('admin:course:edit', async ({ request, lang, user }) => {
    const body = await readJson(request);
    const course = findCourse(lang, int(lang, body, F.courseId, { required: true }));
    const lesson = addLesson(
      course.courseId,
      readLesson(lang, body),
      readLists(lang, body, LESSON_LISTS),
      user.userName,
    );
    return ok(lang, { lessonId: lesson.lessonId });
  }),
);

const updateLesson = http.put(
  '*/csp/admin/course/lesson',
  withAuth('admin:course:edit', async ({ request, lang, user }) => {
    const body = await readJson(request);
    const lesson = findLesson(lang, int(lang, body, F.lessonId, { required: true }));
    const values = readLesson(lang, body);
    const files = readLists(lang, body, LESSON_LISTS);
    Object.assign(lesson, values, { updateBy: user.userName, updateTime: formatTime() });
    writeFiles(lesson.courseId, lesson.lessonId, LESSON_LISTS, files, user.userName);
    return ok(lang);
  }),
);

/** The new order of a course's lessons: every lesson of the course, each once. */
const orderLessons = http.put(
  '*/csp/admin/course/lesson/order',
  withAuth('admin:course:edit', async ({ request, lang }) => {
    const body = await readJson(request);
    const course = findCourse(lang, int(lang, body, F.courseId, { required: true }));
    const ids = Array.isArray(body.lessonIds) ? body.lessonIds.map(Number) : [];
    const lessons = lessonsOf(course.courseId);
    const same =
      ids.length === lessons.length &&
      new Set(ids).size === ids.length &&
      lessons.every((l) => ids.includes(l.lessonId));
    if (!same)
      bad(lang, '课时顺序必须包含本课程的每个课时各一次', "The order must name each of the course's lessons once");
    for (const lesson of lessons) lesson.sort = ids.indexOf(lesson.lessonId) + 1;
    return ok(lang);
  }),
);

const deleteLessons = http.delete(
  '*/csp/admin/course/lesson/:lessonIds',
  withAuth('admin:course:edit', ({ params, lang }) => {
    const doomed = idList(lang, params.lessonIds, F.lessonId).map((id) => findLesson(lang, id));
    const ids = new Set(doomed.map((l) => l.lessonId));
    const store = db();
    store.lessons = store.lessons.filter((l) => !ids.has(l.lessonId));
    store.courseFiles = store.courseFiles.filter((f) => f.lessonId === null || !ids.has(f.lessonId));
    return ok(lang);
  }),
);

// Longer paths first where two overlap (lesson/order before lesson/:id).
export const courseEditHandlers = [
  orderLessons,
  getLesson,
  createLesson,
  updateLesson,
  deleteLessons,
  one,
  create,
  update,
];
