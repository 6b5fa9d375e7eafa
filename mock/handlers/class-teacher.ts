import { http } from 'msw';
import type { ClassRow } from '../db/business-types';
import { userById } from '../db/lookup';
import { classLabel, classOf, schoolFilter, schoolLabel, teachersOf, visibleSchools } from '../db/school-records';
import type { ClassTeacherRow } from '../db/school-types';
import { canSeeSchool } from '../db/school-scope';
import { db } from '../db/store';
import { readJson } from '../lib/body';
import { formatTime } from '../lib/clock';
import { nextId } from '../lib/ids';
import { named, type Lang } from '../lib/lang';
import { contains, paginate, param, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { withAuth } from '../lib/route';
import { field, idList, int } from '../lib/validate';

// Class teachers (admin:classteacher:*): which teacher teaches which subject in which class. Only
// a teacher of the class's own school may be assigned; the class's `teacherIds` always holds
// every teacher with an assignment in it. Every call is scoped to the schools the caller sees.

const F = {
  id: field('classTeacherId', '编号', 'Id'),
  classId: field('classId', '班级', 'Class'),
  userId: field('userId', '教师', 'Teacher'),
  subjectId: field('subjectId', '科目', 'Subject'),
};

const subjectLabel = (lang: Lang, subjectId: number) => {
  const s = db().subjects.find((x) => x.subjectId === subjectId);
  return s ? named(lang, s.subjectName, s.subjectNameEn) : '';
};

/** Keeps the class's teachers in step with its assignments (adds the new, drops the gone). */
function syncTeachers(klass: ClassRow, touched: number[]) {
  const assigned = new Set(
    db()
      .classTeachers.filter((c) => c.classId === klass.classId)
      .map((c) => c.userId),
  );
  const kept = klass.teacherIds.filter((id) => assigned.has(id) || !touched.includes(id));
  klass.teacherIds = [...new Set([...kept, ...assigned])];
}

function answer(row: ClassTeacherRow, lang: Lang) {
  const user = userById(row.userId);
  return {
    ...row,
    schoolName: schoolLabel(
      lang,
      db().schools.find((s) => s.schoolId === row.schoolId),
    ),
    className: classLabel(
      lang,
      db().classes.find((c) => c.classId === row.classId),
    ),
    teacherName: user?.name ?? '',
    userName: user?.userName ?? '',
    subjectName: subjectLabel(lang, row.subjectId),
  };
}

const list = http.get(
  '*/csp/admin/classteacher/list',
  withAuth('admin:classteacher:list', ({ request, lang, user, role }) => {
    const q = queryOf(request);
    const schoolId = schoolFilter(lang, user, role, param(q, 'schoolId'));
    const classId = Number(param(q, 'classId')) || 0;
    const subjectId = Number(param(q, 'subjectId')) || 0;
    const rows = db()
      .classTeachers.filter(
        (r) =>
          canSeeSchool(user, r.schoolId, role) &&
          (!schoolId || r.schoolId === schoolId) &&
          (!classId || r.classId === classId) &&
          (!subjectId || r.subjectId === subjectId),
      )
      .map((r) => answer(r, lang))
      .filter((r) => contains(param(q, 'teacherName'), r.teacherName, r.userName));
    return okList(lang, paginate(lang, q, rows));
  }),
);

/** The dialog's and the filters' choices: schools seen, and the chosen school's classes and teachers. */
const options = http.get(
  '*/csp/admin/classteacher/options',
  withAuth('admin:classteacher:list', ({ request, lang, user, role }) => {
    const schoolId = schoolFilter(lang, user, role, param(queryOf(request), 'schoolId'));
    const classes = schoolId ? db().classes.filter((c) => c.schoolId === schoolId) : [];
    return ok(lang, {
      schoolId,
      schools: visibleSchools(user, role).map((s) => ({ schoolId: s.schoolId, schoolName: schoolLabel(lang, s) })),
      classes: classes.map((c) => ({ classId: c.classId, className: classLabel(lang, c) })),
      teachers: schoolId
        ? teachersOf(schoolId).map((u) => ({ userId: u.userId, name: u.name, userName: u.userName }))
        : [],
      subjects: [...db().subjects]
        .sort((a, b) => a.disciplineId - b.disciplineId || a.sort - b.sort)
        .map((s) => ({ subjectId: s.subjectId, subjectName: subjectLabel(lang, s.subjectId) })),
    });
  }),
);

const add = http.post(
  '*/csp/admin/classteacher',
  withAuth('admin:classteacher:add', async ({ request, lang, user, role }) => {
    const body = await readJson(request);
    const klass = classOf(lang, user, role, int(lang, body, F.classId, { required: true, min: 1 }));
    const userId = int(lang, body, F.userId, { required: true, min: 1 });
    const teacher = teachersOf(klass.schoolId).find((u) => u.userId === userId);
    if (!teacher) bad(lang, '只能分配本校的教师', "Only a teacher of the class's school can be assigned");
    const subjectId = int(lang, body, F.subjectId, { required: true, min: 1 });
    if (!db().subjects.some((s) => s.subjectId === subjectId)) bad(lang, '科目不存在', 'The subject does not exist');
    const twice = db().classTeachers.some(
      (c) => c.classId === klass.classId && c.userId === userId && c.subjectId === subjectId,
    );
    if (twice) {
      bad(
        lang,
        `${teacher.name}已在${klass.className}教授${subjectLabel('zh', subjectId)}`,
        `${teacher.name} already teaches ${subjectLabel('en', subjectId)} in ${classLabel('en', klass)}`,
      );
    }
    const row: ClassTeacherRow = {
      classTeacherId: nextId(db().classTeachers, 'classTeacherId'),
      schoolId: klass.schoolId,
      classId: klass.classId,
      userId,
      subjectId,
      createBy: user.userName,
      createTime: formatTime(),
      updateBy: '',
      updateTime: '',
      remark: '',
    };
    db().classTeachers.push(row);
    syncTeachers(klass, [userId]);
    return ok(lang, answer(row, lang));
  }),
);

const remove = http.delete(
  '*/csp/admin/classteacher/:ids',
  withAuth('admin:classteacher:remove', ({ params, lang, user, role }) => {
    const table = db().classTeachers;
    const doomed = idList(lang, params.ids, F.id).map(
      (id) =>
        table.find((c) => c.classTeacherId === id) ?? bad(lang, '分配记录不存在', 'The assignment does not exist'),
    );
    const classes = doomed.map((row) => classOf(lang, user, role, row.classId));
    for (const row of doomed) table.splice(table.indexOf(row), 1);
    for (const klass of new Set(classes))
      syncTeachers(
        klass,
        doomed.map((d) => d.userId),
      );
    return ok(lang);
  }),
);

// Longer paths first, so `/admin/classteacher/:ids` never takes `list` or `options`.
export const classTeacherHandlers = [list, options, add, remove];
