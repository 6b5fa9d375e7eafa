import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseSchools, roles, userRoles, users } from '../../../server/db/schema';
import type { schoolRoutes } from '../../../server/areas/school/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { db } from '../helpers/harness';
import {
  classCountAt,
  countOf,
  courseCountAt,
  enabledCourseIds,
  freeUserId,
  schoolIdsUsing,
  schoolRow,
  schoolRows,
  staffCountAt,
  userIdOf,
  userState,
} from '../helpers/rows/school-data';

// Schools (docs/api.md "Schools"): the list with its filters and counts, scope per role, the
// editor's save with accounts and courses, delete refusals, enable/disable.

/** The school calls, as `token` in `lang`. */
const schoolApi = (token: string, lang: 'zh' | 'en' = 'zh') => api<typeof schoolRoutes>({ token, lang }).admin.school;
const list = (token: string, query: Record<string, string | number> = {}, lang: 'zh' | 'en' = 'zh') =>
  answer(schoolApi(token, lang).list.$get({ query: { pageSize: 100, ...query } }));
const save = (token: string, json: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
  answer(json.schoolId ? schoolApi(token, lang).$put({ json }) : schoolApi(token, lang).$post({ json }));
const read = (token: string, schoolId: number, lang: 'zh' | 'en' = 'zh') =>
  answer(schoolApi(token, lang)[':schoolId'].$get({ param: { schoolId: String(schoolId) } }));
const remove = (token: string, schoolIds: string, lang: 'zh' | 'en' = 'zh') =>
  answer(schoolApi(token, lang)[':schoolIds'].$delete({ param: { schoolIds } }));
const accounts = (token: string, query: Record<string, string | number>) =>
  answer(schoolApi(token).options.accounts.$get({ query }));

const basic = async () => ({
  schoolName: '测试学校',
  schoolNameEn: 'Test School',
  schoolType: '1',
  schoolStage: ['1', '2'],
  manager: '测试集团',
  managerEn: 'Test Group',
  bdUserId: await userIdOf('bd'),
});

describe('the school seed', () => {
  it('has at least 30 schools covering every type and stage, each new one with its accounts and courses', async () => {
    const all = await schoolRows();
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((s) => s.schoolType))).toEqual(new Set(['0', '1', '2', '3', '4', '5', '6']));
    expect(new Set(all.flatMap((s) => s.schoolStage.split(',')))).toEqual(new Set(['1', '2', '3', '4']));
    const using = await schoolIdsUsing();
    for (const school of all.filter((s) => s.schoolId > 6)) {
      expect(await staffCountAt(school.schoolId, 'school_admin')).toBeGreaterThan(0);
      expect(await staffCountAt(school.schoolId, 'principal')).toBeGreaterThan(0);
      expect(await staffCountAt(school.schoolId, 'teacher')).toBeGreaterThanOrEqual(2);
      expect(using).toContain(school.schoolId);
      const developerRoles = await db()
        .select({ roleKey: roles.roleKey })
        .from(userRoles)
        .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
        .where(eq(userRoles.userId, school.bdUserId!));
      expect(developerRoles.map((r) => r.roleKey)).toContain('A4');
    }
  });
});

