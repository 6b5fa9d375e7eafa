import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  classes,
  courseSchools,
  staffAssignmentClasses,
  staffAssignmentCourses,
  staffAssignments,
  users,
} from '../../../server/db/schema';
import type { peopleRoutes } from '../../../server/areas/people/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { db } from '../helpers/harness';
import { userIdOf } from '../helpers/rows/school-data';
import { platformStaffIds } from '../helpers/platform-staff';

// People (docs/api.md "People"); the assignments are read from their tables.

let token = '';
beforeEach(async () => {
  token = await login('schooladmin');
});

/** The people calls, as the school admin (or `as`) in `lang`. */
const people = (lang: 'zh' | 'en' = 'zh', as = token) => api<typeof peopleRoutes>({ token: as, lang }).admin.people;
const list = (query: Record<string, string | number>, as = token) => answer(people('zh', as).list.$get({ query }));
const assign = (json: object, lang: 'zh' | 'en' = 'zh') => answer(people(lang).$put({ json }));
const userId = userIdOf;
const schoolCourses = async (schoolId: number) =>
  (
    await db()
      .select({ courseId: courseSchools.courseId })
      .from(courseSchools)
      .where(eq(courseSchools.schoolId, schoolId))
      .orderBy(asc(courseSchools.courseId))
  ).map((c) => c.courseId);
const schoolClasses = async (schoolId: number) =>
  (
    await db()
      .select({ classId: classes.classId })
      .from(classes)
      .where(eq(classes.schoolId, schoolId))
      .orderBy(asc(classes.classId))
  ).map((c) => c.classId);
/** A member's assignment as its tables hold it, or undefined. */
async function assignmentOf(userId: number) {
  const [head] = await db().select().from(staffAssignments).where(eq(staffAssignments.userId, userId));
  if (!head) return undefined;
  const courseIds = (
    await db().select().from(staffAssignmentCourses).where(eq(staffAssignmentCourses.userId, userId))
  ).map((r) => r.courseId);
  const classIds = (
    await db().select().from(staffAssignmentClasses).where(eq(staffAssignmentClasses.userId, userId))
  ).map((r) => r.classId);
  return {
    schoolId: head.schoolId,
    courseIds: courseIds.sort((a, b) => a - b),
    classIds: classIds.sort((a, b) => a - b),
  };
}
const everyAssignment = async () => JSON.stringify(await db().select().from(staffAssignmentCourses));

describe('people', () => {
  it("lists only the school admin's own school's staff with their assignments", async () => {
    const page = await list({ pageSize: 100 });
    // the school's own accounts: platform staff working there (a discipline leader who teaches) are not listed
    const staff = await platformStaffIds();
    const own = (await db().select().from(users).where(eq(users.schoolId, 1))).filter((u) => !staff.has(u.userId));
    expect(page.total).toBe(own.length);
    expect(page.rows.every((r) => r.schoolId === 1)).toBe(true);
    const teacher = page.rows.find((r) => r.userName === 'teacher')!;
    const assignment = (await assignmentOf(teacher.userId))!;
    expect(teacher.courseIds).toEqual(expect.arrayContaining(assignment.courseIds));
    expect(teacher.classNames.length).toBe(assignment.classIds.length);
    expect((await list({ schoolId: 2 })).code).toBe(403);
  });

  it('filters by whether a person has an assignment', async () => {
    const all = await list({ pageSize: 100 });
    const assigned = await list({ pageSize: 100, assigned: 1 });
    const not = await list({ pageSize: 100, assigned: 0 });
    expect(assigned.total + not.total).toBe(all.total);
    expect(assigned.rows.every((r) => r.courseIds.length > 0)).toBe(true);
    expect(not.rows.every((r) => r.courseIds.length === 0)).toBe(true);
  });

  it("offers the courses associated with the school and the school's classes", async () => {
    const options = await answer(people().options.$get());
    expect(options.data.schoolId).toBe(1);
    expect(options.data.courses.map((c) => c.courseId)).toEqual(await schoolCourses(1));
    expect(options.data.classes.map((c) => c.classId)).toEqual(await schoolClasses(1));
  });

  it('needs at least one course and one class, each of the school', async () => {
    const principal = await userId('principal');
    const course = (await schoolCourses(1))[0];
    const klass = (await schoolClasses(1))[0];
    const before = await everyAssignment();
    const put = (body: object, lang: 'zh' | 'en' = 'zh') => assign({ userId: principal, ...body }, lang);
    expect((await put({ courseIds: [], classIds: [klass] })).msg).toBe('请至少选择一个课程');
    expect((await put({ courseIds: [course], classIds: [] }, 'en')).msg).toBe('Choose at least one class');
    const mine = await schoolCourses(1);
    const [foreignCourse] = (await db().select({ courseId: courseSchools.courseId }).from(courseSchools))
      .map((c) => c.courseId)
      .filter((id) => !mine.includes(id));
    expect((await put({ courseIds: [foreignCourse], classIds: [klass] })).msg).toBe('只能选择本校的课程');
    const foreignClass = (await schoolClasses(2))[0];
    expect((await put({ courseIds: [course], classIds: [foreignClass] }, 'en')).msg).toBe(
      "Only the school's own classes can be chosen",
    );
    expect(await everyAssignment()).toBe(before);
  });

  it('assigns courses and classes, then clears them', async () => {
    const principal = await userId('principal');
    const courseIds = (await schoolCourses(1)).slice(0, 2);
    const classIds = [(await schoolClasses(1))[0]];
    const saved = await assign({ userId: principal, courseIds, classIds });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ courseIds, classIds });
    expect(await assignmentOf(principal)).toMatchObject({ schoolId: 1, courseIds, classIds });
    expect((await answer(people()[':userIds'].$delete({ param: { userIds: String(principal) } }))).code).toBe(200);
    expect(await assignmentOf(principal)).toBeUndefined();
  });

  it("refuses to assign another school's person", async () => {
    const other = await assign({ userId: await userId('zhangwei'), courseIds: [1], classIds: [4] });
    expect(other.code).toBe(403);
    const teacher = await login('teacher');
    expect((await list({}, teacher)).code).toBe(403);
  });
});
