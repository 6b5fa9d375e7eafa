import type { z } from 'zod';
import type { application, modeChange } from '@contract/schemas/approval';

/** dict approval_status: 0 pending, 1 approved, 2 rejected. */
export type ApprovalStatus = '0' | '1' | '2';
/** dict approval_mode: 0 automatic, 1 manual. */
export type ApprovalMode = '0' | '1';

/** A row of `GET /admin/approval/list`: an application to join a school, with its names. */
export interface Approval {
  approvalId: number;
  schoolId: number;
  schoolName: string;
  schoolNameEn: string;
  userId: number;
  applicantName: string;
  applicantUserName: string;
  roleKey: string;
  roleName: string;
  roleNameEn: string;
  status: ApprovalStatus;
  /** the school's mode when the application arrived */
  mode: ApprovalMode;
  reason: string;
  createTime: string;
  /** who decided it; '' while pending or when approved automatically */
  updateBy: string;
  updateTime: string;
  /** pending, and the caller may decide it (school administrator and principal applications wait for the platform) */
  decidable: boolean;
}

/** `GET /admin/approval/schools`: a school the caller looks after, with its approval mode. */
export interface ApprovalSchool {
  schoolId: number;
  schoolName: string;
  schoolNameEn: string;
  approvalMode: ApprovalMode;
}

/** The approval settings dialog's form: the body the server checks (contract/schemas/approval.ts). */
export type ApprovalModeForm = z.input<typeof modeChange>;

/** `GET /approval/mine`: the caller's school (null when none) and own applications, newest first. */
export interface MyApplications {
  schoolId: number | null;
  applications: Array<Pick<Approval, 'approvalId' | 'schoolId' | 'roleKey' | 'status' | 'reason' | 'createTime'>>;
}

/** `POST /approval/apply` (contract/schemas/approval.ts). */
export type ApplyForm = z.input<typeof application>;
