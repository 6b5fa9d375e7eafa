import { describe, expect, it } from 'vitest';
import { call, login } from '../helpers/client';
import { changedTables } from '../helpers/db-changes';

// A NUL character in a body's text field (issue 32, attack): PostgreSQL text cannot hold one, so
// the field is refused by name in the request's language (contract/input/fields.ts), never answered
// with the generic internal error, and nothing is saved.

const INTERNAL = /Internal system error|系统内部错误/;

describe('a NUL character in a text field', () => {
  it('is refused by name when a record is created', async () => {
    const token = await login('admin');
    const body = { configName: 'a\u0000b', configKey: 'probe.nul', configValue: 'v' };
    const reply = await call('/system/config', { method: 'POST', token, lang: 'en', body });
    expect(reply.code).toBe(500);
    expect(reply.msg).not.toMatch(INTERNAL);
    expect(reply.msg).toMatch(/contains an invalid character$/);
    expect(await changedTables()).toEqual([]);
  });

  it("is refused by name, in Chinese too, when one's own profile is saved", async () => {
    const token = await login('teacher');
    const body = { nickName: 'a\u0000b', email: 'a@b.cn', phonenumber: '13800000000', sex: '0' };
    const reply = await call('/system/user/profile', { method: 'PUT', token, lang: 'zh', body });
    expect(reply.code).toBe(500);
    expect(reply.msg).not.toMatch(INTERNAL);
    expect(reply.msg).toMatch(/含有无效字符$/);
    expect(await changedTables()).toEqual([]);
  });
});
