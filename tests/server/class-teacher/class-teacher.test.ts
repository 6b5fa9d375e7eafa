import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { classes, classTeachers, subjects, subjectTeachers, users } from '../../../server/db/schema';
import type { classTeacherRoutes } from '../../../server/areas/class-teacher/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { db } from '../helpers/harness';
import { userIdOf } from '../helpers/rows/school-data';

// Class teachers (docs/api.md "Class teachers"); the class's teachers are read from
// school_class_teacher.

let admin = '';
beforeEach(async () => {
  admin = await login('admin');
});

/** The class-teacher calls, as `token` in `lang`. */
const classTeachersOf = (token: string, lang: 'zh' | 'en' = 'zh') =>
  api<typeof classTeacherRoutes>({ token, lang }).admin.classteacher;
const list = (token: string, query: Record<string, string | number> = {}) =>
  answer(classTeachersOf(token).list.$get({ query }));
const assign = (token: string, json: object, lang: 'zh' | 'en' = 'zh') =>
  answer(classTeachersOf(token, lang).$post({ json }));
const remove = (token: string, id: number) =>
  answer(classTeachersOf(token)[':ids'].$delete({ param: { ids: String(id) } }));
const userId = userIdOf;
const assignments = () => db().select().from(subjectTeachers).orderBy(asc(subjectTeachers.classTeacherId));
const classOf = async (schoolId: number) =>
  (await db().select().from(classes).where(eq(classes.schoolId, schoolId)).orderBy(asc(classes.classId)))[0];
const teacherIdsOf = async (classId: number) =>
  (await db().select().from(classTeachers).where(eq(classTeachers.classId, classId))).map((t) => t.userId);

describe('class teachers', () => {
  it("keeps every class's listed teachers of its school as assignments", async () => {
    const rows = await assignments();
    for (const row of rows) {
      const [klass] = await db().select().from(classes).where(eq(classes.classId, row.classId));
      expect(await teacherIdsOf(row.classId)).toContain(row.userId);
      const [user] = await db().select().from(users).where(eq(users.userId, row.userId));
      expect(user.schoolId).toBe(klass.schoolId);
    }
    expect(rows.length).toBeGreaterThan(0);
  });

  it("shows a school admin only their school's assignments; another school answers 403", async () => {
    const token = await login('schooladmin');
    const page = await list(token, { pageSize: 100 });
    expect(page.total).toBe((await assignments()).filter((c) => c.schoolId === 1).length);
    expect(page.rows.every((r) => r.schoolId === 1)).toBe(true);
    const other = await list(token, { schoolId: 2 });
    expect(other).toMatchObject({ code: 403, msg: '没有权限访问该学校的数据' });
    const options = await answer(classTeachersOf(token).options.$get({ query: {} }));
    expect(options.data.schoolId).toBe(1);
    expect(options.data.schools.map((s) => s.schoolId)).toEqual([1]);
    expect(options.data.teachers.map((t) => t.userName)).toContain('teacher');
    expect(options.data.teachers.map((t) => t.userName)).not.toContain('zhangwei');
  });

  it('refuses the business developer, whose role has no class teacher screen', async () => {
    const token = await login('bd');
    expect((await list(token)).code).toBe(403);
  });

  it("assigns a teacher of the class's school and adds them to the class's teachers", async () => {
    const token = await login('schooladmin');
    const klass = await classOf(1);
    const taken = (await assignments()).filter((c) => c.classId === klass.classId).map((c) => c.subjectId);
    const subjectId = (await db().select().from(subjects)).find((s) => !taken.includes(s.subjectId))!.subjectId;
    const teacher = await userId('teacher');
    const added = await assign(token, { classId: klass.classId, userId: teacher, subjectId });
    expect(added.code).toBe(200);
    expect(await teacherIdsOf(klass.classId)).toContain(teacher);
    const twice = await assign(token, { classId: klass.classId, userId: teacher, subjectId });
    expect(twice.msg).toContain('已在');
  });

  it('refuses a teacher of another school, a class of another school and missing fields', async () => {
    const token = await login('schooladmin');
    const before = (await assignments()).length;
    const first = (await classOf(1)).classId;
    const outsider = await assign(token, { classId: first, userId: await userId('zhangwei'), subjectId: 1 }, 'en');
    expect(outsider.msg).toBe("Only a teacher of the class's school can be assigned");
    const foreign = await assign(token, {
      classId: (await classOf(2)).classId,
      userId: await userId('zhangwei'),
      subjectId: 1,
    });
    expect(foreign.code).toBe(403);
    const empty = await assign(token, { classId: first });
    expect(empty.msg).toBe('教师不能为空');
    const noSubject = await assign(token, { classId: first, userId: await userId('teacher') });
    expect(noSubject.msg).toBe('科目不能为空');
    expect(await assignments()).toHaveLength(before);
  });

  it('removes an assignment and drops the teacher from the class when it was their last there', async () => {
    const rows = await assignments();
    const row = rows.find((r) => rows.filter((o) => o.classId === r.classId && o.userId === r.userId).length === 1)!;
    const gone = await remove(admin, row.classTeacherId);
    expect(gone.code).toBe(200);
    expect((await assignments()).some((r) => r.classTeacherId === row.classTeacherId)).toBe(false);
    expect(await teacherIdsOf(row.classId)).not.toContain(row.userId);
  });

  it("refuses a school admin removing another school's assignment", async () => {
    const token = await login('schooladmin');
    const foreign = (await assignments()).find((r) => r.schoolId !== 1)!;
    expect((await remove(token, foreign.classTeacherId)).code).toBe(403);
    expect(
      await db().select().from(subjectTeachers).where(eq(subjectTeachers.classTeacherId, foreign.classTeacherId)),
    ).toHaveLength(1);
  });
});
