import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import { call, login } from './client';

interface Assignment {
  classTeacherId: number;
  schoolId: number;
  classId: number;
  userId: number;
  subjectId: number;
  className: string;
  teacherName: string;
  subjectName: string;
}
interface Options {
  schoolId: number | null;
  schools: { schoolId: number }[];
  classes: { classId: number }[];
  teachers: { userId: number; userName: string }[];
}

let admin = '';
beforeEach(async () => {
  admin = await login('admin');
});

const userId = (userName: string) => db().users.find((u) => u.userName === userName)!.userId;
const classOf = (schoolId: number) => db().classes.find((c) => c.schoolId === schoolId)!;

describe('class teachers', () => {
  it("keeps every class's listed teachers of its school as assignments", () => {
    for (const row of db().classTeachers) {
      const klass = db().classes.find((c) => c.classId === row.classId)!;
      expect(klass.teacherIds).toContain(row.userId);
      expect(db().users.find((u) => u.userId === row.userId)!.schoolId).toBe(klass.schoolId);
    }
    expect(db().classTeachers.length).toBeGreaterThan(0);
  });

  it("shows a school admin only their school's assignments; another school answers 403", async () => {
    const token = await login('schooladmin');
    const list = await call<unknown, Assignment>('/admin/classteacher/list', { token, query: { pageSize: 100 } });
    expect(list.total).toBe(db().classTeachers.filter((c) => c.schoolId === 1).length);
    expect(list.rows.every((r) => r.schoolId === 1)).toBe(true);
    const other = await call('/admin/classteacher/list', { token, query: { schoolId: 2 } });
    expect(other).toMatchObject({ code: 403, msg: '没有权限访问该学校的数据' });
    const options = await call<Options>('/admin/classteacher/options', { token });
    expect(options.data.schoolId).toBe(1);
    expect(options.data.schools.map((s) => s.schoolId)).toEqual([1]);
    expect(options.data.teachers.map((t) => t.userName)).toContain('teacher');
    expect(options.data.teachers.map((t) => t.userName)).not.toContain('zhangwei');
  });

  it('refuses the business developer, whose role has no class teacher screen', async () => {
    const token = await login('bd');
    expect((await call('/admin/classteacher/list', { token })).code).toBe(403);
  });

  it("assigns a teacher of the class's school and adds them to the class's teachers", async () => {
    const token = await login('schooladmin');
    const klass = classOf(1);
    const subjectId = db().subjects.find(
      (s) => !db().classTeachers.some((c) => c.classId === klass.classId && c.subjectId === s.subjectId),
    )!.subjectId;
    const teacher = userId('teacher');
    const added = await call<Assignment>('/admin/classteacher', {
      method: 'POST',
      token,
      body: { classId: klass.classId, userId: teacher, subjectId },
    });
    expect(added.code).toBe(200);
    expect(klass.teacherIds).toContain(teacher);
    const twice = await call('/admin/classteacher', {
      method: 'POST',
      token,
      body: { classId: klass.classId, userId: teacher, subjectId },
    });
    expect(twice.msg).toContain('已在');
  });

  it('refuses a teacher of another school, a class of another school and missing fields', async () => {
    const token = await login('schooladmin');
    const before = db().classTeachers.length;
    const outsider = await call('/admin/classteacher', {
      method: 'POST',
      token,
      lang: 'en',
      body: { classId: classOf(1).classId, userId: userId('zhangwei'), subjectId: 1 },
    });
    expect(outsider.msg).toBe("Only a teacher of the class's school can be assigned");
    const foreign = await call('/admin/classteacher', {
      method: 'POST',
      token,
      body: { classId: classOf(2).classId, userId: userId('zhangwei'), subjectId: 1 },
    });
    expect(foreign.code).toBe(403);
    const empty = await call('/admin/classteacher', { method: 'POST', token, body: { classId: classOf(1).classId } });
    expect(empty.msg).toBe('教师不能为空');
    const noSubject = await call('/admin/classteacher', {
      method: 'POST',
      token,
      body: { classId: classOf(1).classId, userId: userId('teacher') },
    });
    expect(noSubject.msg).toBe('科目不能为空');
    expect(db().classTeachers).toHaveLength(before);
  });

  it('removes an assignment and drops the teacher from the class when it was their last there', async () => {
    const row = db().classTeachers.find(
      (r) => db().classTeachers.filter((o) => o.classId === r.classId && o.userId === r.userId).length === 1,
    )!;
    const klass = db().classes.find((c) => c.classId === row.classId)!;
    const gone = await call(`/admin/classteacher/${row.classTeacherId}`, { method: 'DELETE', token: admin });
    expect(gone.code).toBe(200);
    expect(db().classTeachers.some((r) => r.classTeacherId === row.classTeacherId)).toBe(false);
    expect(klass.teacherIds).not.toContain(row.userId);
  });

  it("refuses a school admin removing another school's assignment", async () => {
    const token = await login('schooladmin');
    const foreign = db().classTeachers.find((r) => r.schoolId !== 1)!;
    expect((await call(`/admin/classteacher/${foreign.classTeacherId}`, { method: 'DELETE', token })).code).toBe(403);
    expect(db().classTeachers).toContainEqual(foreign);
  });
});