describe('GET /admin/school/list', () => {
  it('gives the admin every school with the counts of its classes, courses and people', async () => {
    const reply = await list(await login('admin'));
    expect(reply.code).toBe(200);
    expect(reply.total).toBe(await countOf((await import('../../../server/db/schema')).schools));
    const first = reply.rows.find((r) => r.schoolId === 1)!;
    expect(first).toMatchObject({
      bdName: '孙丽',
      classCount: await classCountAt(1),
      courseCount: await courseCountAt(1),
      adminCount: await staffCountAt(1, 'school_admin'),
      principalCount: await staffCountAt(1, 'principal'),
      teacherCount: await staffCountAt(1, 'teacher'),
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
    const bd = await list(token, { bdUserId: await userIdOf('bd') });
    expect(bd.rows.map((r) => r.schoolId)).toEqual([1, 2, 3, 6]);
    const disabled = await list(token, { status: '1' });
    expect(disabled.total).toBe((await schoolRows()).filter((s) => s.status === '1').length);
    expect(disabled.total).toBeGreaterThan(0);
    expect((await list(token, { schoolType: '9' }, 'en')).msg).toBe('School type must be one of: 0, 1, 2, 3, 4, 5, 6');
  });

  it('gives a business developer only the schools assigned to them, and a school admin a 403', async () => {
    const reply = await list(await login('bd'));
    expect(reply.rows.map((r) => r.schoolId)).toEqual([1, 2, 3, 6]);
    expect((await list(await login('schooladmin'))).code).toBe(403);
    expect((await read(await login('bd'), 4)).code).toBe(403);
    expect((await read(await login('bd'), 4, 'en')).msg).toMatch(/outside your schools/);
  });

  it('pages in SQL: a page past the end answers the last page, and the total counts every match', async () => {
    const token = await login('admin');
    const total = (await list(token)).total;
    const last = await list(token, { pageSize: 10, pageNum: 99 });
    expect(last.total).toBe(total);
    expect(last.rows).toHaveLength(total % 10 || 10);
  });

  it('keeps the order asked for, each school with its own counts, whatever the page', async () => {
    const token = await login('admin');
    const all = (await list(token)).rows;
    // newest first (ids compare alike on either database, where names follow its collation)
    const newest = await list(token, { orderByColumn: 'schoolId', isAsc: 'desc', pageSize: 3, pageNum: 2 });
    const expected = [...all].sort((a, b) => b.schoolId - a.schoolId).slice(3, 6);
    expect(newest.rows.map((r) => r.schoolId)).toEqual(expected.map((r) => r.schoolId));
    // the same rows, counts and all, as the whole list answers them
    expect(newest.rows).toEqual(expected);
  });
});

describe('POST and PUT /admin/school', () => {
  it('creates a school with picked and new accounts and its courses, then finds it in the list with its counts', async () => {
    const token = await login('admin');
    const free = await freeUserId();
    const courseIds = (await enabledCourseIds()).slice(0, 2);
    const reply = await save(token, {
      ...(await basic()),
      admins: {
        userIds: free ? [free] : [],
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
    const { schools } = await import('../../../server/db/schema');
    const before = { schools: await countOf(schools), users: await countOf(users) };
    const body = await basic();
    expect((await save(token, { ...body, schoolName: '' })).msg).toBe('学校名称不能为空');
    expect((await save(token, { ...body, schoolNameEn: ' ' }, 'en')).msg).toBe('English name is required');
    expect((await save(token, { ...body, schoolStage: [] }, 'en')).msg).toBe('Stage is required');
    expect((await save(token, { ...body, bdUserId: '' }, 'en')).msg).toBe('Business developer is required');
    expect((await save(token, { ...body, bdUserId: await userIdOf('teacher') }, 'en')).msg).toBe(
      'Please choose a valid business developer',
    );
    const taken = await save(
      token,
      {
        ...body,
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
    expect({ schools: await countOf(schools), users: await countOf(users) }).toEqual(before);
  });

  it('refuses a school name that is taken', async () => {
    const token = await login('admin');
    expect((await save(token, { ...(await basic()), schoolName: '上海协和双语学校' }, 'en')).msg).toBe(
      'A school named "上海协和双语学校" already exists',
    );
  });

  it('refuses to pick an account of another school or platform staff', async () => {
    const token = await login('admin');
    const body = await basic();
    expect((await save(token, { ...body, admins: { userIds: [await userIdOf('zhangwei')] } }, 'en')).msg).toBe(
      'The user "zhangwei" already works at another school',
    );
    expect((await save(token, { ...body, principals: { userIds: [await userIdOf('leader')] } }, 'en')).msg).toBe(
      'The user "leader" is platform staff and cannot be a school account',
    );
  });

  it('lets a business developer name only themselves and edit only their schools', async () => {
    const token = await login('bd');
    const options = await answer(schoolApi(token).options.developers.$get());
    expect(options.data.map((u) => u.userName)).toEqual(['bd']);
    const body = await basic();
    const other = await userIdOf('bd_east');
    expect((await save(token, { ...body, bdUserId: other })).code).toBe(500);
    expect((await save(token, { ...body, schoolId: 4 })).code).toBe(403);
    const edited = await save(token, { ...body, schoolId: 2, schoolName: '上海协和双语学校（新）' });
    expect(edited.code).toBe(200);
    expect((await schoolRow(2)).schoolName).toBe('上海协和双语学校（新）');
  });
});

describe("a school's accounts", () => {
  it("offers accounts without a school or at this one, never platform staff or another school's", async () => {
    const token = await login('admin');
    const reply = await accounts(token, { schoolId: 1, pageSize: 100 });
    const names = reply.data.map((u) => u.userName);
    expect(names).toEqual(expect.arrayContaining(['schooladmin', 'principal', 'teacher']));
    expect(names).not.toContain('zhangwei');
    expect(names).not.toContain('leader');
    expect(names).not.toContain('bd');
    const found = await accounts(token, { schoolId: 1, keyword: 'schoolad' });
    expect(found.data.map((u) => u.userName)).toEqual(['schooladmin']);
  });

  it('moves a role: a teacher picked as principal gains it, the principal left out loses it and the school', async () => {
    const token = await login('admin');
    const reply = await save(token, {
      ...(await basic()),
      schoolId: 1,
      schoolName: '北京市海淀区实验小学',
      principals: { userIds: [await userIdOf('teacher')] },
    });
    expect(reply.code).toBe(200);
    expect(reply.data.principals.map((p) => p.userName)).toEqual(['teacher']);
    expect(await userState('teacher')).toEqual({ schoolId: 1, roleIds: [3, 4] });
    expect(await userState('principal')).toEqual({ schoolId: null, roleIds: [] });
    // the administrators were not sent: they stay as they were
    expect(reply.data.admins.map((a) => a.userName)).toEqual(['schooladmin']);
  });
});

describe('DELETE /admin/school and changeStatus', () => {
  it('refuses to delete a school that still has classes or people, naming them', async () => {
    const token = await login('admin');
    const reply = await remove(token, '1', 'en');
    expect(reply.msg).toMatch(
      /^The school "Beijing Haidian Experimental Primary School" still has \d+ class(es)? and \d+ people; remove them/,
    );
    expect(await schoolRow(1)).toBeDefined();
  });

  it('deletes an empty school and drops it from its courses', async () => {
    const token = await login('admin');
    const created = await save(token, { ...(await basic()), courseIds: [(await enabledCourseIds())[0]] });
    const id = created.data.schoolId;
    expect((await remove(token, String(id))).code).toBe(200);
    expect(await schoolRow(id)).toBeUndefined();
    expect(await db().select().from(courseSchools).where(eq(courseSchools.schoolId, id))).toEqual([]);
  });

  it('deletes nothing when one of the schools is refused', async () => {
    const token = await login('admin');
    const created = await save(token, { ...(await basic()) });
    const id = created.data.schoolId;
    expect((await remove(token, `${id},1`)).code).toBe(500);
    expect(await schoolRow(id)).toBeDefined();
  });

  it('enables and disables a school', async () => {
    const token = await login('admin');
    const reply = await answer(schoolApi(token).changeStatus.$put({ json: { schoolId: 5, status: '1' } }));
    expect(reply.code).toBe(200);
    expect((await schoolRow(5)).status).toBe('1');
  });
});
