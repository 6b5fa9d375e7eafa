import { http } from 'msw';
import type { SchoolRow } from '../db/business-types';
import { userById } from '../db/lookup';
import {
  ACCOUNT_ROLE,
  accountAnswer,
  accountCandidates,
  accountsOf,
  SCHOOL_ROLE,
  setAccounts,
  type AccountRole,
} from '../db/school-accounts';
import { requireSchool, visibleSchoolIds } from '../db/school-scope';
import { db } from '../db/store';
import type { RoleRow, UserRow } from '../db/types';
import { readJson, type Body } from '../lib/body';
import { formatTime } from '../lib/clock';
import { nextId } from '../lib/ids';
import type { Lang } from '../lib/lang';
import { contains, paginate, param, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { withAuth } from '../lib/route';
import { choice, field, idList, idParam, int, text } from '../lib/validate';
import {
  developersFor,
  DEVELOPER,
  readAccounts,
  readBasic,
  readCourseIds,
  STAGE,
  STAGES,
  TYPE,
  TYPES,
} from './school-body';
import { createUser } from './system-user';

// Schools (admin:school:*): the list with its filters and counts, one school with its accounts
// and courses, create and edit (the editor's basic information, accounts and courses in one
// call), delete, enable/disable, and the editor's options. Every call stays inside the schools
// the caller sees (db/school-scope.ts): others answer 403.

const BASE = '*/csp/admin/school';
const SCHOOL_ID = field('schoolId', '学校编号', 'School id');
const STATUS = field('status', '状态', 'Status');

const missing = (lang: Lang, id: number): never => bad(lang, `学校 ${id} 不存在`, `School ${id} does not exist`);

/** A school the caller sees; an unknown id says so, a school outside the scope answers 403. */
function findSchool(lang: Lang, user: UserRow, role: RoleRow | undefined, id: number): SchoolRow {
  const school = db().schools.find((s) => s.schoolId === id) ?? missing(lang, id);
  requireSchool(lang, user, school.schoolId, role);
  return school;
}

/** Per school: classes, courses, administrators, principals and teachers, counted once per list. */
function schoolCounts() {
  const data = db();
  const bump = (map: Map<number, number>, id: number | null) => {
    if (id !== null) map.set(id, (map.get(id) ?? 0) + 1);
  };
  const classes = new Map<number, number>();
  const courses = new Map<number, number>();
  const staff = {
    admins: new Map<number, number>(),
    principals: new Map<number, number>(),
    teachers: new Map<number, number>(),
  };
  data.classes.forEach((c) => bump(classes, c.schoolId));
  data.courses.forEach((c) => c.schoolIds.forEach((id) => bump(courses, id)));
  for (const u of data.users) {
    if (u.roleIds.includes(SCHOOL_ROLE.admin)) bump(staff.admins, u.schoolId);
    if (u.roleIds.includes(SCHOOL_ROLE.principal)) bump(staff.principals, u.schoolId);
    if (u.roleIds.includes(SCHOOL_ROLE.teacher)) bump(staff.teachers, u.schoolId);
  }
  return (s: SchoolRow) => {
    const developer = s.bdUserId === null ? undefined : userById(s.bdUserId);
    return {
      ...s,
      bdName: developer?.name ?? '',
      classCount: classes.get(s.schoolId) ?? 0,
      courseCount: courses.get(s.schoolId) ?? 0,
      adminCount: staff.admins.get(s.schoolId) ?? 0,
      principalCount: staff.principals.get(s.schoolId) ?? 0,
      teacherCount: staff.teachers.get(s.schoolId) ?? 0,
    };
  };
}

function schoolFilter(lang: Lang, q: URLSearchParams): (s: SchoolRow) => boolean {
  const query = Object.fromEntries(q);
  const name = param(q, 'schoolName');
  const type = choice(lang, query, TYPE, TYPES, '');
  const stage = choice(lang, query, STAGE, STAGES, '');
  const developer = int(lang, query, DEVELOPER);
  const status = choice(lang, query, STATUS, ['0', '1'], '');
  return (s) =>
    contains(name, s.schoolName, s.schoolNameEn) &&
    (!type || s.schoolType === type) &&
    (!stage || s.schoolStage.split(',').includes(stage)) &&
    (!developer || s.bdUserId === developer) &&
    (!status || s.status === status);
}

const list = http.get(
  `${BASE}/list`,
  withAuth('admin:school:list', ({ request, lang, user, role }) => {
    const q = queryOf(request);
    const scope = visibleSchoolIds(user, role);
    const withCounts = schoolCounts();
    const rows = db()
      .schools.filter((s) => scope === 'all' || scope.has(s.schoolId))
      .filter(schoolFilter(lang, q))
      .sort((a, b) => a.schoolId - b.schoolId)
      .map(withCounts);
    return okList(lang, paginate(lang, q, rows));
  }),
);

/** The school as the editor loads it: its fields, its accounts and the ids of its courses. */
function schoolDetail(school: SchoolRow) {
  return {
    ...schoolCounts()(school),
    admins: accountsOf(school.schoolId, SCHOOL_ROLE.admin).map(accountAnswer),
    principals: accountsOf(school.schoolId, SCHOOL_ROLE.principal).map(accountAnswer),
    courseIds: db()
      .courses.filter((c) => c.schoolIds.includes(school.schoolId))
      .map((c) => c.courseId),
  };
}

const get = http.get(
  `${BASE}/:schoolId`,
  withAuth('admin:school:query', ({ params, lang, user, role }) =>
    ok(lang, schoolDetail(findSchool(lang, user, role, idParam(lang, params.schoolId, SCHOOL_ID)))),
  ),
);

function setCourses(schoolId: number, courseIds: readonly number[]) {
  const wanted = new Set(courseIds);
  for (const course of db().courses) {
    const has = course.schoolIds.includes(schoolId);
    if (wanted.has(course.courseId) && !has) course.schoolIds = [...course.schoolIds, schoolId].sort((a, b) => a - b);
    if (!wanted.has(course.courseId) && has) course.schoolIds = course.schoolIds.filter((id) => id !== schoolId);
  }
}

/**
 * Everything is checked before anything is written: a new account with a bad field refuses the
 * whole save, naming the account, and the school stays as it was.
 */
function save(lang: Lang, body: Body, user: UserRow, role: RoleRow | undefined, existing: SchoolRow | null) {
  const basic = readBasic(lang, body, user, role, existing?.schoolId ?? null);
  const accounts = readAccounts(lang, body, existing?.schoolId ?? null);
  const courseIds = readCourseIds(lang, body.courseIds);
  const snapshot = db().users.length;
  const created: Partial<Record<AccountRole, UserRow[]>> = {};
  try {
    for (const [key, part] of Object.entries(accounts) as Array<[AccountRole, { create: Body[] }]>) {
      created[key] = part.create.map((c, i) => {
        try {
          return createUser(lang, { ...c, roleIds: [ACCOUNT_ROLE[key]] }, user, role);
        } catch (error) {
          const [zh, en] = key === 'admins' ? ['学校管理员', 'School administrator'] : ['校长', 'Principal'];
          const msg = error instanceof Error ? error.message : String(error);
          return bad(lang, `新建${zh}第 ${i + 1} 个：${msg}`, `New ${en.toLowerCase()} ${i + 1}: ${msg}`);
        }
      });
    }
  } catch (error) {
    db().users.splice(snapshot);
    throw error;
  }
  const stamp = formatTime();
  const school: SchoolRow = existing
    ? Object.assign(existing, basic, { updateBy: user.userName, updateTime: stamp })
    : {
        ...basic,
        schoolId: nextId(db().schools, 'schoolId'),
        experimentCount: 0,
        toolCount: 0,
        status: '0',
        approvalMode: '1',
        createBy: user.userName,
        createTime: stamp,
        updateBy: '',
        updateTime: '',
        remark: '',
      };
  if (!existing) db().schools.push(school);
  for (const [key, part] of Object.entries(accounts) as Array<[AccountRole, { picked: UserRow[] }]>) {
    setAccounts(school, ACCOUNT_ROLE[key], [...part.picked, ...(created[key] ?? [])]);
  }
  if (courseIds) setCourses(school.schoolId, courseIds);
  return schoolDetail(school);
}

const add = http.post(
  BASE,
  withAuth('admin:school:add', async ({ request, lang, user, role }) =>
    ok(lang, save(lang, await readJson(request), user, role, null)),
  ),
);

const edit = http.put(
  BASE,
  withAuth('admin:school:edit', async ({ request, lang, user, role }) => {
    const body = await readJson(request);
    const school = findSchool(lang, user, role, int(lang, body, SCHOOL_ID, { required: true }));
    return ok(lang, save(lang, body, user, role, school));
  }),
);

/** A school goes only when nothing is left at it: classes and people are removed first. */
function guardDelete(lang: Lang, school: SchoolRow) {
  const classes = db().classes.filter((c) => c.schoolId === school.schoolId).length;
  const people = db().users.filter((u) => u.schoolId === school.schoolId).length;
  if (!classes && !people) return;
  const zhParts = [classes && `${classes} 个班级`, people && `${people} 名人员`].filter(Boolean).join('、');
  const enParts = [
    classes && `${classes} class${classes === 1 ? '' : 'es'}`,
    people && `${people} ${people === 1 ? 'person' : 'people'}`,
  ]
    .filter(Boolean)
    .join(' and ');
  bad(
    lang,
    `学校“${school.schoolName}”还有 ${zhParts}，请先移除后再删除`,
    `The school "${school.schoolNameEn || school.schoolName}" still has ${enParts}; remove them before deleting the school`,
  );
}

const remove = http.delete(
  `${BASE}/:schoolIds`,
  withAuth('admin:school:remove', ({ params, lang, user, role }) => {
    const doomed = idList(lang, params.schoolIds, SCHOOL_ID).map((id) => findSchool(lang, user, role, id));
    doomed.forEach((s) => guardDelete(lang, s));
    const ids = new Set(doomed.map((s) => s.schoolId));
    const data = db();
    data.schools = data.schools.filter((s) => !ids.has(s.schoolId));
    for (const course of data.courses) course.schoolIds = course.schoolIds.filter((id) => !ids.has(id));
    return ok(lang);
  }),
);

const changeStatus = http.put(
  `${BASE}/changeStatus`,
  withAuth('admin:school:edit', async ({ request, lang, user, role }) => {
    const body = await readJson(request);
    const school = findSchool(lang, user, role, int(lang, body, SCHOOL_ID, { required: true }));
    if (!text(lang, body, STATUS)) bad(lang, '状态不能为空', 'Status is required');
    const status = choice(lang, body, STATUS, ['0', '1'], '0') as SchoolRow['status'];
    Object.assign(school, { status, updateBy: user.userName, updateTime: formatTime() });
    return ok(lang);
  }),
);

/** The editor's choices: business developers, pickable accounts, and the enabled courses. */
const developers = http.get(
  `${BASE}/options/developers`,
  withAuth('admin:school:list', ({ lang, user, role }) =>
    ok(
      lang,
      developersFor(user, role).map((u) => ({ userId: u.userId, userName: u.userName, name: u.name })),
    ),
  ),
);

const candidates = http.get(
  `${BASE}/options/accounts`,
  withAuth('admin:school:edit', ({ request, lang, user, role }) => {
    const q = queryOf(request);
    const schoolId = int(lang, Object.fromEntries(q), SCHOOL_ID) || null;
    if (schoolId !== null) findSchool(lang, user, role, schoolId);
    const keyword = param(q, 'keyword');
    const rows = accountCandidates(schoolId)
      .filter((u) => contains(keyword, u.userName, u.name, u.phonenumber))
      .sort((a, b) => a.userId - b.userId)
      .slice(0, 50)
      .map(accountAnswer);
    return ok(lang, rows);
  }),
);

const courses = http.get(
  `${BASE}/options/courses`,
  withAuth('admin:school:edit', ({ lang }) =>
    ok(
      lang,
      db()
        .courses.filter((c) => c.status === '0')
        .sort((a, b) => a.courseId - b.courseId)
        .map((c) => ({ courseId: c.courseId, title: c.title, titleEn: c.titleEn })),
    ),
  ),
);

// Named paths first, so `/admin/school/:schoolId` never takes `list`, `changeStatus` or `options`.
export const schoolHandlers = [list, developers, candidates, courses, changeStatus, get, add, edit, remove];
