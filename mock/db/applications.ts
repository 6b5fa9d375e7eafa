import type { ApprovalRow, SchoolRow } from './business-types';
import type { Lang } from '../lib/lang';
import { formatTime } from '../lib/clock';
import { bad } from '../lib/reply';
import { db } from './store';
import type { UserRow } from './types';

// What an application to join a school does to its applicant's account: approving it gives the
// account the role at the school (so the applicant can log in with it); while it waits, or after
// a rejection, an account holding no role cannot log in and is told why.

/** The roles someone may apply for at a school. */
export const APPLICABLE_ROLES = ['teacher', 'principal', 'school_admin'] as const;

const schoolName = (lang: Lang, school: SchoolRow | undefined) =>
  (lang === 'en' ? school?.schoolNameEn || school?.schoolName : school?.schoolName) ?? '';

/** Marks the application approved by `by` ('' for automatic) and gives the applicant the role. */
export function approveApplication(approval: ApprovalRow, by: string): void {
  const data = db();
  const user = data.users.find((u) => u.userId === approval.userId);
  const role = data.roles.find((r) => r.roleKey === approval.roleKey);
  if (user && role) {
    if (!user.roleIds.includes(role.roleId)) user.roleIds = [...user.roleIds, role.roleId];
    user.schoolId = approval.schoolId;
    Object.assign(user, { updateBy: by || user.userName, updateTime: formatTime() });
  }
  Object.assign(approval, { status: '1', reason: '', updateBy: by, updateTime: formatTime() });
}

export function rejectApplication(approval: ApprovalRow, by: string, reason: string): void {
  Object.assign(approval, { status: '2', reason, updateBy: by, updateTime: formatTime() });
}

/**
 * Refuses the login of an account that holds no role because its application to a school is
 * still waiting or was rejected (the newest application decides).
 */
export function refuseUnapprovedApplicant(lang: Lang, user: UserRow): void {
  if (user.roleIds.length) return;
  const latest = db()
    .approvals.filter((a) => a.userId === user.userId)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.approvalId - a.approvalId)[0];
  if (!latest || latest.status === '1') return;
  const school = schoolName(
    lang,
    db().schools.find((s) => s.schoolId === latest.schoolId),
  );
  if (latest.status === '0') {
    bad(
      lang,
      `您加入“${school}”的申请正在审批中，审批通过后即可登录`,
      `Your application to join "${school}" is awaiting approval; you can log in once it is approved`,
    );
  }
  const why = latest.reason;
  bad(
    lang,
    `您加入“${school}”的申请未通过${why ? `：${why}` : ''}`,
    `Your application to join "${school}" was rejected${why ? `: ${why}` : ''}`,
  );
}
