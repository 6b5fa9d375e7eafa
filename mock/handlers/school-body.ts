import type { UserRow, RoleRow } from '../db/types';
import { checkPicked, type AccountRole } from '../db/school-accounts';
import { db } from '../db/store';
import { readIdArray } from '../db/user-roles';
import type { Body } from '../lib/body';
import type { Lang } from '../lib/lang';
import { bad } from '../lib/reply';
import { choice, field, int, text } from '../lib/validate';

// Reading and checking a school's request body (create and edit): the basic fields as the
// editor's first step checks them, the accounts and the courses. The calls are in school.ts.

const NAME = field('schoolName', '学校名称', 'School name');
const NAME_EN = field('schoolNameEn', '英文名称', 'English name');
export const TYPE = field('schoolType', '学校类型', 'School type');
export const STAGE = field('schoolStage', '学段', 'Stage');
const MANAGER = field('manager', '主管单位', 'Managing party');
const MANAGER_EN = field('managerEn', '主管单位（英文）', 'Managing party (English)');
export const DEVELOPER = field('bdUserId', '商务拓展', 'Business developer');
export const TYPES = ['0', '1', '2', '3', '4', '5', '6'];
export const STAGES = ['1', '2', '3', '4'];
const DEVELOPER_ROLE_KEY = 'A4';

const isDeveloper = (u: UserRow) =>
  u.status === '0' &&
  db()
    .roles.filter((r) => r.roleKey === DEVELOPER_ROLE_KEY)
    .some((r) => u.roleIds.includes(r.roleId));

/** A business developer may only name themselves: another one would take the school out of their sight. */
export function developersFor(user: UserRow, role: RoleRow | undefined): UserRow[] {
  if (role?.roleKey === DEVELOPER_ROLE_KEY) return [user];
  return db().users.filter(isDeveloper);
}

/** The basic fields, validated like the editor's first step. */
export function readBasic(lang: Lang, body: Body, user: UserRow, role: RoleRow | undefined, selfId: number | null) {
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
export function readAccounts(lang: Lang, body: Body, schoolId: number | null) {
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

export function readCourseIds(lang: Lang, raw: unknown): number[] | null {
  if (raw === undefined || raw === null) return null;
  const ids = readIdArray(lang, raw, '关联课程', 'Courses');
  for (const id of ids) {
    if (!db().courses.some((c) => c.courseId === id)) bad(lang, `课程 ${id} 不存在`, `Course ${id} does not exist`);
  }
  return [...new Set(ids)];
}
