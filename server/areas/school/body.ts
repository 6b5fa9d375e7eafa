import { and, eq, inArray, ne } from 'drizzle-orm';
import { courses, schools, users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Body } from '../../lib/body';
import type { Auth } from '../../lib/context';
import { conflict, fail } from '../../lib/errors';
import { choice, field, int, text } from '../../lib/validate';
import { readIdArray } from '../user/role-grants';
import { checkPicked, holdsRole, SCHOOL_ROLE_KEY, type AccountRole } from './accounts';
import { BUSINESS_DEVELOPER } from './scope';

// Reading and checking a school's save (docs/api.md "Saving a school"): the basic fields as the
// editor's first step checks them, the accounts and the courses. Nothing here writes.

export const SCHOOL_ID = field('schoolId', '学校编号', 'School id');
export const STATUS = field('status', '状态', 'Status');
const NAME = field('schoolName', '学校名称', 'School name');
const NAME_EN = field('schoolNameEn', '英文名称', 'English name');
export const TYPE = field('schoolType', '学校类型', 'School type');
export const STAGE = field('schoolStage', '学段', 'Stage');
const MANAGER = field('manager', '主管单位', 'Managing party');
const MANAGER_EN = field('managerEn', '主管单位（英文）', 'Managing party (English)');
export const DEVELOPER = field('bdUserId', '商务拓展', 'Business developer');
export const TYPES = ['0', '1', '2', '3', '4', '5', '6'] as const;
export const STAGES = ['1', '2', '3', '4'] as const;

export const nameTaken = (name: string): never =>
  conflict(`学校名称“${name}”已存在`, `A school named "${name}" already exists`);

/** The enabled business developers a caller may name: a business developer only themselves. */
export function developersFor(db: Db, auth: Auth) {
  const self = auth.role?.roleKey === BUSINESS_DEVELOPER ? eq(users.userId, auth.user.userId) : undefined;
  return db
    .select({ userId: users.userId, userName: users.userName, name: users.name })
    .from(users)
    .where(and(eq(users.status, '0'), holdsRole(BUSINESS_DEVELOPER), self))
    .orderBy(users.userId);
}

/** Stages as an array or a comma-joined string; at least one, each a dictionary code, in code order. */
function readStages(raw: unknown): string {
  const parts = (Array.isArray(raw) ? raw : String(raw ?? '').split(',')).map((p) => String(p).trim()).filter(Boolean);
  if (!parts.length) fail('学段不能为空', 'Stage is required');
  for (const p of parts) {
    if (!(STAGES as readonly string[]).includes(p)) {
      fail(`学段的值无效，可选值：${STAGES.join(', ')}`, `Stage must be one of: ${STAGES.join(', ')}`);
    }
  }
  return STAGES.filter((s) => parts.includes(s)).join(',');
}

/** The basic fields, validated like the editor's first step; `selfId` is the school an edit changes. */
export async function readBasic(db: Db, auth: Auth, body: Body, selfId: number | null) {
  const schoolName = text(NAME, { required: true, max: 50 })(body);
  const schoolNameEn = text(NAME_EN, { required: true, max: 100 })(body);
  text(TYPE, { required: true })(body);
  const schoolType = choice(TYPE, TYPES, '0')(body);
  const schoolStage = readStages(body.schoolStage);
  const bdUserId = int(DEVELOPER, { required: true, min: 1 })(body) as number;
  const developers = await developersFor(db, auth);
  if (!developers.some((u) => u.userId === bdUserId)) {
    fail('请选择有效的商务拓展人员', 'Please choose a valid business developer');
  }
  const [clash] = await db
    .select({ schoolId: schools.schoolId })
    .from(schools)
    .where(and(eq(schools.schoolName, schoolName), selfId === null ? undefined : ne(schools.schoolId, selfId)));
  if (clash) nameTaken(schoolName);
  return {
    schoolName,
    schoolNameEn,
    schoolType,
    schoolStage,
    manager: text(MANAGER, { max: 100 })(body),
    managerEn: text(MANAGER_EN, { max: 100 })(body),
    bdUserId,
  };
}

export const ACCOUNT_LABEL: Record<AccountRole, { zh: string; en: string }> = {
  admins: { zh: '学校管理员', en: 'School administrator' },
  principals: { zh: '校长', en: 'Principal' },
  teachers: { zh: '教师', en: 'Teacher' },
};

export interface AccountsPart {
  picked: number[];
  create: Body[];
}

/** `{admins: {userIds, create}, principals: {...}, teachers: {...}}`; a part left out leaves those accounts as they are. */
export async function readAccounts(db: Db, body: Body, schoolId: number | null) {
  const out: Partial<Record<AccountRole, AccountsPart>> = {};
  for (const key of Object.keys(SCHOOL_ROLE_KEY) as AccountRole[]) {
    const part = body[key];
    if (part === undefined || part === null) continue;
    if (typeof part !== 'object' || Array.isArray(part)) fail('账号格式不正确', 'Accounts have an invalid format');
    const { userIds, create } = part as Body;
    const label = ACCOUNT_LABEL[key];
    const picked = await checkPicked(db, schoolId, readIdArray(userIds, label.zh, `${label.en}s`));
    if (create !== undefined && create !== null && !Array.isArray(create)) {
      fail('新建账号格式不正确', 'New accounts have an invalid format');
    }
    out[key] = {
      picked,
      create: ((create as unknown[] | null | undefined) ?? []).map((c) =>
        c && typeof c === 'object' && !Array.isArray(c) ? (c as Body) : {},
      ),
    };
  }
  return out;
}

/** The courses the school uses, when sent: existing courses, each once. */
export async function readCourseIds(db: Db, raw: unknown): Promise<number[] | null> {
  if (raw === undefined || raw === null) return null;
  const ids = [...new Set(readIdArray(raw, '关联课程', 'Courses'))];
  const found = ids.length
    ? await db.select({ courseId: courses.courseId }).from(courses).where(inArray(courses.courseId, ids))
    : [];
  for (const id of ids) {
    if (!found.some((c) => c.courseId === id)) fail(`课程 ${id} 不存在`, `Course ${id} does not exist`);
  }
  return ids;
}
