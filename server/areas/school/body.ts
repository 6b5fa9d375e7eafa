import { and, eq, inArray } from 'drizzle-orm';
import { courses, schools, users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Auth } from '../../lib/context';
import { conflict, fail } from '../../lib/errors';
import { checkPicked, holdsRole, SCHOOL_ROLE_KEY, type AccountRole } from './accounts';
import type { SchoolInput } from './schema';
import { BUSINESS_DEVELOPER } from './scope';
import { takenByAnother } from '../../lib/taken';

// The rules of a school's save (docs/api.md "Saving a school") that need the database, after its
// schema's checks: the business developer the caller may name, a free name, the accounts that may
// be picked and the courses that exist. Nothing here writes.

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

/** The basic fields, once the developer is one the caller may name and the name is free; `selfId` is the school an edit changes. */
export async function readBasic(db: Db, auth: Auth, input: SchoolInput, selfId: number | null) {
  const { schoolName, schoolNameEn, schoolType, schoolStage, bdUserId, manager, managerEn } = input;
  const developers = await developersFor(db, auth);
  if (!developers.some((u) => u.userId === bdUserId)) {
    fail('请选择有效的商务拓展人员', 'Please choose a valid business developer');
  }
  if (await takenByAnother(db, schools.schoolId, eq(schools.schoolName, schoolName), selfId)) nameTaken(schoolName);
  return { schoolName, schoolNameEn, schoolType, schoolStage, manager, managerEn, bdUserId };
}

export interface AccountsPart {
  picked: number[];
  create: Record<string, unknown>[];
}

/** The parts `{userIds, create}` the save sent, the picked accounts checked; a part left out leaves those accounts as they are. */
export async function readAccounts(db: Db, input: SchoolInput, schoolId: number | null) {
  const out: Partial<Record<AccountRole, AccountsPart>> = {};
  for (const key of Object.keys(SCHOOL_ROLE_KEY) as AccountRole[]) {
    const part = input[key];
    if (!part) continue;
    out[key] = { picked: await checkPicked(db, schoolId, part.userIds), create: part.create };
  }
  return out;
}

/** The courses the school uses, when sent: existing courses, each once. */
export async function readCourseIds(db: Db, sent: number[] | undefined): Promise<number[] | null> {
  if (sent === undefined) return null;
  const ids = [...new Set(sent)];
  const found = ids.length
    ? await db.select({ courseId: courses.courseId }).from(courses).where(inArray(courses.courseId, ids))
    : [];
  for (const id of ids) {
    if (!found.some((c) => c.courseId === id)) fail(`课程 ${id} 不存在`, `Course ${id} does not exist`);
  }
  return ids;
}
