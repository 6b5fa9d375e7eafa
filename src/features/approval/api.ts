import { get, post, put } from '@/api/request';
import { resource } from '@/api/resource';
import type { ApiResult } from '@/api/types';
import type { ApplyForm, Approval, ApprovalModeForm, ApprovalSchool, MyApplications } from './types';

// The approval calls (docs/api.md "Approvals and WeChat users").

/** Applications are listed here and decided by the calls below, never saved or deleted. */
export const approvals = resource<Approval>('/admin/approval', 'approvalId');

/** The schools the caller looks after, with their approval mode. */
export async function getApprovalSchools(): Promise<ApprovalSchool[]> {
  return (await get<ApiResult<ApprovalSchool[]>>('/admin/approval/schools')).data ?? [];
}

export function approveApplications(approvalIds: number[]) {
  return put<ApiResult>('/admin/approval/approve', { approvalIds });
}

export function rejectApplications({ approvalIds, reason }: { approvalIds: number[]; reason: string }) {
  return put<ApiResult>('/admin/approval/reject', { approvalIds, reason });
}

export function changeApprovalMode(form: ApprovalModeForm) {
  return put<ApiResult>('/admin/approval/mode', form);
}

/** The enabled schools an account without a school may apply to. */
export async function getOpenSchools(): Promise<ApprovalSchool[]> {
  return (await get<ApiResult<ApprovalSchool[]>>('/approval/schools')).data ?? [];
}

export async function getMyApplications(): Promise<MyApplications> {
  return (await get<ApiResult<MyApplications>>('/approval/mine')).data ?? { schoolId: null, applications: [] };
}

export function applyToSchool(form: ApplyForm) {
  return post<ApiResult<{ approvalId: number; status: string }>>('/approval/apply', form);
}
