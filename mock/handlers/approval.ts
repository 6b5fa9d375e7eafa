import { http } from 'msw';
import { APPLICABLE_ROLES, approveApplication, rejectApplication } from '../db/applications';
import type { ApprovalRow, SchoolRow } from '../db/business-types';
import { requireSchool, visibleSchoolIds, withinScope } from '../db/school-scope';
import { db } from '../db/store';
import type { RoleRow, UserRow } from '../db/types';
import { readIdArray } from '../db/user-roles';
import { readJson } from '../lib/body';
import { formatTime } from '../lib/clock';
import { nextId } from '../lib/ids';
import type { Lang } from '../lib/lang';
import { contains, dateRange, paginate, param, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { forbidden, withAuth } from '../lib/route';
import { choice, field, int, text } from '../lib/validate';

// Applications to join a school (docs/api.md "Approvals and WeChat users"): the list, approving
// and rejecting (one or many), each school's approval mode, and applying. Everyone sees only
// the applications of the schools they see (db/school-scope.ts).

const SCHOOL = field('schoolId', '学校', 'School');
const STATUS = field('status', '审批状态', 'Approval status');
const ROLE = field('roleKey', '申请角色', 'Role applied for');
const MODE = field('approvalMode', '审批方式', 'Approval mode');
const REASON = field('reason', '驳回原因', 'Rejection reason');
const REASON_MAX = 200;

const schoolAnswer = (s: SchoolRow) => ({
  schoolId: s.schoolId,
  schoolName: s.schoolName,
  schoolNameEn: s.schoolNameEn,
  approvalMode: s.approvalMode,
});

function scopedSchools(user: UserRow, role: RoleRow | undefined): SchoolRow[] {
  return withinScope(db().schools, user, role, (s) => s.schoolId).sort((a, b) => a.schoolId - b.schoolId);
}

/** Anyone with the screen but no school to look after (a teacher acting as approver) is refused. */
function refuseWithoutSchools(user: UserRow, role: RoleRow | undefined): boolean {
  const scope = visibleSchoolIds(user, role);
  return scope !== 'all' && scope.size === 0;
}

function approvalFilter(lang: Lang, q: URLSearchParams): (a: ApprovalRow) => boolean {
  const query = Object.fromEntries(q);
  const schoolId = int(lang, query, SCHOOL);
  const status = choice(lang, query, STATUS, ['0', '1', '2'], '');
  const roleKey = choice(lang, query, ROLE, APPLICABLE_ROLES, '');
  const applicant = param(q, 'applicant');
  const created = dateRange(lang, q);
  return (a) =>
    (!schoolId || a.schoolId === schoolId) &&
    (!status || a.status === status) &&
    (!roleKey || a.roleKey === roleKey) &&
    contains(applicant, a.applicantName, a.applicantUserName) &&
    created(a.createTime);
}

const list = http.get(
  '*/csp/admin/approval/list',
  withAuth('admin:approval:list', ({ request, lang, user, role }) => {
    if (refuseWithoutSchools(user, role)) return forbidden(lang);
    const q = queryOf(request);
    const data = db();
    const schools = new Map(data.schools.map((s) => [s.schoolId, s]));
    const roles = new Map(data.roles.map((r) => [r.roleKey, r]));
    const rows = withinScope(data.approvals, user, role, (a) => a.schoolId)
      .filter(approvalFilter(lang, q))
      // newest first unless the list asks for another order
      .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.approvalId - a.approvalId)
      .map((a) => ({
        ...a,
        schoolName: schools.get(a.schoolId)?.schoolName ?? '',
        schoolNameEn: schools.get(a.schoolId)?.schoolNameEn ?? '',
        roleName: roles.get(a.roleKey)?.roleName ?? a.roleKey,
        roleNameEn: roles.get(a.roleKey)?.roleNameEn ?? a.roleKey,
      }));
    return okList(lang, paginate(lang, q, rows));
  }),
);

/** The schools the caller looks after, with their approval mode: the filter and the configuration. */
const schools = http.get(
  '*/csp/admin/approval/schools',
  withAuth('admin:approval:list', ({ lang, user, role }) => {
    if (refuseWithoutSchools(user, role)) return forbidden(lang);
    return ok(lang, scopedSchools(user, role).map(schoolAnswer));
  }),
);

