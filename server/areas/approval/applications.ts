import { desc, eq, inArray, sql } from 'drizzle-orm';
import { approvals, roles, schools, userRoles, users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import { formatTime } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { conflict, fail } from '../../lib/errors';
import { named } from '../../lib/lang';
import { syncSessions } from '../user/role-grants';
import { isPlatformStaff, refusePlatformStaff } from '../school/accounts';
import { BUSINESS_DEVELOPER } from '../school/scope';

// What an application to join a school does to its applicant's account: approving it gives the
// account the role at the school (so the applicant can log in with it); while it waits, or after
// a rejection, an account holding no role cannot log in and is told why (the login asks here).

/**
 * The only role a school on automatic approval grants on arrival. A school's administrator or
 * principal holds the school's records, so such an application always waits for a person.
 */
export const grantedAutomatically = (roleKey: string): boolean => roleKey === 'teacher';

/**
 * Who decides an application for a role that is not granted automatically: the platform's
 * administrator or the school's business developer, never the school's own staff (who would
 * otherwise make their peers).
 */
const DECIDE_SCHOOL_ROLES = ['admin', BUSINESS_DEVELOPER];

/** Refuses a caller who may not decide an application for `roleKey` (its school is checked apart). */
/** Whether the caller may decide an application for this role (the list says so per row). */
export const mayDecide = (auth: Auth, roleKey: string): boolean =>
  grantedAutomatically(roleKey) || DECIDE_SCHOOL_ROLES.includes(auth.role?.roleKey ?? '');

export function refuseUndecidable(auth: Auth, roleKey: string): void {
  if (mayDecide(auth, roleKey)) return;
  fail(
    '学校管理员和校长的申请须由平台管理员或学校的商务拓展审批',
    "Applications for school administrator or principal are decided by the platform administrator or the school's business developer",
  );
}

/** Refuses platform staff as applicants: they never become a school's account by applying. */
export async function refusePlatformApplicant(db: Db, userId: number): Promise<void> {
  const [me] = await db.select({ staff: isPlatformStaff }).from(users).where(eq(users.userId, userId));
  if (me?.staff) fail('平台人员不能申请加入学校', 'Platform staff cannot join a school by applying');
}

/**
 * Checks each applicant still may join before anything is granted: no platform staff (a role
 * given after applying), and no account that meanwhile works at another school.
 */
async function checkApplicants(db: Db, ids: number[]): Promise<void> {
  const rows = await db
    .select({ userName: users.userName, current: users.schoolId, schoolId: approvals.schoolId, staff: isPlatformStaff })
    .from(approvals)
    .innerJoin(users, eq(users.userId, approvals.userId))
    .where(inArray(approvals.approvalId, ids));
  for (const a of rows) {
    if (a.staff) refusePlatformStaff(a.userName);
    if (a.current !== null && a.current !== a.schoolId) {
      conflict(`用户“${a.userName}”已属于其他学校`, `The user "${a.userName}" already works at another school`);
    }
  }
}

/** Marks the applications approved by `by` ('' for automatic) and gives each applicant the role at the school. */
export async function approveApplications(db: Db, clock: Clock, ids: number[], by: string): Promise<void> {
  if (!ids.length) return;
  await checkApplicants(db, ids);
  const now = formatTime(clock.now());
  const decided = await db
    .update(approvals)
    .set({ status: '1', reason: '', updateBy: by, updateTime: now })
    .where(inArray(approvals.approvalId, ids))
    .returning({ userId: approvals.userId, schoolId: approvals.schoolId, roleKey: approvals.roleKey });
  for (const a of decided) {
    const [role] = await db.select({ roleId: roles.roleId }).from(roles).where(eq(roles.roleKey, a.roleKey));
    if (role) await db.insert(userRoles).values({ userId: a.userId, roleId: role.roleId }).onConflictDoNothing();
    await db
      .update(users)
      .set({
        schoolId: a.schoolId,
        updateBy: sql`case when ${by} = '' then ${users.userName} else ${by} end`,
        updateTime: now,
      })
      .where(eq(users.userId, a.userId));
  }
  await syncSessions(
    db,
    decided.map((a) => a.userId),
  );
}

/**
 * Refuses the login of an account that holds no role because its newest application to a school
 * is still waiting or was rejected.
 */
export async function refuseUnapprovedApplicant(db: Db, userId: number): Promise<void> {
  const [held] = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .limit(1);
  if (held) return;
  const [latest] = await db
    .select({ status: approvals.status, reason: approvals.reason, zh: schools.schoolName, en: schools.schoolNameEn })
    .from(approvals)
    .innerJoin(schools, eq(schools.schoolId, approvals.schoolId))
    .where(eq(approvals.userId, userId))
    .orderBy(desc(approvals.createTime), desc(approvals.approvalId))
    .limit(1);
  if (!latest || latest.status === '1') return;
  const zh = latest.zh;
  const en = named('en', latest.zh, latest.en);
  if (latest.status === '0') {
    fail(
      `您加入“${zh}”的申请正在审批中，审批通过后即可登录`,
      `Your application to join "${en}" is awaiting approval; you can log in once it is approved`,
    );
  }
  const why = latest.reason;
  fail(
    `您加入“${zh}”的申请未通过${why ? `：${why}` : ''}`,
    `Your application to join "${en}" was rejected${why ? `: ${why}` : ''}`,
  );
}
