import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles, schools as schoolTable, userRoles, users } from '../../../server/db/schema';
import { db } from '../helpers/harness';
import type { accountRoutes } from '../../../server/areas/account/routes';
import type { approvalRoutes } from '../../../server/areas/approval/routes';
import { answer, api } from '../helpers/api';
import { call, captcha, login, loginReply } from '../helpers/client';

// Approvals (docs/api.md "Approvals"), the login's refusal of an applicant still waiting or
// rejected included.

/** The approval calls, as `token` in `lang`. */
const approvals = (token: string, lang: 'zh' | 'en' = 'zh') => api<typeof approvalRoutes>({ token, lang });
const list = async (username: string, query: Record<string, string | number> = {}, lang: 'zh' | 'en' = 'zh') =>
  answer(approvals(await login(username), lang).admin.approval.list.$get({ query: { pageSize: 100, ...query } }));
const apply = (token: string, json: object) => answer(approvals(token).approval.apply.$post({ json }));

/** The deciding calls by path: approve, reject and mode, whose answers the tests read as code and msg. */
const put = async (username: string, path: string, body: unknown, lang: 'zh' | 'en' = 'zh') =>
  call(path, { method: 'PUT', token: await login(username), body, lang });

const pendingOf = async (userName: string) => {
  const row = (await list('admin')).rows.find((a) => a.applicantUserName === userName);
  if (!row) throw new Error(`no application of ${userName}`);
  return row;
};

describe('GET /admin/approval/list', () => {
  it('seeds applications in every state, newest first, with school and role names', async () => {
    const reply = await list('admin', {}, 'en');
    expect(new Set(reply.rows.map((a) => a.status))).toEqual(new Set(['0', '1', '2']));
    const times = reply.rows.map((a) => (a as unknown as { createTime: string }).createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(reply.rows.find((a) => a.applicantUserName === 'guojing')).toMatchObject({
      roleNameEn: 'Principal',
      status: '2',
      reason: expect.any(String),
    });
  });

  it('shows a school admin only their own school, a business developer only their schools', async () => {
    const own = (await list('schooladmin')).rows;
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((a) => a.schoolId))).toEqual(new Set([1]));
    const bdSchools = new Set(
      (await db().select({ schoolId: schoolTable.schoolId }).from(schoolTable).where(eq(schoolTable.bdUserId, 6))).map(
        (s) => s.schoolId,
      ),
    );
    const bd = (await list('bd')).rows;
    expect(bd.length).toBeGreaterThan(0);
    expect(bd.every((a) => bdSchools.has(a.schoolId))).toBe(true);
    expect(bd.length).toBeLessThan((await list('admin')).total);
  });

  it('filters by school, status, role and applicant name or account', async () => {
    expect((await list('admin', { status: '2' })).rows.every((a) => a.status === '2')).toBe(true);
    expect((await list('admin', { schoolId: 2 })).rows.every((a) => a.schoolId === 2)).toBe(true);
    expect((await list('admin', { roleKey: 'principal' })).rows.every((a) => a.roleKey === 'principal')).toBe(true);
    expect((await list('admin', { applicant: '黄芳' })).rows.map((a) => a.applicantUserName)).toEqual(['huangfang']);
    expect((await list('admin', { applicant: 'OLIVIA' })).rows.map((a) => a.applicantName)).toEqual(['Olivia Brown']);
    expect(await list('admin', { status: '7' }, 'en')).toMatchObject({
      code: 500,
      msg: expect.stringContaining('Approval status'),
      kind: 'invalid',
    });
  });

  it('refuses roles without the screen', async () => {
    expect(await list('teacher')).toMatchObject({ code: 403 });
  });
});

