import { describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import { call, login } from './client';

// Schools (docs/api.md "Schools"): the list with its filters and counts, scope per role, the
// editor's save with accounts and courses, delete refusals, enable/disable.

interface Row {
  schoolId: number;
  schoolName: string;
  schoolNameEn: string;
  schoolType: string;
  schoolStage: string;
  bdUserId: number | null;
  bdName: string;
  status: string;
  classCount: number;
  courseCount: number;
  adminCount: number;
  principalCount: number;
  teacherCount: number;
}
interface Detail extends Row {
  admins: Array<{ userId: number; userName: string }>;
  principals: Array<{ userId: number; userName: string }>;
  courseIds: number[];
}

const list = (token: string, query: Record<string, string | number> = {}, lang: 'zh' | 'en' = 'zh') =>
  call<unknown, Row>('/admin/school/list', { token, query: { pageSize: 100, ...query }, lang });
const save = (token: string, body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
  call<Detail>('/admin/school', { method: body.schoolId ? 'PUT' : 'POST', token, body, lang });

const userId = (userName: string) => db().users.find((u) => u.userName === userName)!.userId;
const basic = () => ({
  schoolName: '测试学校',
  schoolNameEn: 'Test School',
  schoolType: '1',
  schoolStage: ['1', '2'],
  manager: '测试集团',
  managerEn: 'Test Group',
  bdUserId: userId('bd'),
});

describe('the school seed', () => {
  it('has at least 30 schools covering every type and stage, each new one with its accounts and courses', () => {
    const schools = db().schools;
    expect(schools.length).toBeGreaterThanOrEqual(30);
    expect(new Set(schools.map((s) => s.schoolType))).toEqual(new Set(['0', '1', '2', '3', '4', '5', '6']));
    expect(new Set(schools.flatMap((s) => s.schoolStage.split(',')))).toEqual(new Set(['1', '2', '3', '4']));
    for (const school of schools.filter((s) => s.schoolId > 6)) {
      const staff = db().users.filter((u) => u.schoolId === school.schoolId);
      expect(staff.some((u) => u.roleIds.includes(2)) && staff.some((u) => u.roleIds.includes(3))).toBe(true);
      expect(staff.filter((u) => u.roleIds.includes(4)).length).toBeGreaterThanOrEqual(2);
      expect(db().courses.some((c) => c.schoolIds.includes(school.schoolId))).toBe(true);
      expect(db().users.find((u) => u.userId === school.bdUserId)?.roleIds).toContain(6);
    }
  });
});

describe('GET /admin/school/list', () => {
  it('gives the admin every school with the counts of its classes, courses and people', async () => {
    const reply = await list(await login('admin'));
    expect(reply.code).toBe(200);
    expect(reply.total).toBe(db().schools.length);
    const first = reply.rows.find((r) => r.schoolId === 1)!;
    const at1 = db().users.filter((u) => u.schoolId === 1);
    expect(first).toMatchObject({
      bdName: '孙丽',
      classCount: db().classes.filter((c) => c.schoolId === 1).length,
      courseCount: db().courses.filter((c) => c.schoolIds.includes(1)).length,
      adminCount: at1.filter((u) => u.roleIds.includes(2)).length,
      principalCount: at1.filter((u) => u.roleIds.includes(3)).length,
      teacherCount: at1.filter((u) => u.roleIds.includes(4)).length,
    });
    expect(first.teacherCount).toBeGreaterThanOrEqual(2);
    expect(first.classCount).toBeGreaterThan(0);
  });

  it('filters by either name, type, stage, business developer and status', async () => {
    const token = await login('admin');
    expect((await list(token, { schoolName: 'haidian' })).rows.map((r) => r.schoolId)).toEqual([1]);
    expect((await list(token, { schoolName: '海淀' })).rows.map((r) => r.schoolId)).toEqual([1]);
    expect((await list(token, { schoolType: '5' })).rows.every((r) => r.schoolType === '5')).toBe(true);
    const middle = await list(token, { schoolStage: '2' });
    expect(middle.total).toBeGreaterThan(0);
    expect(middle.rows.every((r) => r.schoolStage.split(',').includes('2'))).toBe(true);
    const bd = await list(token, { bdUserId: userId('bd') });
    expect(bd.rows.map((r) => r.schoolId)).toEqual([1, 2, 3, 6]);
    const disabled = await list(token, { status: '1' });
    expect(disabled.total).toBe(db().schools.filter((s) => s.status === '1').length);
    expect(disabled.total).toBeGreaterThan(0);
    expect((await list(token, { schoolType: '9' }, 'en')).msg).toBe('School type must be one of: 0, 1, 2, 3, 4, 5, 6');
  });

  it('gives a business developer only the schools assigned to them, and a school admin a 403', async () => {
    const reply = await list(await login('bd'));
    expect(reply.rows.map((r) => r.schoolId)).toEqual([1, 2, 3, 6]);
    expect((await list(await login('schooladmin'))).code).toBe(403);
    expect((await call('/admin/school/4', { token: await login('bd') })).code).toBe(403);
    expect((await call('/admin/school/4', { token: await login('bd'), lang: 'en' })).msg).toMatch(
      /outside your schools/,
    );
  });
});

describe('POST and PUT /admin/school', () => {
  it('creates a school with picked and new accounts and its courses, then finds it in the list with its counts', async () => {
    const token = await login('admin');
    const free = db().users.find((u) => u.schoolId === null && u.roleIds.length === 0);
    const courseIds = db()
      .courses.filter((c) => c.status === '0')
      .slice(0, 2)
      .map((c) => c.courseId);
    const reply = await save(token, {
      ...basic(),
      admins: {
        userIds: free ? [free.userId] : [],
        create: [{ userName: 'newadmin', name: '新管理员', password: 'admin123' }],
      },
      principals: { userIds: [], create: [{ userName: 'newprincipal', name: '新校长', password: 'admin123' }] },
      courseIds,
    });
    expect(reply.code).toBe(200);
    const id = reply.data.schoolId;
    expect(reply.data.principals.map((p) => p.userName)).toEqual(['newprincipal']);
    expect(reply.data.courseIds).toEqual(courseIds);
    const row = (await list(token, { schoolName: 'Test School' })).rows[0];
    expect(row).toMatchObject({
      schoolId: id,
      courseCount: 2,
      adminCount: free ? 2 : 1,
      principalCount: 1,
      teacherCount: 0,
    });
    expect(await login('newprincipal')).toBeTruthy();
  });

  it('refuses missing fields, a bad stage and a taken user name in the request language, saving nothing', async () => {
    const token = await login('admin');
    const before = { schools: db().schools.length, users: db().users.length };
    expect((await save(token, { ...basic(), schoolName: '' })).msg).toBe('学校名称不能为空');
    expect((await save(token, { ...basic(), schoolNameEn: ' ' }, 'en')).msg).toBe('English name is required');
    expect((await save(token, { ...basic(), schoolStage: [] }, 'en')).msg).toBe('Stage is required');
    expect((await save(token, { ...basic(), bdUserId: '' }, 'en')).msg).toBe('Business developer is required');
    expect((await save(token, { ...basic(), bdUserId: userId('teacher') }, 'en')).msg).toBe(
      'Please choose a valid business developer',
    );
    const taken = await save(
      token,
      {
        ...basic(),
        admins: {
          create: [
            { userName: 'fresh1', name: 'A', password: 'admin123' },
            { userName: 'admin', name: 'B', password: 'admin123' },
          ],
        },
      },
      'en',
    );
    expect(taken.msg).toBe("New school administrator 2: Cannot add user 'admin': the username is already taken");
    expect({ schools: db().schools.length, users: db().users.length }).toEqual(before);
  });

  it('refuses to pick an account of another school or platform staff', async () => {
    const token = await login('admin');
    expect((await save(token, { ...basic(), admins: { userIds: [userId('zhangwei')] } }, 'en')).msg).toBe(
      'The user "zhangwei" already works at another school',
    );
    expect((await save(token, { ...basic(), principals: { userIds: [userId('leader')] } }, 'en')).msg).toBe(
      'The user "leader" is platform staff and cannot be a school account',
    );
  });

  it('lets a business developer name only themselves and edit only their schools', async () => {
    const token = await login('bd');
    const options = await call<Array<{ userName: string }>>('/admin/school/options/developers', { token });
    expect(options.data.map((u) => u.userName)).toEqual(['bd']);
    const other = db().users.find((u) => u.userName === 'bd_east')!.userId;
    expect((await save(token, { ...basic(), bdUserId: other })).code).toBe(500);
    expect((await save(token, { ...basic(), schoolId: 4 })).code).toBe(403);
    const edited = await save(token, { ...basic(), schoolId: 2, schoolName: '上海协和双语学校（新）' });
    expect(edited.code).toBe(200);
    expect(db().schools.find((s) => s.schoolId === 2)?.schoolName).toBe('上海协和双语学校（新）');
  });
});

describe("a school's accounts", () => {
  it("offers accounts without a school or at this one, never platform staff or another school's", async () => {
    const token = await login('admin');
    const reply = await call<Array<{ userName: string }>>('/admin/school/options/accounts', {
      token,
      query: { schoolId: 1, pageSize: 100 },
    });
    const names = reply.data.map((u) => u.userName);
    expect(names).toEqual(expect.arrayContaining(['schooladmin', 'principal', 'teacher']));
    expect(names).not.toContain('zhangwei');
    expect(names).not.toContain('leader');
    expect(names).not.toContain('bd');
    const found = await call<Array<{ userName: string }>>('/admin/school/options/accounts', {
      token,
      query: { schoolId: 1, keyword: 'schoolad' },
    });
    expect(found.data.map((u) => u.userName)).toEqual(['schooladmin']);
  });

  it('moves a role: a teacher picked as principal gains it, the principal left out loses it and the school', async () => {
    const token = await login('admin');
    const reply = await save(token, {
      ...basic(),
      schoolId: 1,
      schoolName: '北京市海淀区实验小学',
      principals: { userIds: [userId('teacher')] },
    });
    expect(reply.code).toBe(200);
    expect(reply.data.principals.map((p) => p.userName)).toEqual(['teacher']);
    expect(db().users.find((u) => u.userName === 'teacher')).toMatchObject({ schoolId: 1, roleIds: [3, 4] });
    expect(db().users.find((u) => u.userName === 'principal')).toMatchObject({ schoolId: null, roleIds: [] });
    // the administrators were not sent: they stay as they were
    expect(reply.data.admins.map((a) => a.userName)).toEqual(['schooladmin']);
  });
});

describe('DELETE /admin/school and changeStatus', () => {
  it('refuses to delete a school that still has classes or people, naming them', async () => {
    const token = await login('admin');
    const reply = await call(`/admin/school/1`, { method: 'DELETE', token, lang: 'en' });
    expect(reply.msg).toMatch(
      /^The school "Beijing Haidian Experimental Primary School" still has \d+ class(es)? and \d+ people; remove them/,
    );
    expect(db().schools.some((s) => s.schoolId === 1)).toBe(true);
  });

  it('deletes an empty school and drops it from its courses', async () => {
    const token = await login('admin');
    const created = await save(token, { ...basic(), courseIds: [db().courses[0].courseId] });
    const id = created.data.schoolId;
    expect((await call(`/admin/school/${id}`, { method: 'DELETE', token })).code).toBe(200);
    expect(db().schools.some((s) => s.schoolId === id)).toBe(false);
    expect(db().courses.some((c) => c.schoolIds.includes(id))).toBe(false);
  });

  it('enables and disables a school', async () => {
    const token = await login('admin');
    const reply = await call('/admin/school/changeStatus', {
      method: 'PUT',
      token,
      body: { schoolId: 5, status: '1' },
    });
    expect(reply.code).toBe(200);
    expect(db().schools.find((s) => s.schoolId === 5)?.status).toBe('1');
  });
});

describe('school stress seed (bench only)', () => {
  it('grows the schools to the number asked with copies under new ids and names, and only once', async () => {
    const { addSchoolCopies } = await import('@mock/db/seed/stress-schools');
    const data = { schools: db().schools.slice() };
    const seededCount = data.schools.length;
    expect(addSchoolCopies(data, 1000)).toBe(1000);
    expect(addSchoolCopies(data, 1000)).toBe(1000);
    expect(new Set(data.schools.map((s) => s.schoolId)).size).toBe(1000);
    const names = data.schools.map((s) => s.schoolName);
    expect(new Set(names).size).toBe(names.length);
    const namesEn = data.schools.slice(seededCount).map((s) => s.schoolNameEn);
    expect(new Set(namesEn).size).toBe(namesEn.length);
    expect(db().schools).toHaveLength(seededCount);
  });
});
