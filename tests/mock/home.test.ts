import { describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import { call, captcha, login } from './client';

/** Classes of the given schools (all without a list): the class seed is generated, so it is counted. */
const classCount = (schoolIds?: number[]) =>
  db().classes.filter((c) => !schoolIds || schoolIds.includes(c.schoolId)).length;
const bdSchools = () =>
  db()
    .schools.filter((s) => s.bdUserId === 6)
    .map((s) => s.schoolId);

const stats = async (username: string) =>
  (await call<Record<string, number>>('/home/stats', { token: await login(username) })).data;

describe('GET /home/stats', () => {
  /** Enabled accounts holding the teacher role, wherever they work. */
  const teachers = () => db().users.filter((u) => u.status === '0' && u.roleIds.includes(4)).length;

  it('counts everything for the administrator', async () => {
    expect(db().schools.length).toBeGreaterThanOrEqual(30);
    expect(await stats('admin')).toEqual({
      schools: db().schools.length,
      courses: 44,
      teachers: teachers(),
      classes: classCount(),
      pendingApprovals: 3,
      unreadMessages: 7,
      activities: 4,
    });
  });

  it("counts only the user's school for school staff", async () => {
    expect(await stats('schooladmin')).toEqual({
      schools: 1,
      courses: 16,
      teachers: 2,
      classes: classCount([1]),
      pendingApprovals: 1,
      unreadMessages: 3,
      activities: 4,
    });
  });

  it('counts no unread messages for a teacher: their own feedback waits for the course team', async () => {
    expect(await stats('teacher')).toMatchObject({ unreadMessages: 0 });
  });

  it('counts the schools a business developer looks after', async () => {
    expect(await stats('bd')).toMatchObject({ schools: 4, classes: classCount(bdSchools()), pendingApprovals: 2 });
  });

  it('counts from the live tables, not fixed numbers', async () => {
    const before = (await stats('admin')).teachers;
    const { uuid, code } = await captcha();
    const body = { username: 'newteacher', password: 'secret1', confirmPassword: 'secret1', uuid, code };
    expect((await call('/register', { method: 'POST', body })).code).toBe(200);
    expect((await stats('admin')).teachers).toBe(before + 1);
  });

  it('needs a login', async () => {
    expect((await call('/home/stats')).code).toBe(401);
  });
});
