import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { schoolRoutes } from '../../../server/areas/school/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { db } from '../helpers/harness';

// The school list's count is remembered between calls (server/lib/remembered-count.ts) under the
// school table's token, which a trigger changes with every write. These tests write with SQL
// beside the server, as another instance of it or a person at psql would: the count must follow,
// a business developer's too, whose schools are those the school table assigns to them.

/** The total beside a full page of one, as `username`: a count, not the length of a short last page. */
const total = async (query: Record<string, string | number>, username = 'admin') =>
  (
    await answer(
      api<typeof schoolRoutes>({ token: await login(username) }).admin.school.list.$get({
        query: { pageSize: 1, ...query },
      }),
    )
  ).total;

describe('the school list count', () => {
  it('follows a school added, renamed and deleted beside the server', async () => {
    const before = await total({});
    expect(before).toBeGreaterThan(1);
    await db().execute(sql`
      insert into school (school_name, school_name_en, school_type, school_stage)
      values ('记住计数学校', 'Remembered Count School', '1', '1')`);
    expect(await total({})).toBe(before + 1);
    expect(await total({ schoolName: '记住计数' })).toBe(1);

    await db().execute(sql`update school set school_name = '改名学校' where school_name = '记住计数学校'`);
    expect(await total({ schoolName: '记住计数' })).toBe(0);
    expect(await total({ schoolName: 'Remembered' })).toBe(1);

    await db().execute(sql`delete from school where school_name = '改名学校'`);
    expect(await total({})).toBe(before);
  });

  it('follows the schools assigned to a business developer', async () => {
    const before = await total({}, 'bd');
    expect(before).toBeGreaterThan(1);
    await db().execute(sql`
      update school set bd_user_id = (select user_id from sys_user where user_name = 'bd')
      where school_id = (select min(school_id) from school
                         where bd_user_id is distinct from (select user_id from sys_user where user_name = 'bd'))`);
    expect(await total({}, 'bd')).toBe(before + 1);
  });
});
