import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../../server/db/prepare';
import { menus, shippedMenus } from '../../../server/db/schema';
import { MENUS } from '../../../server/db/seed/demo-data/menus';
import { call, login } from '../helpers/client';
import { db, workerDatabase } from '../helpers/harness';

// The start-up brings the product's new menu entries to a database made by an older version
// (server/db/seed/demo-account.ts addNewMenus); now that the administrator edits the menu, an entry
// deleted on the menu screen must stay deleted across a restart.

let admin = '';
beforeEach(async () => {
  admin = await login('admin');
});

const restart = () => prepareDatabase(workerDatabase());
const menuIds = async () => new Set((await db().select({ id: menus.menuId }).from(menus)).map((r) => r.id));

describe('the master menu across a restart', () => {
  it('an entry deleted on the menu screen is not brought back by the next start', async () => {
    const button = MENUS.find((m) => m.perms === 'system:config:export');
    expect(button).toBeDefined();
    const removed = await call(`/system/menu/${button?.menuId}`, { method: 'DELETE', token: admin });
    expect(removed.code).toBe(200);
    await restart();
    expect((await menuIds()).has(button?.menuId ?? 0)).toBe(false);
  });

  it('a database from before the menu screen gets the new entries and its pages their screens', async () => {
    // what such a database holds: no note of given entries, pages without a component, and no
    // menu screen (its page and buttons)
    const screen = MENUS.filter((m) => m.path === '/system/menu/index' || m.perms.startsWith('system:menu:'));
    await db().delete(shippedMenus);
    await db().update(menus).set({ component: '' });
    await db()
      .delete(menus)
      .where(
        inArray(
          menus.menuId,
          screen.map((m) => m.menuId),
        ),
      );

    await restart();
    const held = await menuIds();
    expect(screen.every((m) => held.has(m.menuId))).toBe(true);
    const pages = await db().select().from(menus).where(eq(menus.menuType, 'C'));
    expect(pages.filter((p) => p.component === '').map((p) => p.path)).toEqual([]);
    expect(pages.find((p) => p.path === '/admin/school/index')?.component).toBe('admin/school/index');

    // the page the administrator reaches on the next load
    const routers = await call<Array<{ children?: Array<{ path: string; component: string }> }>>('/getRouters', {
      token: admin,
    });
    expect(routers.data.flatMap((g) => g.children ?? [])).toContainEqual(
      expect.objectContaining({ path: '/system/menu/index', component: 'system/menu/index' }),
    );
  });

  it('a second start changes nothing', async () => {
    const before = await db().select().from(menus).orderBy(menus.menuId);
    await restart();
    expect(await db().select().from(menus).orderBy(menus.menuId)).toEqual(before);
  });
});
