import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles, schools, users } from '../../../server/db/schema';
import type { classRoutes } from '../../../server/areas/class/routes';
import type { memberClassRoutes } from '../../../server/areas/member/routes';
import type { schoolRoutes } from '../../../server/areas/school/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { db } from '../helpers/harness';
import { countOf, userIdOf, userState } from '../helpers/rows/school-data';

// A school's first teacher (docs/api.md "Saving a school" and "Classes, students and scores"): a
// class needs a teacher, and a new school has none. The school editor makes or picks teachers like
// its administrators and principals, and the class form makes one at the school without any
// assignment, for whoever may add the class, at their own schools only.

const teacherRoleId = async () =>
  (await db().select({ roleId: roles.roleId }).from(roles).where(eq(roles.roleKey, 'teacher')))[0].roleId;

/** The school calls, as `token` in `lang`. */
const schoolApi = (token: string, lang: 'zh' | 'en' = 'zh') => api<typeof schoolRoutes>({ token, lang }).admin.school;
/** The classes screen's calls (/admin/class), as `token` in `lang`. */
const classApi = (token: string, lang: 'zh' | 'en' = 'zh') => api<typeof classRoutes>({ token, lang }).admin.class;
/** The same calls under the school members' classes (/user/member/class). */
const memberClassApi = (token: string, lang: 'zh' | 'en' = 'zh') =>
  api<typeof memberClassRoutes>({ token, lang }).user.member.class;

