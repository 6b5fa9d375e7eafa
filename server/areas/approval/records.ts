import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { approvals, roles, schools, users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import { formatTime } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { ApiError, conflict, fail, FORBIDDEN, notFound } from '../../lib/errors';
import { containsText, dateRange, countRows, sortedPage } from '../../lib/paging';
import { answered } from '../../lib/records';
import { requireSchool, seesEverySchool, visibleSchoolIds, withinSchools } from '../school/scope';
import {
  approveApplications,
  grantedAutomatically,
  mayDecide,
  refusePlatformApplicant,
  refuseUndecidable,
} from './applications';
import type { Application, ApprovalListQuery, Rejection } from './schema';
import { roleNames } from '../role/names';
import { schoolNames } from '../school/names';

// Applications to join a school (docs/api.md "Approvals"): the list, approving and rejecting
// (one or many, all or nothing), each school's approval mode, and applying. Everyone sees only
// the applications of the schools they see (school/scope.ts).

const SCHOOL_COLUMNS = {
  schoolId: schools.schoolId,
  ...schoolNames,
  approvalMode: schools.approvalMode,
};

/** Anyone with the screen but no school to look after (a teacher acting as approver) is refused. */
export async function refuseWithoutSchools(db: Db, auth: Auth): Promise<void> {
  if (seesEverySchool(auth)) return;
  if (!(await visibleSchoolIds(db, auth)).length) throw new ApiError('forbidden', FORBIDDEN);
}

/** The applications of the caller's schools; who has none was refused before (refuseWithoutSchools). */
export async function listApprovals(db: Db, auth: Auth, q: ApprovalListQuery) {
  const { schoolId, status, roleKey } = q;
  const where = and(
    withinSchools(auth, approvals.schoolId),
    schoolId ? eq(approvals.schoolId, schoolId) : undefined,
    status ? eq(approvals.status, status) : undefined,
    roleKey ? eq(approvals.roleKey, roleKey) : undefined,
    containsText(q.applicant, approvals.applicantName, approvals.applicantUserName),
    dateRange(q, approvals.createTime),
  );
  // newest first unless the list asks for another order
  const page = await sortedPage(
    q,
    countRows(db, approvals, where),
    db
      .select({
        approval: approvals,
        ...schoolNames,
        ...roleNames,
      })
      .from(approvals)
      .innerJoin(schools, eq(schools.schoolId, approvals.schoolId))
      .leftJoin(roles, eq(roles.roleKey, approvals.roleKey))
      .where(where)
      .$dynamic(),
    {
      approvalId: approvals.approvalId,
      schoolId: approvals.schoolId,
      applicantName: approvals.applicantName,
      roleKey: approvals.roleKey,
      status: approvals.status,
      createTime: approvals.createTime,
      updateTime: approvals.updateTime,
    },
    desc(approvals.createTime),
    desc(approvals.approvalId),
  );
  return {
    ...page,
    rows: page.rows.map((r) => ({
      ...answered(r.approval),
      schoolName: r.schoolName,
      schoolNameEn: r.schoolNameEn,
      roleName: r.roleName ?? r.approval.roleKey,
      roleNameEn: r.roleNameEn ?? r.approval.roleKey,
      // pending, and the caller may decide it: the screen offers approve and reject only then
      decidable: r.approval.status === '0' && mayDecide(auth, r.approval.roleKey),
    })),
  };
}

/** The schools the caller looks after, with their approval mode: the filter and the configuration. */
export async function approvalSchools(db: Db, auth: Auth) {
  await refuseWithoutSchools(db, auth);
  return db
    .select(SCHOOL_COLUMNS)
    .from(schools)
    .where(withinSchools(auth, schools.schoolId))
    .orderBy(asc(schools.schoolId));
}

export async function changeMode(
  db: Db,
  clock: Clock,
  auth: Auth,
  { schoolId, approvalMode }: { schoolId: number; approvalMode: '0' | '1' },
) {
  const [school] = await db.select({ schoolId: schools.schoolId }).from(schools).where(eq(schools.schoolId, schoolId));
  if (!school) fail(`学校 ${schoolId} 不存在`, `The school ${schoolId} does not exist`);
  await requireSchool(db, auth, schoolId);
  await db
    .update(schools)
    .set({ approvalMode, updateBy: auth.user.userName, updateTime: formatTime(clock.now()) })
    .where(eq(schools.schoolId, schoolId));
}

/** The pending applications named, each one the caller may decide: all or none. */
async function pendingApplications(db: Db, auth: Auth, approvalIds: number[]): Promise<number[]> {
  const ids = [...new Set(approvalIds)];
  if (!ids.length) fail('请选择要审批的申请', 'Please choose the applications to decide');
  const found = await db.select().from(approvals).where(inArray(approvals.approvalId, ids));
  for (const id of ids) {
    const a =
      found.find((r) => r.approvalId === id) ?? notFound(`申请 ${id} 不存在`, `The application ${id} does not exist`);
    await requireSchool(db, auth, a.schoolId);
    refuseUndecidable(auth, a.roleKey);
    if (a.status !== '0') {
      conflict(
        `“${a.applicantName}”的申请已处理，不能再次审批`,
        `The application of "${a.applicantName}" has already been decided`,
      );
    }
  }
  return ids;
}

export async function approve(db: Db, clock: Clock, auth: Auth, approvalIds: number[]) {
  await db.transaction(async (tx) => {
    const ids = await pendingApplications(tx, auth, approvalIds);
    await approveApplications(tx, clock, ids, auth.user.userName);
  });
}

export async function reject(db: Db, clock: Clock, auth: Auth, { reason, approvalIds }: Rejection) {
  await db.transaction(async (tx) => {
    const ids = await pendingApplications(tx, auth, approvalIds);
    await tx
      .update(approvals)
      .set({ status: '2', reason, updateBy: auth.user.userName, updateTime: formatTime(clock.now()) })
      .where(inArray(approvals.approvalId, ids));
  });
}

/** The enabled schools someone may apply to (login only). */
export function applySchools(db: Db) {
  return db.select(SCHOOL_COLUMNS).from(schools).where(eq(schools.status, '0')).orderBy(asc(schools.schoolId));
}

/** The caller's school (null when none) and own applications, newest first (login only). */
export async function myApplications(db: Db, auth: Auth) {
  const [me] = await db.select({ schoolId: users.schoolId }).from(users).where(eq(users.userId, auth.user.userId));
  const rows = await db
    .select()
    .from(approvals)
    .where(eq(approvals.userId, auth.user.userId))
    .orderBy(desc(approvals.approvalId));
  return { schoolId: me?.schoolId ?? null, applications: rows.map(answered) };
}

/**
 * A logged-in account without a school, and no platform staff, applies to join one in a role. A
 * school on automatic approval approves an application for teacher on arrival; any other waits
 * for the school's approvers (applications.ts says who decides which).
 */
export async function apply(db: Db, clock: Clock, auth: Auth, { schoolId, roleKey }: Application) {
  return db.transaction(async (tx) => {
    const [school] = await tx
      .select({ approvalMode: schools.approvalMode })
      .from(schools)
      .where(and(eq(schools.schoolId, schoolId), eq(schools.status, '0')));
    if (!school) fail('该学校不存在或已停用', 'The school does not exist or is disabled');
    // the account row is locked, so that two applications sent at once cannot both pass
    const [me] = await tx
      .select({ schoolId: users.schoolId, name: users.name, nickName: users.nickName, userName: users.userName })
      .from(users)
      .where(eq(users.userId, auth.user.userId))
      .for('update');
    await refusePlatformApplicant(tx, auth.user.userId);
    if (me.schoolId !== null) conflict('您已属于一所学校，不能再申请加入', 'You already belong to a school');
    const [waiting] = await tx
      .select({ id: approvals.approvalId })
      .from(approvals)
      .where(and(eq(approvals.userId, auth.user.userId), eq(approvals.status, '0')));
    if (waiting) conflict('您已有一份待审批的申请', 'You already have an application awaiting approval');
    const [row] = await tx
      .insert(approvals)
      .values({
        schoolId,
        userId: auth.user.userId,
        applicantName: me.name || me.nickName,
        applicantUserName: me.userName,
        roleKey,
        status: '0',
        mode: school.approvalMode,
        createBy: me.userName,
        createTime: formatTime(clock.now()),
      })
      .returning({ approvalId: approvals.approvalId });
    if (school.approvalMode === '0' && grantedAutomatically(roleKey)) {
      await approveApplications(tx, clock, [row.approvalId], '');
      return { approvalId: row.approvalId, status: '1' };
    }
    return { approvalId: row.approvalId, status: '0' };
  });
}
