import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles, userRoles, users } from '../../../server/db/schema';
import { db } from '../helpers/harness';
import type { approvalRoutes } from '../../../server/areas/approval/routes';
import { answer, api } from '../helpers/api';
import { call, captcha, login } from '../helpers/client';

// What an application to join a school may grant (docs/api.md "Approvals"): a school on automatic
// approval grants the teacher role at once, never school administrator or principal; those wait
// for the platform's administrator or the school's business developer. Platform staff never
// become a school's account by applying.

/** The approval calls, as `token` in `lang`. */
const approvals = (token: string, lang: 'zh' | 'en' = 'zh') => api<typeof approvalRoutes>({ token, lang });

async function register(username: string): Promise<string> {
  const { uuid, code } = await captcha();
  const reply = await call('/register', {
    method: 'POST',
    body: { username, password: 'admin123', confirmPassword: 'admin123', uuid, code },
  });
  if (reply.code !== 200) throw new Error(reply.msg);
  return login(username);
}

const apply = (token: string, schoolId: number, roleKey: string, lang: 'zh' | 'en' = 'en') =>
  answer(approvals(token, lang).approval.apply.$post({ json: { schoolId, roleKey } }));

const approve = async (username: string, approvalIds: number[]) =>
  answer(approvals(await login(username), 'en').admin.approval.approve.$put({ json: { approvalIds } }));

async function makeAutomatic(schoolId: number): Promise<void> {
  const reply = await answer(
    approvals(await login('admin')).admin.approval.mode.$put({ json: { schoolId, approvalMode: '0' } }),
  );
  expect(reply.code).toBe(200);
}

async function account(userName: string) {
  const [user] = await db().select().from(users).where(eq(users.userName, userName));
  const held = await db()
    .select({ roleKey: roles.roleKey })
    .from(userRoles)
    .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, user.userId));
  return { schoolId: user.schoolId, roleKeys: held.map((r) => r.roleKey).sort() };
}

async function applications(username = 'admin') {
  return (await answer(approvals(await login(username)).admin.approval.list.$get({ query: { pageSize: 100 } }))).rows;
}

const SCHOOL_WAITS =
  "Applications for school administrator or principal are decided by the platform administrator or the school's business developer";

describe('automatic approval', () => {
  it.each(['school_admin', 'principal'])(
    'keeps a visitor’s application for %s waiting at an automatic school, granting nothing',
    async (roleKey) => {
      await makeAutomatic(1);
      const token = await register(`visitor_${roleKey}`);
      const reply = await apply(token, 1, roleKey);
      expect(reply).toMatchObject({ code: 200, data: { status: '0' } });
      expect(await account(`visitor_${roleKey}`)).toEqual({ schoolId: null, roleKeys: ['teacher'] });
      // the next login holds none of the school's records
      const again = await login(`visitor_${roleKey}`);
      expect((await call('/admin/approval/list', { token: again })).code).toBe(403);
      expect((await call('/user/member/teacher/list', { token: again })).code).toBe(403);
    },
  );

  it('still approves an application for teacher at once', async () => {
    await makeAutomatic(1);
    const reply = await apply(await register('visitor_teacher'), 1, 'teacher');
    expect(reply).toMatchObject({ code: 200, data: { status: '1' } });
    expect(await account('visitor_teacher')).toEqual({ schoolId: 1, roleKeys: ['teacher'] });
  });
});

