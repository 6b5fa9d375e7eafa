import { hashPassword } from '../../lib/passwords';
import { configs, menus, roleMenus, roles, userRoles, users } from '../schema';
import type { Db } from '../types';
import type { DemoData } from './demo-data';
import { MENUS } from './demo-data/menus';
import { seedUsers } from './demo-data/users';

// The demo data of the account area: the master menu, the roles and what they hold, the demo
// accounts of docs/roles.md (password admin123) and the system parameters.

/** `''` in the seed's rows means "never": null in a column. */
const timeOrNull = (time: string): string | null => time || null;

export async function seedAccountArea(db: Db, data: DemoData): Promise<void> {
  await db.insert(menus).values(
    MENUS.map((m) => ({
      menuId: m.menuId,
      parentId: m.parentId,
      menuType: m.menuType,
      path: m.path,
      titleZh: m.titleZh,
      titleEn: m.titleEn,
      icon: m.icon,
      perms: m.perms,
      hidden: m.hidden,
      activeMenu: m.activeMenu,
      noCache: m.noCache,
      orderNum: m.orderNum,
    })),
  );

  const roleRows = data.roles;
  await db
    .insert(roles)
    .values(
      roleRows.map(({ menuIds: _menuIds, updateTime, ...role }) => ({ ...role, updateTime: timeOrNull(updateTime) })),
    );
  await db.insert(roleMenus).values(roleRows.flatMap((r) => r.menuIds.map((menuId) => ({ roleId: r.roleId, menuId }))));

  // the demo accounts; the school areas add the others (demo-schools.ts)
  const userRows = seedUsers();
  // One hash per account, each with its own salt. One after the other: scrypt takes 16 MB
  // for each hash in progress, and the server's first start should stay small.
  const hashes: string[] = [];
  for (const u of userRows) hashes.push(await hashPassword(u.password));
  await db.insert(users).values(
    userRows.map(({ roleIds: _roleIds, password: _password, updateTime, ...user }, i) => ({
      ...user,
      updateTime: timeOrNull(updateTime),
      passwordHash: hashes[i],
    })),
  );
  await db.insert(userRoles).values(userRows.flatMap((u) => u.roleIds.map((roleId) => ({ userId: u.userId, roleId }))));

  await db
    .insert(configs)
    .values(data.configs.map(({ updateTime, ...config }) => ({ ...config, updateTime: timeOrNull(updateTime) })));
}
