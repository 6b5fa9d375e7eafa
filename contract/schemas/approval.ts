import { z } from 'zod';
import { idsOrText, int, label, listQuery, filterChoice, optionalInt, requiredChoice, text } from '@contract/input';

// What the approval calls take (docs/api.md "Approvals").

/** The roles someone may apply for at a school. */
export const APPLICABLE_ROLES = ['teacher', 'principal', 'school_admin'] as const;

const SCHOOL = label('学校', 'School');
const ROLE = label('申请角色', 'Role applied for');

export const approvalListQuery = listQuery({
  schoolId: optionalInt(SCHOOL),
  status: filterChoice(label('审批状态', 'Approval status'), ['0', '1', '2']),
  roleKey: filterChoice(ROLE, APPLICABLE_ROLES),
  applicant: text(label('申请人', 'Applicant')),
});
export type ApprovalListQuery = z.output<typeof approvalListQuery>;

export const modeChange = z.object({
  schoolId: int(SCHOOL),
  approvalMode: requiredChoice(label('审批方式', 'Approval mode'), ['0', '1']),
});

const APPLICATIONS = idsOrText(label('申请', 'Applications'));

export const approval = z.object({ approvalIds: APPLICATIONS });

/** The reason first, as the rejection dialog shows it. */
export const rejection = z.object({
  reason: text(label('驳回原因', 'Rejection reason'), { max: 200 }),
  approvalIds: APPLICATIONS,
});
export type Rejection = z.output<typeof rejection>;

export const application = z.object({ schoolId: int(SCHOOL), roleKey: requiredChoice(ROLE, APPLICABLE_ROLES) });
export type Application = z.output<typeof application>;