const saveSchool = (token: string, json: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
  answer(json.schoolId ? schoolApi(token, lang).$put({ json }) : schoolApi(token, lang).$post({ json }));

const newSchool = async () => ({
  schoolName: '首日学校',
  schoolNameEn: 'First Day School',
  schoolType: '0',
  schoolStage: ['1'],
  bdUserId: await userIdOf('bd'),
});

/** A school's new teacher from the class form, under the classes screen or the school members'. */
const addTeacher = (
  token: string,
  json: Record<string, unknown>,
  lang: 'zh' | 'en' = 'zh',
  under: 'classes' | 'members' = 'classes',
) =>
  answer(
    under === 'members'
      ? memberClassApi(token, lang).teacher.$post({ json })
      : classApi(token, lang).teacher.$post({ json }),
  );

const account = (userName: string) => ({ userName, name: '王老师', password: 'admin123' });

describe("the school editor's teachers", () => {
  it('creates a new school with a new teacher, who can then teach its first class', async () => {
    const token = await login('admin');
    const saved = await saveSchool(token, {
      ...(await newSchool()),
      teachers: { userIds: [], create: [account('firstteacher')] },
    });
    expect(saved.code).toBe(200);
    expect(saved.data.teachers.map((t) => t.userName)).toEqual(['firstteacher']);
    expect(await userState('firstteacher')).toEqual({
      schoolId: saved.data.schoolId,
      roleIds: [await teacherRoleId()],
    });
    const added = await answer(
      classApi(token).$post({
        json: {
          schoolId: saved.data.schoolId,
          className: '一年级（1）班',
          grade: 1,
          teacherIds: [await userIdOf('firstteacher')],
          examTime: '2026-07-01 09:00:00',
        },
      }),
    );
    expect(added.code).toBe(200);
  });

  it('picks an existing account as a teacher, and keeps one who still teaches a class of the school', async () => {
    const token = await login('admin');
    const picked = await saveSchool(token, { ...(await newSchool()), teachers: { userIds: [], create: [] } });
    const free = await answer(
      schoolApi(token).options.accounts.$get({ query: { schoolId: String(picked.data.schoolId) } }),
    );
    const candidate = free.data[0];
    if (candidate) {
      const again = await saveSchool(token, {
        ...(await newSchool()),
        schoolId: picked.data.schoolId,
        teachers: { userIds: [candidate.userId] },
      });
      expect(again.data.teachers.map((t) => t.userId)).toEqual([candidate.userId]);
    }
    // the seed's teacher teaches classes of school 1: left out, they are refused, not dropped
    const [school] = await db().select().from(schools).where(eq(schools.schoolId, 1));
    const body = { ...school, schoolStage: school.schoolStage.split(','), teachers: { userIds: [] } };
    const refused = await saveSchool(token, body, 'en');
    expect(refused.msg).toMatch(
      /^The teacher ".+" still teaches a class of this school; change that class's teachers first$/,
    );
    expect((await saveSchool(token, body)).msg).toMatch(/^教师“.+”仍在本校班级任教，请先更换该班级的教师$/);
    expect((await userState('teacher')).schoolId).toBe(1);
  });
});

describe("a school's accounts in the editor", () => {
  it('leave out platform staff, so the school saves unchanged', async () => {
    // `multi` works at school 1 as a teacher and is also a discipline leader: platform staff
    const token = await login('admin');
    const before = await userState('multi');
    const detail = await answer(schoolApi(token)[':schoolId'].$get({ param: { schoolId: '1' } }));
    const listed = [...detail.data.admins, ...detail.data.principals, ...detail.data.teachers];
    expect(listed.map((a) => a.userName)).not.toContain('multi');
    const [school] = await db().select().from(schools).where(eq(schools.schoolId, 1));
    const ids = (accounts: Array<{ userId: number }>) => ({ userIds: accounts.map((a) => a.userId), create: [] });
    const saved = await saveSchool(token, {
      ...school,
      schoolStage: school.schoolStage.split(','),
      admins: ids(detail.data.admins),
      principals: ids(detail.data.principals),
      teachers: ids(detail.data.teachers),
    });
    expect({ code: saved.code, msg: saved.msg }).toEqual({ code: 200, msg: expect.anything() });
    // and `multi` keeps its place and roles: the editor did not touch it
    expect(await userState('multi')).toEqual(before);
  });
});

describe('POST /admin/class/teacher', () => {
  it("makes an account at the school holding only the teacher role, offered at once as the class's teacher", async () => {
    const token = await login('admin');
    const made = await addTeacher(token, { ...account('newteacher'), schoolId: 1, roleIds: [1], phonenumber: '' });
    expect(made.code).toBe(200);
    expect(made.data).toMatchObject({ name: '王老师', schoolId: 1 });
    expect(await userState('newteacher')).toEqual({ schoolId: 1, roleIds: [await teacherRoleId()] });
    const options = await answer(classApi(token).options.$get());
    expect(options.data.teachers).toContainEqual({ userId: made.data.userId, name: '王老师', schoolId: 1 });
  });

  it('follows the users screen rules, in the request language', async () => {
    const token = await login('admin');
    const before = await countOf(users);
    expect((await addTeacher(token, { ...account('a'), schoolId: 1 }, 'en')).msg).toBe(
      'Username must be 2 to 20 characters long',
    );
    expect((await addTeacher(token, { ...account('a'), schoolId: 1 })).msg).toBe('用户名长度必须介于 2 和 20 之间');
    expect((await addTeacher(token, { ...account('teacher'), schoolId: 1 }, 'en')).msg).toMatch(/'teacher'/);
    expect((await addTeacher(token, account('noschool'), 'en')).msg).toBe('School is required');
    expect(await countOf(users)).toBe(before);
  });

  it("stays within the caller's schools: a school's own staff at theirs, another school refused with 403", async () => {
    const admin = await login('schooladmin');
    const own = await addTeacher(admin, account('ownteacher'));
    expect(own.data.schoolId).toBe(1);
    const before = await countOf(users);
    expect((await addTeacher(admin, { ...account('elsewhere'), schoolId: 2 })).code).toBe(403);
    const bd = await login('bd');
    const [notTheirs] = await db()
      .select({ schoolId: schools.schoolId })
      .from(schools)
      .where(and(ne(schools.bdUserId, await userIdOf('bd'))))
      .limit(1);
    expect((await addTeacher(bd, { ...account('notbds'), schoolId: notTheirs.schoolId })).code).toBe(403);
    expect((await addTeacher(await login('teacher'), { ...account('byteacher'), schoolId: 1 })).code).toBe(403);
    expect(await countOf(users)).toBe(before);
  });

  it("is the same call under the school members' classes", async () => {
    const made = await addTeacher(await login('schooladmin'), account('memberteacher'), 'zh', 'members');
    expect(made.code).toBe(200);
    expect(await userState('memberteacher')).toEqual({ schoolId: 1, roleIds: [await teacherRoleId()] });
  });
});
