import { describe, expect, it } from 'vitest';
import { hasPermission, hasRole } from '@/utils/permission';

describe('permission checks', () => {
  const owned = ['admin:school:list', 'admin:school:add'];

  it('single, any-of and all-of permissions', () => {
    expect(hasPermission(owned, 'admin:school:list')).toBe(true);
    expect(hasPermission(owned, 'admin:school:remove')).toBe(false);
    expect(hasPermission(owned, ['admin:school:remove', 'admin:school:add'])).toBe(true);
    expect(hasPermission(owned, ['admin:school:remove', 'admin:school:add'], 'all')).toBe(false);
    expect(hasPermission(owned, ['admin:school:list', 'admin:school:add'], 'all')).toBe(true);
  });

  it('*:*:* passes every permission check, admin every role check', () => {
    expect(hasPermission(['*:*:*'], ['system:config:remove', 'tool:gen:edit'], 'all')).toBe(true);
    expect(hasRole(['admin'], ['teacher', 'A4'], 'all')).toBe(true);
    expect(hasRole(['teacher'], 'A4')).toBe(false);
    expect(hasRole(['teacher', 'A4'], ['A4', 'principal'])).toBe(true);
    expect(hasRole(['teacher'], ['teacher', 'A4'], 'all')).toBe(false);
  });

  it('an empty list is a programming error', () => {
    expect(() => hasPermission(owned, [])).toThrow(/non-empty/);
    expect(() => hasRole(['admin'], [])).toThrow(/non-empty/);
  });
});
