import { describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import { call, captcha, login } from './client';

// The seed's counts, read from its tables (other seeds grow them): the rows of the schools in
// `schoolIds` (every school when omitted).
function seedCounts(schoolIds?: number[]) {
  const inScope = (id: number | null) => !schoolIds || (id !== null && schoolIds.includes(id));
  const teacherRole = db().roles.find((r) => r.roleKey === 'teacher')!.roleId;
  return {
    schools: db().schools.filter((s) => inScope(s.schoolId)).length,
    teachers: db().users.filter((u) => u.status === '0' && u.roleIds.includes(teacherRole) && inScope(u.schoolId))
      .length,
    classes: db().classes.filter((c) => inScope(c.schoolId)).length,
    pendingApprovals: db().approvals.filter((a) => a.status === '0' && inScope(a.schoolId)).length,
  };
}

const stats = async (username: string) =>
  (await call<Record<string, number>>('/home/stats', { token: await login(username) })).data;

describe('GET /home/stats', () => {
  it('counts everything for the administrator', async () => {
    expect(db().schools.length).toBeGreaterThanOrEqual(30);
    expect(await stats('admin')).toEqual({
      ...seedCounts(),
      courses: 44,
      unreadMessages: 7,
      activities: db().activities.length,
    });
  });

  it("counts only the user's school for school staff", async () => {
    expect(await stats('schooladmin')).toEqual({
      ...seedCounts([1]),
      schools: 1,
      courses: 16,
      unreadMessages: 3,
      activities: db().activities.length,
    });
  });

  it('counts no unread messages for a teacher: their own feedback waits for the course team', async () => {
    expect(await stats('teacher')).toMatchObject({ unreadMessages: 0 });
  });

  it('counts the schools a business developer looks after', async () => {
    const bdSchools = db()
      .schools.filter((s) => s.bdUserId === 6)
      .map((s) => s.schoolId);
    const { schools, classes, pendingApprovals } = seedCounts(bdSchools);
    expect(await stats('bd')).toMatchObject({ schools, classes, pendingApprovals });
  });

  it('counts from the live tables, not fixed numbers', async () => {
    const { uuid, code } = await captcha();
    const body = { username: 'newteacher', password: 'secret1', confirmPassword: 'secret1', uuid, code };
    const before = (await stats('admin')).teachers;
    expect((await call('/register', { method: 'POST', body })).code).toBe(200);
    expect((await stats('admin')).teachers).toBe(before + 1);
  });

  it('needs a login', async () => {
    expect((await call('/home/stats')).code).toBe(401);
  });
});
