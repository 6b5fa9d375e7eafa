import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles, schools, users } from '../../../server/db/schema';
import { requireSchool, seesEverySchool, seesSchool, visibleSchoolIds } from '../../../server/areas/school/scope';
import type { Auth } from '../../../server/lib/context';
import { db } from '../helpers/harness';

// Which schools each role sees (docs/api.md "Schools", docs/roles.md): the one rule every
// school-scoped call uses, decided by the role the user acts in.

async function actingAs(userName: string, roleKey: string | null): Promise<Auth> {
  const [user] = await db().select().from(users).where(eq(users.userName, userName));
  const [role] = roleKey ? await db().select().from(roles).where(eq(roles.roleKey, roleKey)) : [];
  return { tokenHash: '', user: { ...user }, role: role ?? null } as Auth;
}

describe('visibleSchoolIds', () => {
  it('gives platform roles every school', async () => {
    const all = (await db().select({ schoolId: schools.schoolId }).from(schools)).map((s) => s.schoolId);
    expect(await visibleSchoolIds(db(), await actingAs('admin', 'admin'))).toHaveLength(all.length);
    expect(await visibleSchoolIds(db(), await actingAs('leader', 'discipline_leader'))).toHaveLength(all.length);
    expect(seesEverySchool(await actingAs('admin', 'admin'))).toBe(true);
  });

  it('gives a business developer exactly the schools assigned to them', async () => {
    const bd = await actingAs('bd', 'A4');
    const assigned = (
      await db().select({ schoolId: schools.schoolId }).from(schools).where(eq(schools.bdUserId, bd.user.userId))
    )
      .map((s) => s.schoolId)
      .sort((a, b) => a - b);
    expect(assigned.length).toBeGreaterThan(0);
    expect(await visibleSchoolIds(db(), bd)).toEqual(assigned);
  });

  it('gives school staff only their own school', async () => {
    expect(await visibleSchoolIds(db(), await actingAs('schooladmin', 'school_admin'))).toEqual([1]);
    expect(await visibleSchoolIds(db(), await actingAs('principal', 'principal'))).toEqual([1]);
  });

  it('gives a teacher, and a user acting in no role, no school records', async () => {
    expect(await visibleSchoolIds(db(), await actingAs('teacher', 'teacher'))).toEqual([]);
    expect(await visibleSchoolIds(db(), await actingAs('schooladmin', null))).toEqual([]);
  });

  it('follows the role the user acts in, not every role they hold', async () => {
    expect(seesEverySchool(await actingAs('multi', 'discipline_leader'))).toBe(true);
    expect(await visibleSchoolIds(db(), await actingAs('multi', 'teacher'))).toEqual([]);
  });
});

describe('seesSchool and requireSchool', () => {
  it('lets school staff see their school and no other', async () => {
    const staff = await actingAs('schooladmin', 'school_admin');
    expect(await seesSchool(db(), staff, 1)).toBe(true);
    expect(await seesSchool(db(), staff, 2)).toBe(false);
    expect(await seesSchool(db(), await actingAs('admin', 'admin'), 2)).toBe(true);
  });

  it('answers 403 with a message in both languages outside the scope', async () => {
    const staff = await actingAs('schooladmin', 'school_admin');
    await expect(requireSchool(db(), staff, 1)).resolves.toBeUndefined();
    await expect(requireSchool(db(), staff, null)).rejects.toMatchObject({ code: 403 });
    await expect(requireSchool(db(), staff, 2)).rejects.toMatchObject({
      code: 403,
      text: { zh: '没有权限访问该学校的数据', en: "No permission: this school's records are outside your schools" },
    });
    await expect(requireSchool(db(), await actingAs('principal', 'principal'), 3)).rejects.toMatchObject({
      code: 403,
    });
  });
});
