import { http } from 'msw';
import { displayName } from '../db/classes';
import { userById } from '../db/lookup';
import { SCHOOL_ROLE } from '../db/school-accounts';
import { schoolFilter, schoolLabel, schoolOf } from '../db/school-records';
import { canSeeSchool, visibleSchoolIds } from '../db/school-scope';
import { assignmentChoices, assignmentOf, readAssignment, saveAssignment } from '../db/staff-assignments';
import { db } from '../db/store';
import type { RoleRow, UserRow } from '../db/types';
import { readJson, type Body } from '../lib/body';
import { formatTime } from '../lib/clock';
import type { Lang } from '../lib/lang';
import { contains, paginate, param, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { withAuth } from '../lib/route';
import { field, idParam, int } from '../lib/validate';
import { createUser, readUser } from './system-user';

// A school's own teachers under "Members" (docs/api.md "School members"): the accounts working
// at the school that hold the teacher role, with the courses and classes each is assigned to.
// A new teacher is an account made with the rules of the user screen, joins the caller's school
// with the teacher role, and gets an assignment with the people screen's rule (at least one
// course of the school and one class of the school). Scoped to the schools the caller sees.

const BASE = '*/csp/user/member/teacher';
const USER_ID = field('userId', '教师', 'Teacher');
const SCHOOL = field('schoolId', '学校', 'School');

type Teacher = UserRow & { schoolId: number };

const isTeacher = (u: UserRow): u is Teacher => u.schoolId !== null && u.roleIds.includes(SCHOOL_ROLE.teacher);

/** A teacher of a school the caller sees; another school's answers 403. */
function findTeacher(lang: Lang, actor: UserRow, role: RoleRow | undefined, userId: number): Teacher {
  const user = userById(userId);
  if (!user || !isTeacher(user)) return bad(lang, '教师不存在', 'The teacher does not exist');
  schoolOf(lang, actor, role, user.schoolId);
  return user;
}

/** The classes a teacher is one of the teachers of (the class form's teachers). */
const classesTaught = (lang: Lang, userId: number) =>
  db()
    .classes.filter((c) => c.teacherIds.includes(userId))
    .map((c) => (lang === 'en' && c.classNameEn) || c.className);

function answer(u: Teacher, lang: Lang) {
  return {
    userId: u.userId,
    userName: u.userName,
    name: displayName(u),
    phonenumber: u.phonenumber,
    email: u.email,
    status: u.status,
    schoolId: u.schoolId,
    schoolName: schoolLabel(
      lang,
      db().schools.find((s) => s.schoolId === u.schoolId),
    ),
    ...assignmentOf(u.userId, lang),
    teachingClassNames: classesTaught(lang, u.userId),
  };
}

const list = http.get(
  `${BASE}/list`,
  withAuth('user:memberteacher:list', ({ request, lang, user, role }) => {
    const q = queryOf(request);
    const schoolId = schoolFilter(lang, user, role, param(q, 'schoolId'));
    const status = param(q, 'status');
    const rows = db()
      .users.filter(
        (u): u is Teacher =>
          isTeacher(u) &&
          canSeeSchool(user, u.schoolId, role) &&
          (!schoolId || u.schoolId === schoolId) &&
          (!status || u.status === status) &&
          contains(param(q, 'name'), u.name, u.userName),
      )
      .map((u) => answer(u, lang));
    return okList(lang, paginate(lang, q, rows));
  }),
);

/** The schools seen and, for one school, its courses and classes: the form's choices. */
const options = http.get(
  `${BASE}/options`,
  withAuth('user:memberteacher:list', ({ request, lang, user, role }) =>
    ok(lang, assignmentChoices(lang, user, role, param(queryOf(request), 'schoolId'))),
  ),
);

const get = http.get(
  `${BASE}/:userId`,
  withAuth('user:memberteacher:query', ({ params, lang, user, role }) =>
    ok(lang, answer(findTeacher(lang, user, role, idParam(lang, params.userId, USER_ID)), lang)),
  ),
);

/** The school a new teacher joins: the caller's only school, else the one the body names. */
function newTeacherSchool(lang: Lang, body: Body, user: UserRow, role: RoleRow | undefined): number {
  const scope = visibleSchoolIds(user, role);
  const own = scope !== 'all' && scope.size === 1 ? [...scope][0] : 0;
  const schoolId = int(lang, body, SCHOOL, { required: !own, fallback: own });
  return schoolOf(lang, user, role, schoolId).schoolId;
}

/**
 * Everything is checked before anything is written: the assignment first (it needs only the
 * school), then the account, which `createUser` writes only once its fields pass.
 */
const add = http.post(
  BASE,
  withAuth('user:memberteacher:add', async ({ request, lang, user, role }) => {
    const body = await readJson(request);
    const schoolId = newTeacherSchool(lang, body, user, role);
    const assignment = readAssignment(lang, body, schoolId);
    const created = createUser(lang, { ...body, roleIds: [SCHOOL_ROLE.teacher], status: '0' }, user, role);
    created.schoolId = schoolId;
    const teacher = created as Teacher;
    saveAssignment(teacher, assignment, user);
    return ok(lang, answer(teacher, lang));
  }),
);

/** Name, phone, email and status of the account, and the assignment; the user name stays. */
const edit = http.put(
  BASE,
  withAuth('user:memberteacher:edit', async ({ request, lang, user, role }) => {
    const body = await readJson(request);
    const teacher = findTeacher(lang, user, role, int(lang, body, USER_ID, { required: true }));
    const assignment = readAssignment(lang, body, teacher.schoolId);
    const values = readUser(
      lang,
      {
        nickName: teacher.nickName,
        sex: teacher.sex,
        remark: teacher.remark,
        name: body.name,
        phonenumber: body.phonenumber,
        email: body.email,
        status: body.status ?? teacher.status,
      },
      teacher,
    );
    Object.assign(teacher, values, { updateBy: user.userName, updateTime: formatTime() });
    saveAssignment(teacher, assignment, user);
    return ok(lang, answer(teacher, lang));
  }),
);

export const memberTeacherHandlers = [list, options, get, add, edit];