const changeMode = http.put(
  '*/csp/admin/approval/mode',
  withAuth('admin:approval:edit', async ({ request, lang, user, role }) => {
    const body = await readJson(request);
    const schoolId = int(lang, body, SCHOOL, { required: true });
    if (!text(lang, body, MODE)) bad(lang, '审批方式不能为空', 'Approval mode is required');
    const approvalMode = choice(lang, body, MODE, ['0', '1'], '1') as SchoolRow['approvalMode'];
    const school = db().schools.find((s) => s.schoolId === schoolId);
    if (!school) bad(lang, `学校 ${schoolId} 不存在`, `The school ${schoolId} does not exist`);
    requireSchool(lang, user, schoolId, role);
    Object.assign(school, { approvalMode, updateBy: user.userName, updateTime: formatTime() });
    return ok(lang);
  }),
);

/** The pending applications named by `approvalIds`, each one the caller may decide. */
function pendingApplications(lang: Lang, body: Record<string, unknown>, user: UserRow, role: RoleRow | undefined) {
  const ids = readIdArray(lang, body.approvalIds, '申请', 'Applications');
  if (!ids.length) bad(lang, '请选择要审批的申请', 'Please choose the applications to decide');
  return ids.map((id) => {
    const approval = db().approvals.find((a) => a.approvalId === id);
    if (!approval) return bad(lang, `申请 ${id} 不存在`, `The application ${id} does not exist`);
    requireSchool(lang, user, approval.schoolId, role);
    if (approval.status !== '0') {
      bad(
        lang,
        `“${approval.applicantName}”的申请已处理，不能再次审批`,
        `The application of "${approval.applicantName}" has already been decided`,
      );
    }
    return approval;
  });
}

const approve = http.put(
  '*/csp/admin/approval/approve',
  withAuth('admin:approval:edit', async ({ request, lang, user, role }) => {
    const body = await readJson(request);
    // every application is checked before any is decided: all or nothing
    pendingApplications(lang, body, user, role).forEach((a) => approveApplication(a, user.userName));
    return ok(lang);
  }),
);

const reject = http.put(
  '*/csp/admin/approval/reject',
  withAuth('admin:approval:edit', async ({ request, lang, user, role }) => {
    const body = await readJson(request);
    const reason = text(lang, body, REASON, { max: REASON_MAX });
    pendingApplications(lang, body, user, role).forEach((a) => rejectApplication(a, user.userName, reason));
    return ok(lang);
  }),
);

/** The enabled schools someone may apply to (login only). */
const applySchools = http.get(
  '*/csp/approval/schools',
  withAuth(null, ({ lang }) =>
    ok(
      lang,
      db()
        .schools.filter((s) => s.status === '0')
        .sort((a, b) => a.schoolId - b.schoolId)
        .map(schoolAnswer),
    ),
  ),
);

/** The caller's school (null when none) and own applications, newest first (login only). */
const mine = http.get(
  '*/csp/approval/mine',
  withAuth(null, ({ lang, user }) =>
    ok(lang, {
      schoolId: user.schoolId,
      applications: db()
        .approvals.filter((a) => a.userId === user.userId)
        .sort((a, b) => b.approvalId - a.approvalId),
    }),
  ),
);

/**
 * A logged-in account without a school applies to join one in a role. A school on automatic
 * approval approves it on arrival; otherwise it waits for the school's approvers.
 */
const apply = http.post(
  '*/csp/approval/apply',
  withAuth(null, async ({ request, lang, user }) => {
    const body = await readJson(request);
    const schoolId = int(lang, body, SCHOOL, { required: true });
    if (!text(lang, body, ROLE)) bad(lang, '申请角色不能为空', 'Role applied for is required');
    const roleKey = choice(lang, body, ROLE, APPLICABLE_ROLES, 'teacher');
    const data = db();
    const school = data.schools.find((s) => s.schoolId === schoolId && s.status === '0');
    if (!school) bad(lang, '该学校不存在或已停用', 'The school does not exist or is disabled');
    if (user.schoolId !== null) bad(lang, '您已属于一所学校，不能再申请加入', 'You already belong to a school');
    if (data.approvals.some((a) => a.userId === user.userId && a.status === '0')) {
      bad(lang, '您已有一份待审批的申请', 'You already have an application awaiting approval');
    }
    const time = formatTime();
    const approval: ApprovalRow = {
      approvalId: nextId(data.approvals, 'approvalId'),
      schoolId,
      userId: user.userId,
      applicantName: user.name || user.nickName,
      applicantUserName: user.userName,
      roleKey,
      status: '0',
      mode: school.approvalMode,
      reason: '',
      createBy: user.userName,
      createTime: time,
      updateBy: '',
      updateTime: '',
      remark: '',
    };
    data.approvals.push(approval);
    if (school.approvalMode === '0') approveApplication(approval, '');
    return ok(lang, { approvalId: approval.approvalId, status: approval.status });
  }),
);

// Longer paths first; none of these overlap a parameterised path.
export const approvalHandlers = [list, schools, changeMode, approve, reject, applySchools, mine, apply];
