import { http } from 'msw';
import { userById } from '../db/lookup';
import { classLabel, schoolOf, schoolFilter, schoolLabel, visibleSchools } from '../db/school-records';
import type { StaffAssignmentRow } from '../db/school-types';
import { canSeeSchool } from '../db/school-scope';
import { db } from '../db/store';
import type { RoleRow, UserRow } from '../db/types';
import { readIdArray } from '../db/user-roles';
import { readJson } from '../lib/body';
import { formatTime } from '../lib/clock';
import { named, type Lang } from '../lib/lang';
import { contains, paginate, param, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { withAuth } from '../lib/route';
import { field, idList, int } from '../lib/validate';

// People (admin:people:*): a school's staff (every account working at the school) with the
// courses and classes each is assigned to. An assignment needs at least one course associated
// with the school and at least one class of the school. Scoped to the schools the caller sees.

const USER = field('userId', '人员', 'Staff member');

const coursesOf = (schoolId: number) => db().courses.filter((c) => c.schoolIds.includes(schoolId));
const classesOf = (schoolId: number) => db().classes.filter((c) => c.schoolId === schoolId);
const courseLabel = (lang: Lang, c: { title: string; titleEn: string }) => named(lang, c.title, c.titleEn);

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
  const assignment = data.staffAssignments.find((a) => a.userId === u.userId);
  const courses = data.courses.filter((c) => assignment?.courseIds.includes(c.courseId));
  const classes = data.classes.filter((c) => assignment?.classIds.includes(c.classId));
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
    courseIds: courses.map((c) => c.courseId),
    courseNames: courses.map((c) => courseLabel(lang, c)),
    classIds: classes.map((c) => c.classId),
    classNames: classes.map((c) => classLabel(lang, c)),
    updateTime: assignment?.updateTime || assignment?.createTime || '',
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
  withAuth('admin:people:list', ({ request, lang, user, role }) => {
    const schoolId = schoolFilter(lang, user, role, param(queryOf(request), 'schoolId'));
    return ok(lang, {
      schoolId,
      schools: visibleSchools(user, role).map((s) => ({ schoolId: s.schoolId, schoolName: schoolLabel(lang, s) })),
      courses: schoolId ? coursesOf(schoolId).map((c) => ({ courseId: c.courseId, title: courseLabel(lang, c) })) : [],
      classes: schoolId ? classesOf(schoolId).map((c) => ({ classId: c.classId, className: classLabel(lang, c) })) : [],
    });
  }),
);

/** `what`: the thing in Chinese, English singular and English plural. */
function checkIds(lang: Lang, ids: number[], allowed: number[], what: [string, string, string]): number[] {
  const [zh, one, many] = what;
  const unique = [...new Set(ids)];
  if (!unique.length) bad(lang, `请至少选择一个${zh}`, `Choose at least one ${one}`);
  if (unique.some((id) => !allowed.includes(id)))
    bad(lang, `只能选择本校的${zh}`, `Only the school's own ${many} can be chosen`);
  return unique;
}

const assign = http.put(
  '*/csp/admin/people',
  withAuth('admin:people:edit', async ({ request, lang, user, role }) => {
    const body = await readJson(request);
    const member = staffMember(lang, user, role, int(lang, body, USER, { required: true, min: 1 }));
    const schoolCourses = coursesOf(member.schoolId).map((c) => c.courseId);
    const courseIds = checkIds(lang, readIdArray(lang, body.courseIds, '课程', 'Course'), schoolCourses, [
      '课程',
      'course',
      'courses',
    ]);
    const schoolClasses = classesOf(member.schoolId).map((c) => c.classId);
    const classIds = checkIds(lang, readIdArray(lang, body.classIds, '班级', 'Class'), schoolClasses, [
      '班级',
      'class',
      'classes',
    ]);
    const table = db().staffAssignments;
    const existing = table.find((a) => a.userId === member.userId);
    const now = formatTime();
    if (existing) {
      Object.assign(existing, {
        schoolId: member.schoolId,
        courseIds,
        classIds,
        updateBy: user.userName,
        updateTime: now,
      });
    } else {
      const row: StaffAssignmentRow = {
        userId: member.userId,
        schoolId: member.schoolId,
        courseIds,
        classIds,
        createBy: user.userName,
        createTime: now,
        updateBy: '',
        updateTime: '',
        remark: '',
      };
      table.push(row);
    }
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
