import { MENUS } from '../../../mock/db/menus';
import { seedConfigs } from '../../../mock/db/seed/configs';
import { seedRoles } from '../../../mock/db/seed/roles';
import { seedUsers } from '../../../mock/db/seed/users';
import { hashPassword } from '../../lib/passwords';
import { configs, menus, roleMenus, roles, userRoles, users } from '../schema';
import type { Db } from '../types';

// The demo data of the account area: the master menu, the roles and what they hold, the demo
// accounts of docs/roles.md (password admin123) and the system parameters. The data itself is
// declared once, in the embedded backend's seed modules, until the server takes them over.

/** `''` in the embedded backend's rows means "never": null in a column. */
const timeOrNull = (time: string): string | null => time || null;

export async function seedAccountArea(db: Db): Promise<void> {
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

  const roleRows = seedRoles();
  await db
    .insert(roles)
    .values(
      roleRows.map(({ menuIds: _menuIds, updateTime, ...role }) => ({ ...role, updateTime: timeOrNull(updateTime) })),
    );
  await db.insert(roleMenus).values(roleRows.flatMap((r) => r.menuIds.map((menuId) => ({ roleId: r.roleId, menuId }))));

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
    .values(seedConfigs().map(({ updateTime, ...config }) => ({ ...config, updateTime: timeOrNull(updateTime) })));
}
