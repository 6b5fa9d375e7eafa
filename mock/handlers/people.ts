import { http } from 'msw';
import { userById } from '../db/lookup';
import { schoolOf, schoolFilter, schoolLabel } from '../db/school-records';
import { canSeeSchool } from '../db/school-scope';
import { assignmentOf, assignmentChoices, readAssignment, saveAssignment } from '../db/staff-assignments';
import { db } from '../db/store';
import type { RoleRow, UserRow } from '../db/types';
import { readJson } from '../lib/body';
import type { Lang } from '../lib/lang';
import { contains, paginate, param, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { withAuth } from '../lib/route';
import { field, idList, int } from '../lib/validate';

// People (admin:people:*): a school's staff (every account working at the school) with the
// courses and classes each is assigned to. An assignment needs at least one course associated
// with the school and at least one class of the school. Scoped to the schools the caller sees.

const USER = field('userId', '人员', 'Staff member');

function staffMember(
  lang: Lang,
  actor: UserRow,
  role: RoleRow | undefined,
  userId: number,
): UserRow & { schoolId: number } {
  const member = userById(userId);
  if (!member || member.schoolId === null)
    return bad(lang, '该人员不属于任何学校', 'This person does not work at a school');
  schoolOf(lang, actor, role, member.schoolId);
  return member as UserRow & { schoolId: number };
}

function answer(u: UserRow & { schoolId: number }, lang: Lang) {
  const data = db();
  return {
    userId: u.userId,
    userName: u.userName,
    name: u.name,
    phonenumber: u.phonenumber,
    status: u.status,
    schoolId: u.schoolId,
    schoolName: schoolLabel(
      lang,
      data.schools.find((s) => s.schoolId === u.schoolId),
    ),
    roleNames: data.roles
      .filter((r) => u.roleIds.includes(r.roleId))
      .map((r) => (lang === 'en' ? r.roleNameEn : r.roleName)),
    ...assignmentOf(u.userId, lang),
  };
}

const list = http.get(
  '*/csp/admin/people/list',
  withAuth('admin:people:list', ({ request, lang, user, role }) => {
    const q = queryOf(request);
    const schoolId = schoolFilter(lang, user, role, param(q, 'schoolId'));
    const assigned = param(q, 'assigned');
    const staff = db().users.filter(
      (u): u is UserRow & { schoolId: number } =>
        u.schoolId !== null &&
        canSeeSchool(user, u.schoolId, role) &&
        (!schoolId || u.schoolId === schoolId) &&
        contains(param(q, 'name'), u.name, u.userName),
    );
    const rows = staff
      .map((u) => answer(u, lang))
      .filter((r) => !assigned || (assigned === '1') === r.courseIds.length > 0);
    return okList(lang, paginate(lang, q, rows));
  }),
);

/** The assignment dialog's choices: the schools seen, and one school's courses and classes. */
const options = http.get(
  '*/csp/admin/people/options',
  withAuth('admin:people:list', ({ request, lang, user, role }) =>
    ok(lang, assignmentChoices(lang, user, role, param(queryOf(request), 'schoolId'))),
  ),
);

const assign = http.put(
  '*/csp/admin/people',
  withAuth('admin:people:edit', async ({ request, lang, user, role }) => {
    const body = await readJson(request);
    const member = staffMember(lang, user, role, int(lang, body, USER, { required: true, min: 1 }));
    saveAssignment(member, readAssignment(lang, body, member.schoolId), user);
    return ok(lang, answer(member, lang));
  }),
);

/** Clears the assignments of the people named (their accounts stay). */
const clear = http.delete(
  '*/csp/admin/people/:userIds',
  withAuth('admin:people:remove', ({ params, lang, user, role }) => {
    const members = idList(lang, params.userIds, USER).map((id) => staffMember(lang, user, role, id));
    const ids = new Set(members.map((m) => m.userId));
    const data = db();
    data.staffAssignments = data.staffAssignments.filter((a) => !ids.has(a.userId));
    return ok(lang);
  }),
);

export const peopleHandlers = [list, options, assign, clear];
