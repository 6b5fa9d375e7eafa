import { http } from 'msw';
import type { CourseRow, LessonRow } from '../db/business-types';
import { lessonFiles, lessonsOf, progressOf, scheduleItem, taughtClasses } from '../db/teacher-records';
import { teacherClassIds, teacherCourseIds } from '../db/teacher-scope';
import { db } from '../db/store';
import type { UserRow } from '../db/types';
import { readJson } from '../lib/body';
import { formatTime, now } from '../lib/clock';
import { t, type Lang } from '../lib/lang';
import { bad, MockError, ok } from '../lib/reply';
import { withAuth } from '../lib/route';
import { field, idParam, int } from '../lib/validate';

// The teacher's own workspace (user:teacher:*): home, a course, a lesson, and marking a lesson
// taught for a class. Everything is scoped to what the teacher teaches (mock/db/teacher-scope.ts):
// another teacher's course, lesson or class answers 403.

const BASE = '*/csp/user/teacher';
const COURSE = field('courseId', '课程', 'Course');
const LESSON = field('lessonId', '课时', 'Lesson');
const CLASS = field('classId', '班级', 'Class');
const DAY_MS = 86_400_000;

const notMine = (lang: Lang, zh: string, en: string): never => {
  throw new MockError(403, t(lang, zh, en));
};

function myCourse(lang: Lang, user: UserRow, courseId: number): CourseRow {
  const course =
    db().courses.find((c) => c.courseId === courseId) ?? bad(lang, '课程不存在', 'The course does not exist');
  if (!teacherCourseIds(user.userId).has(courseId))
    notMine(lang, '这不是您任教的课程', 'This is not one of your courses');
  return course;
}

function myLesson(lang: Lang, user: UserRow, lessonId: number): { lesson: LessonRow; course: CourseRow } {
  const lesson =
    db().lessons.find((l) => l.lessonId === lessonId) ?? bad(lang, '课时不存在', 'The lesson does not exist');
  return { lesson, course: myCourse(lang, user, lesson.courseId) };
}

function myClass(lang: Lang, user: UserRow, classId: number) {
  const klass = db().classes.find((c) => c.classId === classId) ?? bad(lang, '班级不存在', 'The class does not exist');
  if (!teacherClassIds(user.userId).has(classId))
    notMine(lang, '这不是您任教的班级', 'This is not one of your classes');
  return klass;
}

/** The teacher's classes, with their school, in id order. */
function myClasses(user: UserRow) {
  const ids = teacherClassIds(user.userId);
  const schools = db().schools;
  return db()
    .classes.filter((c) => ids.has(c.classId))
    .sort((a, b) => a.classId - b.classId)
    .map((c) => {
      const school = schools.find((s) => s.schoolId === c.schoolId);
      return {
        classId: c.classId,
        className: c.className,
        classNameEn: c.classNameEn,
        grade: c.grade,
        studentCount: c.studentCount,
        schoolName: school?.schoolName ?? '',
        schoolNameEn: school?.schoolNameEn ?? '',
      };
    });
}

function courseCard(user: UserRow, c: CourseRow) {
  const discipline = db().disciplines.find((d) => d.disciplineId === c.disciplineId);
  return {
    courseId: c.courseId,
    title: c.title,
    titleEn: c.titleEn,
    description: c.description,
    descriptionEn: c.descriptionEn,
    cover: c.cover,
    gradeStart: c.gradeStart,
    gradeEnd: c.gradeEnd,
    disciplineName: discipline?.disciplineName ?? '',
    disciplineNameEn: discipline?.disciplineNameEn ?? '',
    ...progressOf(user.userId, c),
  };
}

const dateOf = (ms: number) => formatTime(ms).slice(0, 10);

/** Today and the Monday-to-Sunday week around it, by the mock's clock. */
function thisWeek() {
  const today = new Date(now());
  today.setHours(12, 0, 0, 0);
  const monday = today.getTime() - ((today.getDay() + 6) % 7) * DAY_MS;
  return { today: dateOf(today.getTime()), weekStart: dateOf(monday), weekEnd: dateOf(monday + 6 * DAY_MS) };
}

