import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import { call, login } from './client';

interface Person {
  userId: number;
  userName: string;
  schoolId: number;
  courseIds: number[];
  courseNames: string[];
  classIds: number[];
  classNames: string[];
}
interface Options {
  schoolId: number | null;
  courses: { courseId: number }[];
  classes: { classId: number }[];
}

let token = '';
beforeEach(async () => {
  token = await login('schooladmin');
});

const userId = (userName: string) => db().users.find((u) => u.userName === userName)!.userId;
const schoolCourses = (schoolId: number) => db().courses.filter((c) => c.schoolIds.includes(schoolId));
const schoolClasses = (schoolId: number) => db().classes.filter((c) => c.schoolId === schoolId);

describe('people', () => {
  it("lists only the school admin's own school's staff with their assignments", async () => {
    const list = await call<unknown, Person>('/admin/people/list', { token, query: { pageSize: 100 } });
    expect(list.total).toBe(db().users.filter((u) => u.schoolId === 1).length);
    expect(list.rows.every((r) => r.schoolId === 1)).toBe(true);
    const teacher = list.rows.find((r) => r.userName === 'teacher')!;
    const assignment = db().staffAssignments.find((a) => a.userId === teacher.userId)!;
    expect(teacher.courseIds).toEqual(expect.arrayContaining(assignment.courseIds));
    expect(teacher.classNames.length).toBe(assignment.classIds.length);
    expect((await call('/admin/people/list', { token, query: { schoolId: 2 } })).code).toBe(403);
  });

  it("offers the courses associated with the school and the school's classes", async () => {
    const options = await call<Options>('/admin/people/options', { token });
    expect(options.data.schoolId).toBe(1);
    expect(options.data.courses.map((c) => c.courseId)).toEqual(schoolCourses(1).map((c) => c.courseId));
    expect(options.data.classes.map((c) => c.classId)).toEqual(schoolClasses(1).map((c) => c.classId));
  });

  it('needs at least one course and one class, each of the school', async () => {
    const principal = userId('principal');
    const course = schoolCourses(1)[0].courseId;
    const klass = schoolClasses(1)[0].classId;
    const before = JSON.stringify(db().staffAssignments);
    const put = (body: object, lang: 'zh' | 'en' = 'zh') =>
      call('/admin/people', { method: 'PUT', token, lang, body: { userId: principal, ...body } });
    expect((await put({ courseIds: [], classIds: [klass] })).msg).toBe('请至少选择一个课程');
    expect((await put({ courseIds: [course], classIds: [] }, 'en')).msg).toBe('Choose at least one class');
    const foreignCourse = db().courses.find((c) => !c.schoolIds.includes(1))!.courseId;
    expect((await put({ courseIds: [foreignCourse], classIds: [klass] })).msg).toBe('只能选择本校的课程');
    const foreignClass = schoolClasses(2)[0].classId;
    expect((await put({ courseIds: [course], classIds: [foreignClass] }, 'en')).msg).toBe(
      "Only the school's own classes can be chosen",
    );
    expect(JSON.stringify(db().staffAssignments)).toBe(before);
  });

  it('assigns courses and classes, then clears them', async () => {
    const principal = userId('principal');
    const courseIds = schoolCourses(1)
      .slice(0, 2)
      .map((c) => c.courseId);
    const classIds = [schoolClasses(1)[0].classId];
    const saved = await call<Person>('/admin/people', {
      method: 'PUT',
      token,
      body: { userId: principal, courseIds, classIds },
    });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ courseIds, classIds });
    expect(db().staffAssignments.find((a) => a.userId === principal)).toMatchObject({
      schoolId: 1,
      courseIds,
      classIds,
    });
    expect((await call(`/admin/people/${principal}`, { method: 'DELETE', token })).code).toBe(200);
    expect(db().staffAssignments.some((a) => a.userId === principal)).toBe(false);
  });

  it("refuses to assign another school's person", async () => {
    const other = await call('/admin/people', {
      method: 'PUT',
      token,
      body: { userId: userId('zhangwei'), courseIds: [1], classIds: [4] },
    });
    expect(other.code).toBe(403);
    const teacher = await login('teacher');
    expect((await call('/admin/people/list', { token: teacher })).code).toBe(403);
  });
});
