import { eq } from 'drizzle-orm';
import type { InferResponseType } from 'hono/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { createPglite, pgliteDatabase, type Database } from '../../../server/db/client';
import { prepareDatabase } from '../../../server/db/prepare';
import { captchas } from '../../../server/db/schema';
import { call as callDemo, login as loginDemo, request, type CallOptions, type Envelope } from '../helpers/client';
import { TestClock } from '../helpers/clock';
import type { homeRoutes } from '../../../server/areas/home/routes';
import type { api } from '../helpers/api';

// docs/api.md "Home": the platform administrator's first-run checklist. A school's first start
// (SEED=school) opens it; each step is done when its data exists, read from the tables at each
// call; it closes when every step is done or when the administrator dismisses it. The demo data
// never opens it.

/** Initdb of a new, empty database: slow on a loaded machine. */
const NEW_DATABASE_MS = 120_000;
const ADMIN_PASSWORD = 'Our-School-2026';
/** The administrator's own password, chosen at the first login. */
const ADMIN_OWN = 'Our-Own-2026';
const STEPS = ['site', 'registration', 'developers', 'disciplines', 'school', 'classes', 'courses'];

/**
 * The checklist as GET /home/setup answers it: these calls go to an app of their own (the school's
 * database), not the shared one the typed client calls, so they go by path with the route's own type.
 */
type Setup = InferResponseType<ReturnType<typeof api<typeof homeRoutes>>['home']['setup']['$get']>['data'];