describe('approving and rejecting', () => {
  it('an approved applicant gets the role at the school and can log in with it', async () => {
    const refused = await loginReply('huangfang', 'admin123', 'en');
    expect(refused).toMatchObject({ code: 500, msg: expect.stringContaining('awaiting approval') });
    const application = await pendingOf('huangfang');
    expect(
      await put('schooladmin', '/admin/approval/approve', { approvalIds: [application.approvalId] }),
    ).toMatchObject({
      code: 200,
    });
    const [user] = await db().select().from(users).where(eq(users.userName, 'huangfang'));
    expect(user.schoolId).toBe(1);
    const held = await db()
      .select({ roleKey: roles.roleKey })
      .from(userRoles)
      .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
      .where(eq(userRoles.userId, user.userId));
    expect(held.map((r) => r.roleKey)).toEqual(['teacher']);
    const info = await answer(api<typeof accountRoutes>({ token: await login('huangfang') }).getInfo.$get());
    expect(info).toMatchObject({ code: 200, data: { roles: ['teacher'] } });
    expect((await pendingOf('huangfang')).updateBy).toBe('schooladmin');
  });

  it('a rejection keeps its reason, and the applicant is told it at login', async () => {
    const application = await pendingOf('sunli');
    await put('schooladmin', '/admin/approval/reject', { approvalIds: [application.approvalId], reason: '岗位已满' });
    expect(await pendingOf('sunli')).toMatchObject({ status: '2', reason: '岗位已满' });
    expect(await loginReply('sunli')).toMatchObject({
      code: 500,
      msg: '您加入“北京市海淀区实验小学”的申请未通过：岗位已满',
      kind: 'invalid',
    });
  });

  it('decides many at once, all or nothing, and never twice', async () => {
    // a school's administrator decides the applications for teacher; one for principal waits for
    // the platform administrator or the business developer (approval-grants.test.ts)
    const pending = (await list('schooladmin', { status: '0', roleKey: 'teacher' })).rows.map((a) => a.approvalId);
    expect(pending.length).toBeGreaterThan(1);
    const decided = (await list('schooladmin', { status: '1' })).rows[0].approvalId;
    const mixed = await put('schooladmin', '/admin/approval/approve', { approvalIds: [...pending, decided] }, 'en');
    expect(mixed).toMatchObject({ code: 500, msg: expect.stringContaining('already been decided') });
    expect((await list('schooladmin', { status: '0', roleKey: 'teacher' })).total).toBe(pending.length);
    expect(await put('schooladmin', '/admin/approval/approve', { approvalIds: pending })).toMatchObject({ code: 200 });
    expect((await list('schooladmin', { status: '0', roleKey: 'teacher' })).total).toBe(0);
  });

  it("refuses another school's application with 403, an empty choice and a too long reason", async () => {
    const other = await pendingOf('olivia');
    expect(await put('schooladmin', '/admin/approval/approve', { approvalIds: [other.approvalId] })).toMatchObject({
      code: 403,
    });
    expect(await put('schooladmin', '/admin/approval/approve', { approvalIds: [] }, 'en')).toMatchObject({
      code: 500,
      msg: 'Please choose the applications to decide',
      kind: 'invalid',
    });
    const own = await pendingOf('wulei');
    const long = await put(
      'schooladmin',
      '/admin/approval/reject',
      { approvalIds: [own.approvalId], reason: 'x'.repeat(201) },
      'en',
    );
    expect(long).toMatchObject({ code: 500, msg: 'Rejection reason must be 0 to 200 characters long' });
    expect(await put('principal', '/admin/approval/approve', { approvalIds: [own.approvalId] })).toMatchObject({
      code: 200,
    });
  });
});

describe('approval mode and applying', () => {
  const register = async (username: string) => {
    const reply = await call('/register', {
      method: 'POST',
      body: { username, password: 'admin123', confirmPassword: 'admin123', ...(await captchaFields()) },
    });
    if (reply.code !== 200) throw new Error(reply.msg);
    return login(username);
  };
  const captchaFields = async () => {
    const { uuid, code } = await captcha();
    return { uuid, code };
  };

  it('lists the schools the caller looks after with their mode, and changes it (required)', async () => {
    const schools = await answer(approvals(await login('schooladmin')).admin.approval.schools.$get());
    expect(schools.data.map((s) => s.schoolId)).toEqual([1]);
    expect(await put('schooladmin', '/admin/approval/mode', { schoolId: 1 }, 'en')).toMatchObject({
      code: 500,
      msg: 'Approval mode is required',
      kind: 'invalid',
    });
    expect(await put('schooladmin', '/admin/approval/mode', { schoolId: 2, approvalMode: '0' })).toMatchObject({
      code: 403,
    });
    expect(await put('schooladmin', '/admin/approval/mode', { schoolId: 1, approvalMode: '0' })).toMatchObject({
      code: 200,
    });
    const [school] = await db().select().from(schoolTable).where(eq(schoolTable.schoolId, 1));
    expect(school.approvalMode).toBe('0');
  });

  it('a manual school keeps a new application pending; an automatic one approves it on arrival', async () => {
    const token = await register('newcomer1');
    const manual = await apply(token, { schoolId: 2, roleKey: 'teacher' });
    expect(manual).toMatchObject({ code: 200, data: { status: '0' } });
    expect(await apply(token, { schoolId: 3, roleKey: 'teacher' })).toMatchObject({
      code: 500,
      msg: '您已有一份待审批的申请',
      kind: 'conflict',
    });
    await put('admin', '/admin/approval/mode', { schoolId: 3, approvalMode: '0' });
    const second = await register('newcomer2');
    const automatic = await apply(second, { schoolId: 3, roleKey: 'teacher' });
    expect(automatic).toMatchObject({ code: 200, data: { status: '1' } });
    const [newcomer] = await db().select().from(users).where(eq(users.userName, 'newcomer2'));
    expect(newcomer.schoolId).toBe(3);
    expect(await apply(second, { schoolId: 2, roleKey: 'teacher' })).toMatchObject({
      code: 500,
      msg: '您已属于一所学校，不能再申请加入',
    });
  });
});