describe('who decides an application for school administrator or principal', () => {
  it('refuses the school’s own administrator and principal, with nothing changed', async () => {
    const zhoujun = (await applications()).find((a) => a.applicantUserName === 'zhoujun')!;
    expect(zhoujun).toMatchObject({ roleKey: 'principal', schoolId: 1, status: '0' });
    for (const who of ['schooladmin', 'principal']) {
      expect(await approve(who, [zhoujun.approvalId])).toMatchObject({ code: 500, msg: SCHOOL_WAITS });
    }
    // in a bulk approval too: all or nothing
    const teacherApps = (await applications('schooladmin')).filter((a) => a.status === '0' && a.roleKey === 'teacher');
    expect(teacherApps.length).toBeGreaterThan(0);
    const bulk = await approve('schooladmin', [...teacherApps.map((a) => a.approvalId), zhoujun.approvalId]);
    expect(bulk).toMatchObject({ code: 500, msg: SCHOOL_WAITS });
    expect((await applications()).filter((a) => a.status === '0' && a.schoolId === 1).length).toBe(
      teacherApps.length + 1,
    );
    expect(await account('zhoujun')).toEqual({ schoolId: null, roleKeys: [] });
  });

  it('lets the school’s business developer or the platform administrator approve it', async () => {
    const zhoujun = (await applications()).find((a) => a.applicantUserName === 'zhoujun')!;
    expect(await approve('bd', [zhoujun.approvalId])).toMatchObject({ code: 200 });
    expect(await account('zhoujun')).toEqual({ schoolId: 1, roleKeys: ['principal'] });
    const token = await register('visitor_admin');
    const applied = await apply(token, 2, 'school_admin');
    expect(await approve('admin', [applied.data.approvalId])).toMatchObject({ code: 200 });
    expect(await account('visitor_admin')).toEqual({ schoolId: 2, roleKeys: ['school_admin', 'teacher'] });
  });
});

describe('what the list offers to decide', () => {
  const schoolOne = async (username: string) => (await applications(username)).filter((a) => a.schoolId === 1);

  it('marks a pending principal application undecidable for the school, decidable for the platform', async () => {
    const zhoujunOf = async (username: string) =>
      (await schoolOne(username)).find((a) => a.applicantUserName === 'zhoujun')!;
    expect(await zhoujunOf('admin')).toMatchObject({ roleKey: 'principal', status: '0', decidable: true });
    expect(await zhoujunOf('bd')).toMatchObject({ decidable: true });
    expect(await zhoujunOf('schooladmin')).toMatchObject({ decidable: false });
  });

  it('marks pending teacher applications decidable for the school and decided ones for nobody', async () => {
    const teachers = (await schoolOne('schooladmin')).filter((a) => a.roleKey === 'teacher');
    expect(teachers.some((a) => a.status === '0')).toBe(true);
    expect(teachers.some((a) => a.status !== '0')).toBe(true);
    for (const a of teachers)
      expect({ id: a.approvalId, may: a.decidable }).toEqual({ id: a.approvalId, may: a.status === '0' });
  });
});

describe('platform staff', () => {
  it.each(['leader', 'bd', 'admin'])('refuses %s’s application, saying why, in both languages', async (who) => {
    await makeAutomatic(1);
    const token = await login(who);
    const before = await account(who);
    expect(await apply(token, 1, 'teacher')).toMatchObject({
      code: 500,
      msg: 'Platform staff cannot join a school by applying',
      kind: 'invalid',
    });
    expect(await apply(token, 1, 'school_admin', 'zh')).toMatchObject({ code: 500, msg: '平台人员不能申请加入学校' });
    expect(await account(who)).toEqual(before);
    expect((await applications()).some((a) => a.applicantUserName === who)).toBe(false);
  });

  it('refuses to approve an application whose applicant has become platform staff meanwhile', async () => {
    const token = await register('visitor_later_staff');
    const applied = await apply(token, 2, 'teacher');
    expect(applied.data.status).toBe('0');
    const [user] = await db().select().from(users).where(eq(users.userName, 'visitor_later_staff'));
    const [leaderRole] = await db().select().from(roles).where(eq(roles.roleKey, 'discipline_leader'));
    await db().insert(userRoles).values({ userId: user.userId, roleId: leaderRole.roleId });
    expect(await approve('admin', [applied.data.approvalId])).toMatchObject({
      code: 500,
      msg: 'The user "visitor_later_staff" is platform staff and cannot be a school account',
      kind: 'invalid',
    });
    expect((await account('visitor_later_staff')).schoolId).toBeNull();
  });
});
