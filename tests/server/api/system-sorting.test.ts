import { describe, expect, it } from 'vitest';
import { call, login } from '../helpers/client';

// The system screens' sortable columns (src/features/system/*: each list's `sortable(...)` and
// creation-time column) sort in SQL, both ways; a list answers an unknown column with a refusal.

const SORTED: Array<[path: string, column: string, query?: Record<string, string | number>]> = [
  ['/system/user/list', 'userId'],
  ['/system/user/list', 'userName'],
  ['/system/user/list', 'createTime'],
  ['/system/role/list', 'roleKey'],
  ['/system/role/list', 'roleSort'],
  ['/system/role/list', 'createTime'],
  ['/system/config/list', 'configKey'],
  ['/system/config/list', 'createTime'],
  ['/system/dict/type/list', 'dictType'],
  ['/system/dict/type/list', 'createTime'],
  ['/system/dict/data/list', 'createTime', { dictType: 'school_type' }],
  ['/system/role/authUser/allocatedList', 'userName', { roleId: 4 }],
];

const compare = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;

describe('sorting the system lists', () => {
  it.each(SORTED)('%s by %s, both ways', async (path, column, query = {}) => {
    const token = await login('admin');
    const values = async (isAsc: string) => {
      const reply = await call<unknown, Record<string, unknown>>(path, {
        token,
        query: { ...query, orderByColumn: column, isAsc, pageSize: 100 },
      });
      expect(reply.code).toBe(200);
      expect(reply.rows.length).toBeGreaterThan(1);
      return reply.rows.map((r) => r[column]);
    };
    const up = await values('ascending');
    expect(up).toEqual([...up].sort(compare));
    const down = await values('descending');
    expect(down).toEqual([...down].sort(compare).reverse());
  });

  it('refuses a column a list does not sort by, naming it', async () => {
    const token = await login('admin');
    const reply = await call('/system/user/list', {
      token,
      lang: 'en',
      query: { orderByColumn: 'passwordHash', isAsc: 'asc' },
    });
    expect(reply).toEqual({ code: 500, msg: 'Sorting by passwordHash is not supported', kind: 'invalid' });
  });
});
