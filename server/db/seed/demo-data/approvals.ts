import type { ApprovalRow, SchoolRow } from '../rows/business';
import type { RoleRow, UserRow } from '../rows/account';
import { seeded } from './audit';

// Applications to join a school, in every state. Each applicant is a real console account
// (password admin123): pending and rejected applicants hold no role and cannot log in to the
// console yet; approved ones hold the role at the school, as an approval gives it.

interface Plan {
  userName: string;
  name: string;
  /** index into the schools passed in (the first six are fixed) */
  school: number;
  roleKey: 'teacher' | 'principal' | 'school_admin';
  status: ApprovalRow['status'];
  mode: ApprovalRow['mode'];
  time: string;
  reason?: string;
  decidedBy?: string;
}

const PLANS: Plan[] = [
  {
    userName: 'huangfang',
    name: '黄芳',
    school: 0,
    roleKey: 'teacher',
    status: '0',
    mode: '1',
    time: '2024-11-02 09:12:00',
  },
  {
    userName: 'sunli',
    name: '孙丽',
    school: 0,
    roleKey: 'teacher',
    status: '0',
    mode: '1',
    time: '2024-11-03 10:30:00',
  },
  {
    userName: 'zhoujun',
    name: '周俊',
    school: 0,
    roleKey: 'principal',
    status: '0',
    mode: '1',
    time: '2024-11-04 08:45:00',
  },
  {
    userName: 'wulei',
    name: '吴磊',
    school: 0,
    roleKey: 'teacher',
    status: '0',
    mode: '1',
    time: '2024-11-06 15:20:00',
  },
  {
    userName: 'machao',
    name: '马超',
    school: 0,
    roleKey: 'teacher',
    status: '1',
    mode: '1',
    time: '2024-10-20 14:05:00',
    decidedBy: 'schooladmin',
  },
  {
    userName: 'xuting',
    name: '徐婷',
    school: 0,
    roleKey: 'teacher',
    status: '2',
    mode: '1',
    time: '2024-10-22 11:00:00',
    reason: '本校暂无该学科教师岗位',
    decidedBy: 'schooladmin',
  },
  {
    userName: 'olivia',
    name: 'Olivia Brown',
    school: 1,
    roleKey: 'teacher',
    status: '0',
    mode: '1',
    time: '2024-11-05 10:40:00',
  },
  {
    userName: 'guojing',
    name: '郭静',
    school: 2,
    roleKey: 'principal',
    status: '2',
    mode: '1',
    time: '2024-10-28 16:30:00',
    reason: '校长人选已确定',
    decidedBy: 'admin',
  },
  {
    userName: 'heyong',
    name: '何勇',
    school: 3,
    roleKey: 'school_admin',
    status: '1',
    mode: '0',
    time: '2024-11-08 11:00:00',
  },
  {
    userName: 'jameslee',
    name: 'James Lee',
    school: 4,
    roleKey: 'teacher',
    status: '0',
    mode: '1',
    time: '2024-11-09 09:00:00',
  },
  {
    userName: 'linna',
    name: '林娜',
    school: 5,
    roleKey: 'teacher',
    status: '1',
    mode: '1',
    time: '2024-11-01 13:15:00',
    decidedBy: 'bd',
  },
  {
    userName: 'gaofeng',
    name: '高峰',
    school: 5,
    roleKey: 'school_admin',
    status: '2',
    mode: '1',
    time: '2024-11-07 17:40:00',
    decidedBy: 'bd',
  },
];

export interface SeedApplications {
  /** the applicants' accounts, to append to the users */
  applicants: UserRow[];
  approvals: ApprovalRow[];
}

/** Applicants get the user ids after those passed in; schools and roles come from the seed. */
export function seedApplications({
  users,
  schools,
  roles,
}: {
  users: readonly UserRow[];
  schools: readonly SchoolRow[];
  roles: readonly RoleRow[];
}): SeedApplications {
  const firstId = Math.max(0, ...users.map((u) => u.userId)) + 1;
  const applicants: UserRow[] = [];
  const approvals: ApprovalRow[] = [];
  PLANS.forEach((plan, index) => {
    const school = schools[plan.school % schools.length];
    const role = roles.find((r) => r.roleKey === plan.roleKey);
    const approved = plan.status === '1';
    const userId = firstId + index;
    applicants.push({
      userId,
      userName: plan.userName,
      nickName: plan.name,
      name: plan.name,
      email: `${plan.userName}@example.com`,
      phonenumber: `139${String(10000000 + userId).slice(-8)}`,
      sex: '0',
      roleIds: approved && role ? [role.roleId] : [],
      schoolId: approved ? school.schoolId : null,
      avatar: '',
      status: '0',
      password: 'admin123',
      ...seeded(plan.time, plan.userName),
    });
    const decided = plan.status !== '0';
    approvals.push({
      approvalId: index + 1,
      schoolId: school.schoolId,
      userId,
      applicantName: plan.name,
      applicantUserName: plan.userName,
      roleKey: plan.roleKey,
      status: plan.status,
      mode: plan.mode,
      reason: plan.reason ?? '',
      ...seeded(plan.time, plan.userName),
      updateBy: decided ? (plan.decidedBy ?? '') : '',
      updateTime: decided ? plan.time : '',
    });
  });
  return { applicants, approvals };
}