describe("the first-run checklist of a school's database", () => {
  let school: Database;
  const clock = new TestClock();
  let admin = '';

  const call = async <D = unknown, R = unknown>(path: string, options: CallOptions = {}) => {
    const app = createApp({ db: school.db, clock });
    return (await (await app.fetch(request(path, options))).json()) as Envelope<D, R>;
  };
  // A school's captcha is drawn as paths a test cannot read: the answer is the one the server keeps.
  const login = async (username: string, password: string) => {
    const captcha = await call('/captchaImage');
    const [kept] = await school.db
      .select({ answer: captchas.answer })
      .from(captchas)
      .where(eq(captchas.uuid, String(captcha.uuid)));
    const reply = await call<{ token: string }>('/login', {
      method: 'POST',
      body: { username, password, code: kept?.answer ?? '', uuid: captcha.uuid },
    });
    expect(reply.code).toBe(200);
    return reply.data.token;
  };
  const setup = async (token = admin) => (await call<Setup>('/home/setup', { token })).data;
  const doneSteps = async () => (await setup()).steps.filter((s) => s.done).map((s) => s.key);
  const ok = async (path: string, options: CallOptions) => {
    const reply = await call<Record<string, number>>(path, { token: admin, ...options });
    expect({ path, code: reply.code, msg: reply.msg }).toEqual({ path, code: 200, msg: expect.anything() });
    return reply.data;
  };
  const roleIdOf = async (roleKey: string) => {
    const options = await call<{ roles: Array<{ roleId: number; roleKey: string }> }>('/system/user/', {
      token: admin,
    });
    return options.data.roles.find((r) => r.roleKey === roleKey)!.roleId;
  };
  const userIdOf = async (userName: string) => {
    const list = await call<unknown, { userId: number }>('/system/user/list', { token: admin, query: { userName } });
    return list.rows[0].userId;
  };

  beforeAll(async () => {
    school = pgliteDatabase(await createPglite());
    await prepareDatabase(school, { seed: 'school', adminPassword: ADMIN_PASSWORD });
    // a save in the same second as the seed is not told from the seed's own stamp
    clock.advance(1000);
    admin = await login('admin', ADMIN_PASSWORD);
    // the first password is one to change before anything else (docs/security.md "First password")
    const changed = await call('/system/user/profile/updatePwd', {
      method: 'PUT',
      token: admin,
      body: { oldPassword: ADMIN_PASSWORD, newPassword: ADMIN_OWN },
    });
    expect(changed.code).toBe(200);
  }, NEW_DATABASE_MS);
  afterAll(async () => {
    await school?.close();
  });

  it('is open on the first start, with every step to do', async () => {
    expect(await setup()).toEqual({ open: true, steps: STEPS.map((key) => ({ key, done: false })) });
  });

  it('ticks each step when its data appears, and closes when all are done', async () => {
    const site = { name: '星河中学', enname: 'Galaxy School', slogan: '星河', sloganEn: 'Stars', logo: '/favicon.svg' };
    await ok('/admin/siteconfig', { method: 'PUT', body: site });
    expect(await doneSteps()).toEqual(['site']);

    // deciding on registration is saving its parameter, whatever the value
    const register = await call<unknown, Record<string, unknown>>('/system/config/list', {
      token: admin,
      query: { configKey: 'sys.account.registerUser' },
    });
    await ok('/system/config', { method: 'PUT', body: register.rows[0] });
    expect(await doneSteps()).toEqual(['site', 'registration']);

    const user = (userName: string, roleKey: string) =>
      roleIdOf(roleKey).then((roleId) => ({ userName, name: userName, password: 'secret1', roleIds: [roleId] }));
    await ok('/system/user', { method: 'POST', body: await user('bd1', 'A4') });
    expect(await doneSteps()).toEqual(['site', 'registration', 'developers']);

    const { disciplineId } = await ok('/admin/discipline', {
      method: 'POST',
      body: { disciplineName: '科学', disciplineNameEn: 'Science', sort: 1 },
    });
    // a discipline without a subject cannot classify a course yet
    expect(await doneSteps()).toEqual(['site', 'registration', 'developers']);
    const { subjectId } = await ok('/admin/subject', {
      method: 'POST',
      body: { disciplineId, subjectName: '物理', subjectNameEn: 'Physics', sort: 1 },
    });
    expect(await doneSteps()).toEqual(['site', 'registration', 'developers', 'disciplines']);

    const { schoolId } = await ok('/admin/school', {
      method: 'POST',
      body: {
        schoolName: '星河中学',
        schoolNameEn: 'Galaxy School',
        schoolType: '0',
        schoolStage: ['2'],
        bdUserId: await userIdOf('bd1'),
        principals: { userIds: [], create: [{ userName: 'li', name: 'Li', password: 'secret1' }] },
      },
    });
    // a school whose accounts hold no teacher cannot have a class yet
    expect(await doneSteps()).toEqual(['site', 'registration', 'developers', 'disciplines']);
    await ok('/system/user/authRole', {
      method: 'PUT',
      body: { userId: await userIdOf('li'), roleIds: [await roleIdOf('teacher')] },
    });
    expect(await doneSteps()).toEqual(['site', 'registration', 'developers', 'disciplines', 'school']);

    await ok('/admin/class', {
      method: 'POST',
      body: {
        schoolId,
        classNameZh: '一班',
        classNameEn: 'Class 1',
        grade: 7,
        teacherIds: [await userIdOf('li')],
        examTime: '2027-01-10 09:00:00',
      },
    });
    expect(await doneSteps()).toEqual(['site', 'registration', 'developers', 'disciplines', 'school', 'classes']);

    const { courseId } = await ok('/admin/course', {
      method: 'POST',
      body: {
        title: '光与影',
        description: '认识光。',
        gradeStart: 7,
        gradeEnd: 8,
        disciplineId,
        subjectId,
        classHours: 2,
        cover: '/favicon.svg',
        lessons: [],
      },
    });
    // a course no school uses is not yet the school's
    expect((await setup()).open).toBe(true);
    await ok(`/admin/course/${courseId}/schools`, { method: 'PUT', body: { associate: [schoolId] } });
    expect(await setup()).toEqual({ open: false, steps: STEPS.map((key) => ({ key, done: true })) });
  });

  it('answers only the platform administrator, and leaves it open for them', async () => {
    const courseId = (await call<unknown, { courseId: number }>('/admin/course/list', { token: admin })).rows[0]
      .courseId;
    const schoolId = (await call<unknown, { schoolId: number }>('/admin/school/list', { token: admin })).rows[0]
      .schoolId;
    // the school stops using its only course: that step is to do again
    await ok(`/admin/course/${courseId}/schools`, { method: 'PUT', body: { dissociate: [schoolId] } });
    expect((await setup()).open).toBe(true);

    for (const [username, password] of [
      ['bd1', 'secret1'],
      ['li', 'secret1'],
    ]) {
      const token = await login(username, password);
      expect((await call('/home/setup', { token })).code).toBe(403);
      expect((await call('/home/setup/dismiss', { method: 'PUT', token })).code).toBe(403);
    }
    expect((await call('/home/setup')).code).toBe(401);
    expect((await call('/home/setup/dismiss', { method: 'PUT' })).code).toBe(401);
    expect((await setup()).open).toBe(true);
  });

  it('stays closed once the administrator dismisses it, steps still answered', async () => {
    expect((await setup()).open).toBe(true);
    const dismissed = await call<Setup>('/home/setup/dismiss', { method: 'PUT', token: admin });
    expect(dismissed.code).toBe(200);
    expect(dismissed.data.open).toBe(false);
    expect(dismissed.data.steps.find((s) => s.key === 'courses')).toEqual({ key: 'courses', done: false });
    // stored on the server: another session of the administrator finds it closed
    const again = await login('admin', ADMIN_OWN);
    expect((await setup(again)).open).toBe(false);
  });
});

describe('the first-run checklist of the demo data', () => {
  it('is never open', async () => {
    const reply = await callDemo<Setup>('/home/setup', { token: await loginDemo('admin') });
    expect(reply.code).toBe(200);
    expect(reply.data.open).toBe(false);
    expect(reply.data.steps.map((s) => s.key)).toEqual(STEPS);
  });
});
