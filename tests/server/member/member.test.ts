import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  classes,
  classTeachers,
  courseSchools,
  staffAssignmentClasses,
  staffAssignmentCourses,
  userRoles,
  users,
} from '../../../server/db/schema';
import type { memberClassRoutes, memberTeacherRoutes } from '../../../server/areas/member/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { db } from '../helpers/harness';
import { classRow, classRows } from '../helpers/rows/class-data';
import { platformStaffIds } from '../helpers/platform-staff';

// The school members' calls: the classes are the classes screen's calls under another name and
// permission, the teachers are the school's teacher accounts with their assignments. Both keep to
// the caller's own school (403 outside it); the administrator sees every school.

/** The school members' class calls, as `token` in `lang`. */
const memberClasses = (token: string, lang: 'zh' | 'en' = 'zh') =>
  api<typeof memberClassRoutes>({ token, lang }).user.member.class;
/** The school members' teacher calls, as `token` in `lang`. */
const teachers = (token: string, lang: 'zh' | 'en' = 'zh') =>
  api<typeof memberTeacherRoutes>({ token, lang }).user.member.teacher;
const teacherList = (token: string, query: Record<string, string | number> = {}) =>
  answer(teachers(token).list.$get({ query }));
const addTeacher = (token: string, json: object, lang: 'zh' | 'en' = 'zh') =>
  answer(teachers(token, lang).$post({ json }));
const editTeacher = (token: string, json: object) => answer(teachers(token).$put({ json }));

const ofSchool = async (schoolId: number) => ({
  courses: await db()
    .select({ courseId: courseSchools.courseId })
    .from(courseSchools)
    .where(eq(courseSchools.schoolId, schoolId))
    .orderBy(asc(courseSchools.courseId)),
  classes: await db()
    .select({ classId: classes.classId })
    .from(classes)
    .where(eq(classes.schoolId, schoolId))
    .orderBy(asc(classes.classId)),
});

/** The classes a teacher teaches in their workspace: the class's teachers and their assignment. */
async function teacherClassIds(userId: number): Promise<Set<number>> {
  const own = await db().select().from(classTeachers).where(eq(classTeachers.userId, userId));
  const assigned = await db().select().from(staffAssignmentClasses).where(eq(staffAssignmentClasses.userId, userId));
  return new Set([...own, ...assigned].map((r) => r.classId));
}

async function teacherCourseIds(userId: number): Promise<Set<number>> {
  const rows = await db().select().from(staffAssignmentCourses).where(eq(staffAssignmentCourses.userId, userId));
  return new Set(rows.map((r) => r.courseId));
}

const userRow = async (userName: string) => (await db().select().from(users).where(eq(users.userName, userName)))[0];
const roleIdsOf = async (userId: number) =>
  (await db().select().from(userRoles).where(eq(userRoles.userId, userId)).orderBy(asc(userRoles.roleId))).map(
    (r) => r.roleId,
  );
/** Teachers (role 4) at a school, platform staff left out (they are no school's account). */
const teachersAt = async (schoolId: number) => {
  const staff = await platformStaffIds();
  const rows = await db()
    .select({ userId: users.userId, status: users.status })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.userId))
    .where(and(eq(users.schoolId, schoolId), eq(userRoles.roleId, 4)))
    .orderBy(asc(users.userId));
  return rows.filter((r) => !staff.has(r.userId));
};

const newClass = (over: Record<string, unknown> = {}) => ({
  classNameZh: '三年级（9）班',
  classNameEn: 'Grade 3 Class 9',
  grade: 3,
  teacherIds: [4],
  examTime: '2025-07-01 09:00:00',
  ...over,
});

const newTeacher = async (over: Record<string, unknown> = {}) => ({
  userName: 'new_teacher',
  name: '新老师',
  password: 'secret1',
  phonenumber: '13900001111',
  courseIds: [(await ofSchool(1)).courses[0].courseId],
  classIds: [(await ofSchool(1)).classes[0].classId],
  ...over,
});