const home = http.get(
  `${BASE}/home`,
  withAuth('user:teacher:list', ({ lang, user }) => {
    const courseIds = teacherCourseIds(user.userId);
    const week = thisWeek();
    const lessons = db()
      .schedules.filter((s) => s.teacherUserId === user.userId && s.date >= week.weekStart && s.date <= week.weekEnd)
      .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime))
      .map(scheduleItem);
    return ok(lang, {
      classes: myClasses(user),
      courses: db()
        .courses.filter((c) => courseIds.has(c.courseId))
        .sort((a, b) => a.courseId - b.courseId)
        .map((c) => courseCard(user, c)),
      ...week,
      lessons,
    });
  }),
);

const course = http.get(
  `${BASE}/course/:courseId`,
  withAuth('user:teacher:query', ({ lang, user, params }) => {
    const row = myCourse(lang, user, idParam(lang, params.courseId, COURSE));
    const taught = taughtClasses(user.userId, row.courseId);
    return ok(lang, {
      ...courseCard(user, row),
      classes: myClasses(user),
      lessons: lessonsOf(row.courseId).map((l, i) => ({
        lessonId: l.lessonId,
        lessonNo: i + 1,
        title: l.title,
        titleEn: l.titleEn,
        description: l.description,
        taughtClassIds: [...(taught.get(l.lessonId) ?? [])].sort((a, b) => a - b),
        ...lessonFiles(l),
      })),
    });
  }),
);

const lesson = http.get(
  `${BASE}/lesson/:lessonId`,
  withAuth('user:teacher:query', ({ lang, user, params }) => {
    const { lesson: l, course: c } = myLesson(lang, user, idParam(lang, params.lessonId, LESSON));
    const order = lessonsOf(c.courseId);
    const index = order.findIndex((x) => x.lessonId === l.lessonId);
    const taught = db().lessonsTaught.filter((r) => r.lessonId === l.lessonId);
    return ok(lang, {
      lessonId: l.lessonId,
      lessonNo: index + 1,
      lessonCount: order.length,
      previousLessonId: order[index - 1]?.lessonId ?? null,
      nextLessonId: order[index + 1]?.lessonId ?? null,
      title: l.title,
      titleEn: l.titleEn,
      description: l.description,
      courseId: c.courseId,
      courseTitle: c.title,
      courseTitleEn: c.titleEn,
      ...lessonFiles(l),
      // the library's files that list this lesson
      resources: db()
        .resources.filter((r) => r.lessonIds.includes(l.lessonId))
        .map((r) => ({ resourceId: r.resourceId, title: r.title, titleEn: r.titleEn, resourceType: r.resourceType })),
      classes: myClasses(user).map((k) => ({
        ...k,
        taughtAt: taught.find((r) => r.classId === k.classId)?.taughtAt ?? '',
      })),
    });
  }),
);

const markTaught = http.post(
  `${BASE}/lesson/:lessonId/taught`,
  withAuth('user:teacher:query', async ({ request, lang, user, params }) => {
    const { lesson: l } = myLesson(lang, user, idParam(lang, params.lessonId, LESSON));
    const classId = myClass(lang, user, int(lang, await readJson(request), CLASS, { required: true, min: 1 })).classId;
    const rows = db().lessonsTaught;
    if (rows.some((r) => r.lessonId === l.lessonId && r.classId === classId))
      bad(lang, '该班级已上过此课时', 'This lesson is already marked taught for this class');
    rows.push({
      teacherUserId: user.userId,
      classId,
      courseId: l.courseId,
      lessonId: l.lessonId,
      taughtAt: formatTime(),
    });
    return ok(lang);
  }),
);

const unmarkTaught = http.delete(
  `${BASE}/lesson/:lessonId/taught/:classId`,
  withAuth('user:teacher:query', ({ lang, user, params }) => {
    const { lesson: l } = myLesson(lang, user, idParam(lang, params.lessonId, LESSON));
    const classId = myClass(lang, user, idParam(lang, params.classId, CLASS)).classId;
    const rows = db().lessonsTaught;
    const at = rows.findIndex((r) => r.lessonId === l.lessonId && r.classId === classId);
    if (at < 0) bad(lang, '该班级尚未上过此课时', 'This lesson is not marked taught for this class');
    rows.splice(at, 1);
    return ok(lang);
  }),
);

export const teacherHandlers = [home, course, lesson, markTaught, unmarkTaught];
