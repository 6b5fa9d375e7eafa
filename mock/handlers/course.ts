import { http } from 'msw';
import { allows, ALL_PERMISSIONS, permissionsOf } from '../db/access';
import type { CourseRow, SchoolRow } from '../db/business-types';
import { findCourse } from '../db/courses';
import { visibleMessages } from '../db/message-scope';
import { db } from '../db/store';
import { readIdArray } from '../db/user-roles';
import { readJson } from '../lib/body';
import { formatTime } from '../lib/clock';
import type { Lang } from '../lib/lang';
import { contains, paginate, param, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { forbidden, withAuth } from '../lib/route';
import { choice, field, idList, idParam, int, text } from '../lib/validate';

// The course catalogue: the list with its filters and counts, delete, enable/disable, the schools
// a course is used by, and the discipline/subject options of the filters and the editor.
// Rows keep both languages as stored (`title` Chinese, `titleEn` English); screens pick one.

const COURSE_ID = field('courseId', '课程编号', 'Course id');
const STATUS = field('status', '状态', 'Status');
const GRADE = field('grade', '年级', 'Grade');
const DISCIPLINE = field('disciplineId', '学科', 'Discipline');
const SUBJECT = field('subjectId', '科目', 'Subject');

/** How many rows of `rows` each course has, counted once for the whole list. */
function countBy<T>(rows: readonly T[], courseOf: (row: T) => number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(courseOf(row), (counts.get(courseOf(row)) ?? 0) + 1);
  return counts;
}

/** A course filter from the list query; every filter is optional. */
function courseFilter(lang: Lang, q: URLSearchParams): (c: CourseRow) => boolean {
  const query = Object.fromEntries(q);
  const title = param(q, 'title');
  const disciplineId = int(lang, query, DISCIPLINE);
  const subjectId = int(lang, query, SUBJECT);
  const grade = int(lang, query, GRADE, { min: 1, max: 12 });
  const status = choice(lang, query, STATUS, ['0', '1'], '');
  return (c) =>
    contains(title, c.title, c.titleEn) &&
    (!disciplineId || c.disciplineId === disciplineId) &&
    (!subjectId || c.subjectId === subjectId) &&
    (!grade || (c.gradeStart <= grade && grade <= c.gradeEnd)) &&
    (!status || c.status === status);
}

const list = http.get(
  '*/csp/admin/course/list',
  withAuth('admin:course:list', ({ request, lang, user, role }) => {
    const q = queryOf(request);
    const data = db();
    const lessons = countBy(data.lessons, (l) => l.courseId);
    // the feedback each caller can read on the message screen (db/message-scope.ts)
    const feedback = countBy(visibleMessages(user, role), (m) => m.courseId);
    const disciplines = new Map(data.disciplines.map((d) => [d.disciplineId, d]));
    const subjects = new Map(data.subjects.map((s) => [s.subjectId, s]));
    const rows = data.courses
      .filter(courseFilter(lang, q))
      .sort((a, b) => a.courseId - b.courseId)
      .map((c) => ({
        ...c,
        disciplineName: disciplines.get(c.disciplineId)?.disciplineName ?? '',
        disciplineNameEn: disciplines.get(c.disciplineId)?.disciplineNameEn ?? '',
        subjectName: subjects.get(c.subjectId)?.subjectName ?? '',
        subjectNameEn: subjects.get(c.subjectId)?.subjectNameEn ?? '',
        lessonCount: lessons.get(c.courseId) ?? 0,
        schoolCount: c.schoolIds.length,
        feedbackCount: feedback.get(c.courseId) ?? 0,
      }));
    return okList(lang, paginate(lang, q, rows));
  }),
);

/** A course may go only when no school uses it any more: schools plan lessons with it. */
function guardDelete(lang: Lang, course: CourseRow) {
  const n = course.schoolIds.length;
  if (!n) return;
  bad(
    lang,
    `课程“${course.title}”仍有 ${n} 所学校在使用，请先解除关联后再删除`,
    `The course "${course.titleEn || course.title}" is still used by ${n} school${n === 1 ? '' : 's'}; dissociate ${n === 1 ? 'it' : 'them'} before deleting the course`,
  );
}

const remove = http.delete(
  '*/csp/admin/course/:courseIds',
  withAuth('admin:course:remove', ({ params, lang }) => {
    const doomed = idList(lang, params.courseIds, COURSE_ID).map((id) => findCourse(lang, id));
    doomed.forEach((c) => guardDelete(lang, c));
    const ids = new Set(doomed.map((c) => c.courseId));
    const data = db();
    data.courses = data.courses.filter((c) => !ids.has(c.courseId));
    data.lessons = data.lessons.filter((l) => !ids.has(l.courseId));
    data.courseFiles = data.courseFiles.filter((f) => !ids.has(f.courseId));
    return ok(lang);
  }),
);

const changeStatus = http.put(
  '*/csp/admin/course/changeStatus',
  withAuth('admin:course:edit', async ({ request, lang, user }) => {
    const body = await readJson(request);
    const course = findCourse(lang, int(lang, body, COURSE_ID, { required: true }));
    if (!text(lang, body, STATUS)) bad(lang, '状态不能为空', 'Status is required');
    const status = choice(lang, body, STATUS, ['0', '1'], '0') as CourseRow['status'];
    Object.assign(course, { status, updateBy: user.userName, updateTime: formatTime() });
    return ok(lang);
  }),
);

const schoolAnswer = (s: SchoolRow) => ({
  schoolId: s.schoolId,
  schoolName: s.schoolName,
  schoolNameEn: s.schoolNameEn,
  schoolType: s.schoolType,
  schoolStage: s.schoolStage,
  status: s.status,
});

const schools = http.get(
  '*/csp/admin/course/:courseId/schools',
  withAuth('admin:course:query', ({ params, lang, role }) => {
    const course = findCourse(lang, idParam(lang, params.courseId, COURSE_ID));
    const used = new Set(course.schoolIds);
    const all = [...db().schools].sort((a, b) => a.schoolId - b.schoolId);
    // only those who may change the links need the schools that could be added
    const mayEdit = allows(role, 'admin:course:edit');
    return ok(lang, {
      schools: all.filter((s) => used.has(s.schoolId)).map(schoolAnswer),
      candidates: mayEdit ? all.filter((s) => !used.has(s.schoolId) && s.status === '0').map(schoolAnswer) : [],
    });
  }),
);

const saveSchools = http.put(
  '*/csp/admin/course/:courseId/schools',
  withAuth('admin:course:edit', async ({ params, request, lang, user }) => {
    const course = findCourse(lang, idParam(lang, params.courseId, COURSE_ID));
    const body = await readJson(request);
    const associate = readIdArray(lang, body.associate, '关联学校', 'Schools to associate');
    const dissociate = readIdArray(lang, body.dissociate, '解除关联的学校', 'Schools to dissociate');
    if (!associate.length && !dissociate.length) bad(lang, '请选择学校', 'Please choose at least one school');
    for (const id of [...associate, ...dissociate]) {
      if (!db().schools.some((s) => s.schoolId === id))
        bad(lang, `学校 ${id} 不存在`, `The school ${id} does not exist`);
    }
    const next = new Set(course.schoolIds);
    associate.forEach((id) => next.add(id));
    dissociate.forEach((id) => next.delete(id));
    Object.assign(course, {
      schoolIds: [...next].sort((a, b) => a - b),
      updateBy: user.userName,
      updateTime: formatTime(),
    });
    return ok(lang);
  }),
);

/**
 * Whoever holds any course permission may read the options (the list filters, the editor), and
 * so may the resource library and the teaching-aid shop, whose filters are the same.
 */
const OPTION_READERS = ['admin:course:', 'user:resource:', 'user:shop:'];
const options = http.get(
  '*/csp/admin/course/options/disciplines',
  withAuth(null, ({ lang, role }) => {
    const perms = permissionsOf(role);
    if (!perms.some((p) => p === ALL_PERMISSIONS || OPTION_READERS.some((area) => p.startsWith(area)))) {
      return forbidden(lang);
    }
    const data = db();
    const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;
    return ok(
      lang,
      [...data.disciplines].sort(bySort).map((d) => ({
        disciplineId: d.disciplineId,
        disciplineName: d.disciplineName,
        disciplineNameEn: d.disciplineNameEn,
        subjects: data.subjects
          .filter((s) => s.disciplineId === d.disciplineId)
          .sort(bySort)
          .map((s) => ({ subjectId: s.subjectId, subjectName: s.subjectName, subjectNameEn: s.subjectNameEn })),
      })),
    );
  }),
);

// Longer paths first, so `/admin/course/:courseIds` never takes `changeStatus` or `list`.
export const courseHandlers = [list, options, changeStatus, schools, saveSchools, remove];