describe('members: classes', () => {
  it("lists only the school admin's own classes and answers 403 for another school's", async () => {
    const token = await login('schooladmin');
    const list = await answer(memberClasses(token).list.$get({ query: { pageSize: 1000 } }));
    expect(list.total).toBe((await ofSchool(1)).classes.length);
    expect(list.rows.every((c) => c.schoolId === 1)).toBe(true);
    const foreign = (await ofSchool(2)).classes[0].classId;
    const theirs = memberClasses(token)[':classId'];
    const param = { classId: String(foreign) };
    const reads: Array<[string, () => Promise<{ code: number }>]> = [
      [`/user/member/class/${foreign}`, () => answer(theirs.$get({ param }))],
      [`/user/member/class/${foreign}/students`, () => answer(theirs.students.$get({ param, query: {} }))],
    ];
    for (const [path, read] of reads) {
      expect((await read()).code, path).toBe(403);
    }
    const json = { fileName: 'x.xlsx', rows: [{ studentNo: 'A1', name: '甲' }] };
    const imported = await answer(theirs.students.import.$post({ param, json }));
    expect(imported.code).toBe(403);
  });

  it('gives the administrator every school', async () => {
    const token = await login('admin');
    const list = await answer(memberClasses(token).list.$get({ query: {} }));
    expect(list.total).toBe((await classRows()).length);
  });

  it('adds a class at the own school with the class rules, in both languages', async () => {
    const token = await login('principal');
    const post = (json: object, lang: 'zh' | 'en' = 'zh') => answer(memberClasses(token, lang).$post({ json }));
    expect((await post(newClass({ classNameZh: '' }))).msg).toBe('班级名称不能为空');
    expect((await post(newClass({ teacherIds: [] }), 'en')).msg).toBe('Teachers are required');
    expect((await post(newClass({ className: '四年级（1）班', classNameZh: undefined }))).msg).toBe(
      '班级“四年级（1）班”在该学校已存在',
    );
    expect((await post(newClass({ schoolId: 2 }))).code).toBe(403);
    const added = await post(newClass());
    expect(added.code).toBe(200);
    expect(added.data.schoolId).toBe(1);
  });

  it('imports a roster with the edit permission', async () => {
    const token = await login('schooladmin');
    const reply = await answer(
      memberClasses(token)[':classId'].students.import.$post({
        param: { classId: '1' },
        json: { fileName: 'members.csv', rows: [{ studentNo: 'M-1', name: '新同学' }] },
      }),
    );
    expect(reply.data.created).toBe(1);
    expect((await classRow(1)).studentFile).toBe('members.csv');
  });

  it('refuses a teacher, who has no members screens', async () => {
    const token = await login('teacher');
    expect((await answer(memberClasses(token).list.$get({ query: {} }))).code).toBe(403);
    expect((await teacherList(token)).code).toBe(403);
  });
});

