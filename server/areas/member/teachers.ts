import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { classes, classTeachers, schools, userRoles, users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { fail, notFound } from '../../lib/errors';
import { named, type Lang } from '../../lib/lang';
import { containsText, param, type Query } from '../../lib/paging';
import { staffIdPage, staffWithSchool } from '../people/staff-page';
import { assignmentsOf, readAssignment, saveAssignment } from '../people/assignments';
import { holdsRole, notPlatformStaff, roleIdOf, TEACHER_ROLE_KEY } from '../school/accounts';
import { requireSchool, schoolAsked, seesEverySchool, visibleSchoolIds, withinSchools } from '../school/scope';
import type { z } from 'zod';
import { addUser, updateUser } from '../user/records';
import { parsed } from '../../lib/input';
import { changedUser } from '../user/schema';
import type { changedTeacher, newTeacher } from './schema';
import { linkedToUsers, namesOf } from '../people/linked-records';

// A school's own teachers under "Members" (docs/api.md "School members"): the accounts working
// at the school that hold the teacher role (any status), with the courses and classes each is
// assigned to. A new teacher is an account made with the users screen's rules, joins the school
// with only the teacher role, and gets an assignment with the people screen's rule. Scoped to
// the caller's schools (school/scope.ts); platform staff are never one of a school's teachers.

// a teacher who is also platform staff (a discipline leader teaching at a school) is no school's
// account: the school's screens neither list nor change them
const isTeacher = and(isNotNull(users.schoolId), holdsRole(TEACHER_ROLE_KEY), notPlatformStaff);

/** A teacher of a school the caller sees; another school's answers 403. */
async function findTeacher(db: Db, auth: Auth, userId: number) {
  const [teacher] = await db
    .select({
      userId: users.userId,
      schoolId: users.schoolId,
      nickName: users.nickName,
      sex: users.sex,
      remark: users.remark,
      status: users.status,
    })
    .from(users)
    .where(and(eq(users.userId, userId), isTeacher));
  if (!teacher) return notFound('教师不存在', 'The teacher does not exist');
  await requireSchool(db, auth, teacher.schoolId);
  return teacher as typeof teacher & { schoolId: number };
}

/** The page's teachers as the list and the form show them. */
async function teacherRows(db: Db, lang: Lang, userIds: number[]) {
  if (!userIds.length) return [];
  const people = await staffWithSchool(db, userIds);
  const teaching = await linkedToUsers(
    db,
    userIds,
    { userId: classTeachers.userId, recordId: classTeachers.classId },
    { id: classes.classId, zh: classes.className, en: classes.classNameEn },
  );
  const assigned = await assignmentsOf(db, userIds, lang);
  return userIds.map((id) => {
    const { schoolZh, schoolEn, nickName, ...u } = people.find((p) => p.userId === id)!;
    return {
      ...u,
      name: u.name || nickName || u.userName,
      schoolName: named(lang, schoolZh, schoolEn),
      ...assigned.get(id)!,
      teachingClassNames: namesOf(teaching, id, lang),
    };
  });
}

export async function listTeachers(db: Db, auth: Auth, lang: Lang, q: Query) {
  const schoolId = await schoolAsked(db, auth, param(q, 'schoolId'));
  const status = param(q, 'status');
  const where = and(
    isTeacher,
    withinSchools(auth, users.schoolId),
    schoolId ? eq(users.schoolId, schoolId) : undefined,
    status ? eq(users.status, status) : undefined,
    containsText(param(q, 'name'), users.name, users.userName),
  );
  const page = await staffIdPage(db, q, where);
  return { ...page, rows: await teacherRows(db, lang, page.rows) };
}

export async function readTeacher(db: Db, auth: Auth, lang: Lang, userId: number) {
  const teacher = await findTeacher(db, auth, userId);
  return (await teacherRows(db, lang, [teacher.userId]))[0];
}

/** The school a new teacher joins: the caller's only school, else the one the body names. */
export async function newTeacherSchool(db: Db, auth: Auth, asked: number | null): Promise<number> {
  const visible = seesEverySchool(auth) ? [] : await visibleSchoolIds(db, auth);
  const own = visible.length === 1 ? visible[0] : null;
  const schoolId = asked ?? own ?? fail('学校不能为空', 'School is required');
  const [school] = await db.select({ schoolId: schools.schoolId }).from(schools).where(eq(schools.schoolId, schoolId));
  if (!school) fail('学校不存在', 'The school does not exist');
  await requireSchool(db, auth, schoolId);
  return schoolId;
}

/**
 * Everything is checked before anything stays: the assignment first (it needs only the school),
 * then the account with the users screen's rules; all in one transaction.
 */
export async function addTeacher(db: Db, clock: Clock, auth: Auth, lang: Lang, input: z.output<typeof newTeacher>) {
  const { schoolId: asked, courseIds, classIds, ...account } = input;
  const schoolId = await newTeacherSchool(db, auth, asked);
  const assignment = await readAssignment(db, { courseIds, classIds }, schoolId);
  const teacherRole = await roleIdOf(db, TEACHER_ROLE_KEY);
  const userId = await db.transaction(async (tx) => {
    const created = await addUser(tx, clock, auth, lang, { ...account, roleIds: [teacherRole], status: '0' });
    await tx.update(users).set({ schoolId }).where(eq(users.userId, created.userId));
    await saveAssignment(tx, clock, auth, { userId: created.userId, schoolId }, assignment);
    return created.userId;
  });
  return (await teacherRows(db, lang, [userId]))[0];
}

/** Name, phone, email and status of the account (the users screen's rules), and the assignment; the user name and roles stay. */
export async function editTeacher(
  db: Db,
  clock: Clock,
  auth: Auth,
  lang: Lang,
  input: z.output<typeof changedTeacher>,
) {
  const teacher = await findTeacher(db, auth, input.userId);
  const assignment = await readAssignment(db, input, teacher.schoolId);
  // the roles stay as they are: the users screen's update is given the ones held
  const held = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, teacher.userId))
    .orderBy(asc(userRoles.roleId));
  const roleIds = held.map((r) => r.roleId);
  await db.transaction(async (tx) => {
    const account = {
      userId: teacher.userId,
      nickName: teacher.nickName,
      sex: teacher.sex,
      remark: teacher.remark,
      name: input.name,
      phonenumber: input.phonenumber,
      email: input.email,
      status: input.status ?? teacher.status,
      roleIds,
    };
    // the record's own gender and status are read as the users screen reads a form
    await updateUser(tx, clock, auth, parsed(changedUser, account));
    await saveAssignment(tx, clock, auth, teacher, assignment);
  });
  return (await teacherRows(db, lang, [teacher.userId]))[0];
}
