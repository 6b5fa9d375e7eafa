import { http } from 'msw';
import type { ClassRow } from '../db/business-types';
import { displayName, findClass, teachersOf } from '../db/classes';
import { requireSchool, visibleSchoolIds, withinScope } from '../db/school-scope';
import { db } from '../db/store';
import type { RoleRow, UserRow } from '../db/types';
import { readJson, type Body } from '../lib/body';
import { formatTime } from '../lib/clock';
import { nextId } from '../lib/ids';
import type { Lang } from '../lib/lang';
import { localize, zhKey } from '../lib/localize';
import { contains, dateRange, paginate, param, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { withAuth } from '../lib/route';
import { field, idList, idParam, int, text } from '../lib/validate';

// A school's classes (docs/api.md "Classes, students and scores"): the list with its filters,
// add, edit, delete, and the schools and teachers the form offers. Every call keeps to the
// schools the caller sees (db/school-scope.ts); a class elsewhere answers 403.

const CLASS_ID = field('classId', '班级编号', 'Class id');
const SCHOOL = field('schoolId', '学校', 'School');
const NAME = field('className', '班级名称', 'Class name');
const NAME_EN = field('classNameEn', '英文名称', 'English name');
const GRADE = field('grade', '年级', 'Grade');
const EXAM_TIME = field('examTime', '考试时间', 'Exam time');

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function classFilter(lang: Lang, q: URLSearchParams): (c: ClassRow) => boolean {
  const query = Object.fromEntries(q);
  const schoolId = int(lang, query, SCHOOL);
  const grade = int(lang, query, GRADE, { min: 1, max: 12 });
  const name = param(q, 'className');
  const examDay = dateRange(lang, q, 'ExamTime');
  return (c) =>
    (!schoolId || c.schoolId === schoolId) &&
    (!grade || c.grade === grade) &&
    contains(name, c.className, c.classNameEn) &&
    examDay(c.examTime);
}

/** A class as the list and the form get it: names in the request language, counts from the rosters. */
function answer(c: ClassRow, lang: Lang, counts: Map<number, number>) {
  const data = db();
  const school = data.schools.find((s) => s.schoolId === c.schoolId);
  const teachers = c.teacherIds.map((id) => data.users.find((u) => u.userId === id)).filter((u): u is UserRow => !!u);
  return {
    ...localize(c, lang, ['className']),
    schoolName: school ? (lang === 'en' && school.schoolNameEn) || school.schoolName : '',
    teacherNames: teachers.map(displayName),
    studentCount: counts.get(c.classId) ?? 0,
  };
}

function studentCounts(): Map<number, number> {
  const counts = new Map<number, number>();
  for (const s of db().students) counts.set(s.classId, (counts.get(s.classId) ?? 0) + 1);
  return counts;
}

/** The teacher ids of a write: at least one, each an enabled teacher of the class's school. */
function readTeachers(lang: Lang, body: Body, schoolId: number): number[] {
  const raw = body.teacherIds;
  if (!Array.isArray(raw) || !raw.length) return bad(lang, '教师不能为空', 'Teachers are required');
  if (raw.some((id) => typeof id !== 'number' || !Number.isInteger(id)))
    bad(lang, '教师格式不正确', 'Teachers have an invalid format');
  const allowed = new Set(teachersOf(new Set([schoolId])).map((u) => u.userId));
  const ids = [...new Set(raw as number[])];
  if (ids.some((id) => !allowed.has(id)))
    bad(lang, '所选教师不是该学校的教师', 'A chosen teacher does not teach at this school');
  return ids;
}

type ClassFields = Pick<ClassRow, 'schoolId' | 'className' | 'classNameEn' | 'grade' | 'teacherIds' | 'examTime'>;

/** The validated fields of an add or edit; school staff write only their own school. */
function readClass(lang: Lang, body: Body, user: UserRow, role: RoleRow | undefined, self: ClassRow | null) {
  const scope = visibleSchoolIds(user, role);
  const own = scope !== 'all' && scope.size === 1 ? [...scope][0] : 0;
  const schoolId = int(lang, body, SCHOOL, { required: !own && !self, fallback: self?.schoolId ?? own });
  if (!db().schools.some((s) => s.schoolId === schoolId)) bad(lang, '学校不存在', 'The school does not exist');
  requireSchool(lang, user, schoolId, role);
  if (self && self.schoolId !== schoolId) bad(lang, '班级所属学校不能修改', 'A class cannot move to another school');
  const className = text(lang, body, { ...NAME, key: zhKey(body, 'className') }, { required: true, max: 50 });
  const classNameEn = text(lang, body, NAME_EN, { max: 100 });
  const grade = int(lang, body, GRADE, { required: true, min: 1, max: 12 });
  const teacherIds = readTeachers(lang, body, schoolId);
  const examTime = text(lang, body, EXAM_TIME, { required: true });
  if (!TIME.test(examTime))
    bad(lang, '考试时间格式不正确，应为 yyyy-MM-dd HH:mm:ss', 'Exam time must be yyyy-MM-dd HH:mm:ss');
  const clash = db().classes.find(
    (c) => c.schoolId === schoolId && c.classId !== self?.classId && c.className === className,
  );
  if (clash) bad(lang, `班级“${className}”在该学校已存在`, `The class "${className}" already exists at this school`);
  const fields: ClassFields = { schoolId, className, classNameEn, grade, teacherIds, examTime };
  return fields;
}

/**
 * Where one set of class calls lives and the permissions it needs: the classes screen
 * (`/admin/class`) and the school members' classes (`/user/member/class`, member-class.ts) are
 * the same calls with the same rules and scope under two names.
 */
export interface ClassArea {
  /** the handlers' path pattern, ending in /csp/admin/class for the classes screen */
  base: string;
  perms: Record<'list' | 'query' | 'add' | 'edit' | 'remove' | 'import', string>;
}

/** The class calls of one area: list, options, one, add, edit, delete. */
export function classCalls(area: ClassArea) {
  const list = http.get(
    `${area.base}/list`,
    withAuth(area.perms.list, ({ request, lang, user, role }) => {
      const q = queryOf(request);
      const counts = studentCounts();
      const rows = withinScope(db().classes, user, role, (c) => c.schoolId)
        .filter(classFilter(lang, q))
        .sort((a, b) => a.classId - b.classId)
        .map((c) => answer(c, lang, counts));
      return okList(lang, paginate(lang, q, rows));
    }),
  );

  /** The schools the caller sees and their teachers: the school filter and the form's choices. */
  const options = http.get(
    `${area.base}/options`,
    withAuth(area.perms.list, ({ lang, user, role }) => {
      const scope = visibleSchoolIds(user, role);
      const schools = withinScope(db().schools, user, role, (s) => s.schoolId)
        .sort((a, b) => a.schoolId - b.schoolId)
        .map((s) => ({ schoolId: s.schoolId, schoolName: (lang === 'en' && s.schoolNameEn) || s.schoolName }));
      const teachers = teachersOf(scope).map((u) => ({ userId: u.userId, name: displayName(u), schoolId: u.schoolId }));
      return ok(lang, { schools, teachers });
    }),
  );

  const get = http.get(
    `${area.base}/:classId`,
    withAuth(area.perms.query, ({ params, lang, user, role }) =>
      ok(lang, answer(findClass(lang, idParam(lang, params.classId, CLASS_ID), user, role), lang, studentCounts())),
    ),
  );

  const add = http.post(
    area.base,
    withAuth(area.perms.add, async ({ request, lang, user, role }) => {
      const fields = readClass(lang, await readJson(request), user, role, null);
      const data = db();
      const row: ClassRow = {
        ...fields,
        classId: nextId(data.classes, 'classId'),
        studentCount: 0,
        studentFile: '',
        scoreFile: '',
        createBy: user.userName,
        createTime: formatTime(),
        updateBy: '',
        updateTime: '',
        remark: '',
      };
      data.classes.push(row);
      return ok(lang, answer(row, lang, studentCounts()));
    }),
  );

  const edit = http.put(
    area.base,
    withAuth(area.perms.edit, async ({ request, lang, user, role }) => {
      const body = await readJson(request);
      const row = findClass(lang, int(lang, body, CLASS_ID, { required: true }), user, role);
      Object.assign(row, readClass(lang, body, user, role, row), { updateBy: user.userName, updateTime: formatTime() });
      return ok(lang);
    }),
  );

  /** A class goes with its students, their scores and its teaching assignments. */
  const remove = http.delete(
    `${area.base}/:classIds`,
    withAuth(area.perms.remove, ({ params, lang, user, role }) => {
      const doomed = idList(lang, params.classIds, CLASS_ID).map((id) => findClass(lang, id, user, role));
      const ids = new Set(doomed.map((c) => c.classId));
      const data = db();
      data.classes = data.classes.filter((c) => !ids.has(c.classId));
      data.students = data.students.filter((s) => !ids.has(s.classId));
      data.scores = data.scores.filter((s) => !ids.has(s.classId));
      data.classTeachers = data.classTeachers.filter((t) => !ids.has(t.classId));
      for (const a of data.staffAssignments) a.classIds = a.classIds.filter((id) => !ids.has(id));
      return ok(lang);
    }),
  );

  return [list, options, get, add, edit, remove];
}

export const ADMIN_CLASS_AREA: ClassArea = {
  base: '*/csp/admin/class',
  perms: {
    list: 'admin:class:list',
    query: 'admin:class:query',
    add: 'admin:class:add',
    edit: 'admin:class:edit',
    remove: 'admin:class:remove',
    import: 'admin:class:import',
  },
};

export const classHandlers = classCalls(ADMIN_CLASS_AREA);