describe('members: teachers', () => {
  it("lists the own school's teachers with their assignments", async () => {
    const token = await login('schooladmin');
    const list = await teacherList(token, { pageSize: 100 });
    const atSchool = await teachersAt(1);
    expect(list.total).toBe(atSchool.length);
    const teacher = list.rows.find((r) => r.userName === 'teacher')!;
    const assignment = (
      await db().select().from(staffAssignmentClasses).where(eq(staffAssignmentClasses.userId, teacher.userId))
    ).map((r) => r.classId);
    expect(assignment.length).toBeGreaterThan(0);
    expect(teacher.classIds).toEqual(expect.arrayContaining(assignment));
    expect(teacher.teachingClassNames).toContain('四年级（1）班');
    // the principal and the administrator of the school are not teachers
    expect(list.rows.some((r) => r.userName === 'principal')).toBe(false);
    expect((await teacherList(token, { schoolId: 2 })).code).toBe(403);
  });

  it("answers 403 for another school's teacher", async () => {
    const token = await login('schooladmin');
    const other = await userRow('zhangwei');
    expect((await answer(teachers(token)[':userId'].$get({ param: { userId: String(other.userId) } }))).code).toBe(403);
    const put = await editTeacher(token, { userId: other.userId, name: 'x', courseIds: [], classIds: [] });
    expect(put.code).toBe(403);
  });

  it('adds a teacher account of the school with the user rules and the assignment rule', async () => {
    const token = await login('schooladmin');
    const userCount = async () => (await db().select().from(users)).length;
    const before = await userCount();
    const post = (body: object, lang: 'zh' | 'en' = 'zh') => addTeacher(token, body, lang);
    expect((await post(await newTeacher({ userName: '' }))).msg).toBe('用户名不能为空');
    expect((await post(await newTeacher({ password: '123' }), 'en')).msg).toMatch(/Password/);
    expect((await post(await newTeacher({ userName: 'teacher' }))).msg).toBe("新增用户'teacher'失败，登录账号已存在");
    expect((await post(await newTeacher({ courseIds: [] }))).msg).toBe('请至少选择一个课程');
    expect((await post(await newTeacher({ classIds: [(await ofSchool(2)).classes[0].classId] }), 'en')).msg).toBe(
      "Only the school's own classes can be chosen",
    );
    expect(await userCount()).toBe(before);
    const added = await post(await newTeacher());
    expect(added.code).toBe(200);
    const row = await userRow('new_teacher');
    expect({ ...row, roleIds: await roleIdsOf(row.userId) }).toMatchObject({ schoolId: 1, roleIds: [4], status: '0' });
    expect(added.data.userId).toBe(row.userId);
    // the new teacher teaches what they were assigned
    expect([...(await teacherClassIds(row.userId))]).toEqual([(await ofSchool(1)).classes[0].classId]);
    expect([...(await teacherCourseIds(row.userId))]).toEqual([(await ofSchool(1)).courses[0].courseId]);
    // and can log in with the password given
    expect(await login('new_teacher', 'secret1')).toBeTruthy();
  });

  it("edits a teacher's name, phone and assignment but not the user name", async () => {
    const token = await login('principal');
    const teacher = await userRow('teacher');
    const { courses, classes } = await ofSchool(1);
    const body = {
      userId: teacher.userId,
      userName: 'renamed',
      name: '李娜娜',
      phonenumber: '13900002222',
      courseIds: [courses[1].courseId],
      classIds: [classes[1].classId, classes[2].classId],
    };
    expect((await editTeacher(token, { ...body, name: '' })).msg).toBe('姓名不能为空');
    const saved = await editTeacher(token, body);
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ userName: 'teacher', courseIds: body.courseIds, classIds: body.classIds });
    expect(await userRow('teacher')).toMatchObject({
      userName: 'teacher',
      name: '李娜娜',
      phonenumber: '13900002222',
    });
  });

  it("offers the own school's courses and classes", async () => {
    const token = await login('schooladmin');
    const options = await answer(teachers(token).options.$get());
    expect(options.data.schoolId).toBe(1);
    const mine = await ofSchool(1);
    expect(options.data.courses.map((c) => c.courseId)).toEqual(mine.courses.map((c) => c.courseId));
    expect(options.data.classes.map((c) => c.classId)).toEqual(mine.classes.map((c) => c.classId));
  });

  it('a class added and assigned to a teacher is among the classes the teacher teaches', async () => {
    const token = await login('schooladmin');
    const teacher = await userRow('teacher');
    const added = await answer(memberClasses(token).$post({ json: newClass({ teacherIds: [teacher.userId] }) }));
    expect((await teacherClassIds(teacher.userId)).has(added.data.classId)).toBe(true);
    // assigned through the teacher's page (their assignment) it stays theirs after the class
    // teachers change
    const taught = await teacherCourseIds(teacher.userId);
    const course = (await ofSchool(1)).courses.find((c) => !taught.has(c.courseId))!;
    const saved = await editTeacher(token, {
      userId: teacher.userId,
      name: teacher.name,
      courseIds: [course.courseId],
      classIds: [added.data.classId],
    });
    expect(saved.code).toBe(200);
    const colleague = (await teachersAt(1)).find((u) => u.status === '0' && u.userId !== teacher.userId)!;
    const moved = await answer(
      memberClasses(token).$put({
        json: { ...newClass({ teacherIds: [colleague.userId] }), classId: added.data.classId },
      }),
    );
    expect(moved.code).toBe(200);
    expect((await teacherClassIds(teacher.userId)).has(added.data.classId)).toBe(true);
    expect((await teacherCourseIds(teacher.userId)).has(course.courseId)).toBe(true);
  });
});
