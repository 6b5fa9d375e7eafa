import { http } from 'msw';
import type { SchoolRow } from '../db/business-types';
import { userById } from '../db/lookup';
import {
  ACCOUNT_ROLE,
  accountAnswer,
  accountCandidates,
  accountsOf,
  checkPicked,
  SCHOOL_ROLE,
  setAccounts,
  type AccountRole,
} from '../db/school-accounts';
import { requireSchool, visibleSchoolIds } from '../db/school-scope';
import { db } from '../db/store';
import type { RoleRow, UserRow } from '../db/types';
import { readIdArray } from '../db/user-roles';
import { readJson, type Body } from '../lib/body';
import { formatTime } from '../lib/clock';
import { nextId } from '../lib/ids';
import type { Lang } from '../lib/lang';
import { contains, paginate, param, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { withAuth } from '../lib/route';
import { choice, field, idList, idParam, int, text } from '../lib/validate';
import { createUser } from './system-user';

// Schools (admin:school:*): the list with its filters and counts, one school with its accounts
// and courses, create and edit (the editor's basic information, accounts and courses in one
// call), delete, enable/disable, and the editor's options. Every call stays inside the schools
// the caller sees (db/school-scope.ts): others answer 403.

const BASE = '*/csp/admin/school';
const SCHOOL_ID = field('schoolId', '学校编号', 'School id');
const NAME = field('schoolName', '学校名称', 'School name');
const NAME_EN = field('schoolNameEn', '英文名称', 'English name');
const TYPE = field('schoolType', '学校类型', 'School type');
const STAGE = field('schoolStage', '学段', 'Stage');
const MANAGER = field('manager', '主管单位', 'Managing party');
const MANAGER_EN = field('managerEn', '主管单位（英文）', 'Managing party (English)');
const DEVELOPER = field('bdUserId', '商务拓展', 'Business developer');
const STATUS = field('status', '状态', 'Status');
const TYPES = ['0', '1', '2', '3', '4', '5', '6'];
const STAGES = ['1', '2', '3', '4'];
const DEVELOPER_ROLE_KEY = 'A4';

const missing = (lang: Lang, id: number): never => bad(lang, `学校 ${id} 不存在`, `School ${id} does not exist`);

/** A school the caller sees; an unknown id says so, a school outside the scope answers 403. */
function findSchool(lang: Lang, user: UserRow, role: RoleRow | undefined, id: number): SchoolRow {
  const school = db().schools.find((s) => s.schoolId === id) ?? missing(lang, id);
  requireSchool(lang, user, school.schoolId, role);
  return school;
}

const isDeveloper = (u: UserRow) =>
  u.status === '0' &&
  db()
    .roles.filter((r) => r.roleKey === DEVELOPER_ROLE_KEY)
    .some((r) => u.roleIds.includes(r.roleId));

/** A business developer may only name themselves: another one would take the school out of their sight. */
function developersFor(user: UserRow, role: RoleRow | undefined): UserRow[] {
  if (role?.roleKey === DEVELOPER_ROLE_KEY) return [user];
  return db().users.filter(isDeveloper);
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

/** The basic fields, validated like the editor's first step. */
function readBasic(lang: Lang, body: Body, user: UserRow, role: RoleRow | undefined, selfId: number | null) {
  const schoolName = text(lang, body, NAME, { required: true, max: 50 });
  const schoolNameEn = text(lang, body, NAME_EN, { required: true, max: 100 });
  if (!text(lang, body, TYPE)) bad(lang, '学校类型不能为空', 'School type is required');
  const schoolType = choice(lang, body, TYPE, TYPES, '');
  const stages = readStages(lang, body.schoolStage);
  const bdUserId = int(lang, body, DEVELOPER, { required: true, min: 1 });
  if (!developersFor(user, role).some((u) => u.userId === bdUserId))
    bad(lang, '请选择有效的商务拓展人员', 'Please choose a valid business developer');
  if (db().schools.some((s) => s.schoolId !== selfId && s.schoolName === schoolName))
    bad(lang, `学校名称“${schoolName}”已存在`, `A school named "${schoolName}" already exists`);
  return {
    schoolName,
    schoolNameEn,
    schoolType,
    schoolStage: stages.join(','),
    manager: text(lang, body, MANAGER, { max: 100 }),
    managerEn: text(lang, body, MANAGER_EN, { max: 100 }),
    bdUserId,
  };
}

/** Stages as an array or a comma-joined string; at least one, each a dictionary code. */
function readStages(lang: Lang, raw: unknown): string[] {
  const parts = (Array.isArray(raw) ? raw : String(raw ?? '').split(',')).map((p) => String(p).trim()).filter(Boolean);
  if (!parts.length) bad(lang, '学段不能为空', 'Stage is required');
  for (const p of parts) {
    if (!STAGES.includes(p))
      bad(lang, `学段的值无效，可选值：${STAGES.join(', ')}`, `Stage must be one of: ${STAGES.join(', ')}`);
  }
  return STAGES.filter((s) => parts.includes(s));
}

/** `{admins: {userIds, create: [...]}, principals: {...}}`; absent parts leave the accounts as they are. */
function readAccounts(lang: Lang, body: Body, schoolId: number | null) {
  const out: Partial<Record<AccountRole, { picked: UserRow[]; create: Body[] }>> = {};
  for (const key of ['admins', 'principals'] as const) {
    const part = body[key];
    if (part === undefined || part === null) continue;
    if (typeof part !== 'object' || Array.isArray(part)) bad(lang, '账号格式不正确', 'Accounts have an invalid format');
    const { userIds, create } = part as Body;
    const [zh, en] = key === 'admins' ? ['学校管理员', 'School administrators'] : ['校长', 'Principals'];
    const picked = checkPicked(lang, schoolId, readIdArray(lang, userIds, zh, en));
    if (create !== undefined && !Array.isArray(create))
      bad(lang, '新建账号格式不正确', 'New accounts have an invalid format');
    out[key] = {
      picked,
      create: ((create as unknown[] | undefined) ?? []).map((c) => (c && typeof c === 'object' ? (c as Body) : {})),
    };
  }
  return out;
}

function readCourseIds(lang: Lang, raw: unknown): number[] | null {
  if (raw === undefined || raw === null) return null;
  const ids = readIdArray(lang, raw, '关联课程', 'Courses');
  for (const id of ids) {
    if (!db().courses.some((c) => c.courseId === id)) bad(lang, `课程 ${id} 不存在`, `Course ${id} does not exist`);
  }
  return [...new Set(ids)];
}

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
