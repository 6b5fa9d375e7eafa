import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { menus, roleMenus } from '../../../server/db/schema';
import { addDays, mondayOf } from '../../../server/lib/day';
import { call, login } from '../helpers/client';
import { db } from '../helpers/harness';
import { ownOf, scheduleRows, userId } from '../helpers/rows/schedule-data';

// The role editor's schedule buttons each guard their own call: "Add" planning lessons, "Delete"
// deleting them, "Edit" changing one. A role that is granted one and not another gets exactly that.

const TEACHER_ROLE = 4;
const FREE_DAY = addDays(mondayOf(new Date()), 7 * 31);

/** Takes the button granting `perm` from the teacher role, as an administrator would untick it. */
async function untick(perm: string): Promise<number[]> {
  const buttons = await db().select({ menuId: menus.menuId }).from(menus).where(eq(menus.perms, perm));
  const ids = buttons.map((b) => b.menuId);
  await db()
    .delete(roleMenus)
    .where(and(eq(roleMenus.roleId, TEACHER_ROLE), inArray(roleMenus.menuId, ids)));
  return ids;
}

let taken: number[] = [];
afterEach(async () => {
  if (taken.length)
    await db()
      .insert(roleMenus)
      .values(taken.map((menuId) => ({ roleId: TEACHER_ROLE, menuId })));
  taken = [];
});

const lesson = async () => ({
  ...(await ownOf('teacher')),
  date: FREE_DAY,
  startTime: '09:00',
  endTime: '09:45',
  place: 'A101',
});

describe('the schedule buttons of the role editor', () => {
  it('refuses planning lessons to a role without "Add", and still lets it change one', async () => {
    taken = await untick('user:schedule:add');
    expect(taken.length).toBe(1);
    const token = await login('teacher');
    expect((await call('/user/schedule', { method: 'POST', token, body: await lesson() })).code).toBe(403);
    const [mine] = await scheduleRows(await userId('teacher'));
    const changed = await call('/user/schedule', { method: 'PUT', token, body: { ...mine, place: 'B202' } });
    expect(changed.code).toBe(200);
  });

  it('refuses deleting lessons to a role without "Delete", and lets it plan them', async () => {
    taken = await untick('user:schedule:remove');
    expect(taken.length).toBe(1);
    const token = await login('teacher');
    const planned = await call<Array<{ scheduleId: number }>>('/user/schedule', {
      method: 'POST',
      token,
      body: await lesson(),
    });
    expect(planned.code).toBe(200);
    const id = planned.data[0].scheduleId;
    expect((await call(`/user/schedule/${id}`, { method: 'DELETE', token })).code).toBe(403);
  });
});
