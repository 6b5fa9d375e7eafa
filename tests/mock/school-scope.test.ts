import { describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import { canSeeSchool, requireSchool, seesManySchools, visibleSchoolIds, withinScope } from '@mock/db/school-scope';

// Which schools each role sees (docs/roles.md): the one rule every school-scoped call uses.

const user = (userName: string) => db().users.find((u) => u.userName === userName)!;
const role = (roleKey: string) => db().roles.find((r) => r.roleKey === roleKey)!;
const ids = (scope: Set<number> | 'all') => (scope === 'all' ? 'all' : [...scope].sort((a, b) => a - b));

describe('visibleSchoolIds', () => {
  it('gives platform roles every school', () => {
    expect(visibleSchoolIds(user('admin'))).toBe('all');
    expect(visibleSchoolIds(user('leader'))).toBe('all');
  });

  it('gives a business developer exactly the schools assigned to them', () => {
    const bd = user('bd');
    const assigned = db()
      .schools.filter((s) => s.bdUserId === bd.userId)
      .map((s) => s.schoolId)
      .sort((a, b) => a - b);
    expect(assigned.length).toBeGreaterThan(0);
    expect(ids(visibleSchoolIds(bd))).toEqual(assigned);
  });

  it('gives school staff only their own school', () => {
    expect(ids(visibleSchoolIds(user('schooladmin')))).toEqual([1]);
    expect(ids(visibleSchoolIds(user('principal')))).toEqual([1]);
  });

  it('gives a teacher no school records', () => {
    expect(ids(visibleSchoolIds(user('teacher')))).toEqual([]);
  });

  it('follows the role the user acts in, not every role they hold', () => {
    const multi = user('multi');
    expect(visibleSchoolIds(multi, role('discipline_leader'))).toBe('all');
    expect(ids(visibleSchoolIds(multi, role('teacher')))).toEqual([]);
  });
});

describe('canSeeSchool, withinScope, seesManySchools, requireSchool', () => {
  it('lets school staff see their school and no other', () => {
    expect(canSeeSchool(user('schooladmin'), 1)).toBe(true);
    expect(canSeeSchool(user('schooladmin'), 2)).toBe(false);
    expect(canSeeSchool(user('schooladmin'), null)).toBe(false);
    expect(canSeeSchool(user('admin'), 2)).toBe(true);
  });

  it('keeps only the rows of visible schools', () => {
    const rows = [{ schoolId: 1 }, { schoolId: 2 }, { schoolId: null }];
    expect(withinScope(rows, user('principal'), role('principal'), (r) => r.schoolId)).toEqual([{ schoolId: 1 }]);
    expect(withinScope(rows, user('admin'), role('admin'), (r) => r.schoolId)).toHaveLength(3);
  });

  it('offers a school filter only to those who see more than one school', () => {
    expect(seesManySchools(user('admin'))).toBe(true);
    expect(seesManySchools(user('bd'))).toBe(true);
    expect(seesManySchools(user('schooladmin'))).toBe(false);
  });

  it('answers 403 with a message in the request language outside the scope', () => {
    expect(() => requireSchool('en', user('schooladmin'), 1)).not.toThrow();
    expect(() => requireSchool('en', user('schooladmin'), 2)).toThrow(/outside your schools/);
    expect(() => requireSchool('zh', user('schooladmin'), 2)).toThrow('没有权限访问该学校的数据');
    expect(() => requireSchool('zh', user('principal'), 3)).toThrow(expect.objectContaining({ code: 403 }));
  });
});
