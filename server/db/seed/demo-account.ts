import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import { configs, menus, roleMenus, roles, shippedMenus, userRoles, users } from '../schema';
import type { Db } from '../types';
import type { DemoData } from './demo-data';
import { MENUS, RETIRED_BUTTONS } from './demo-data/menus';
import { seedUsers } from './demo-data/users';
import type { UserRow } from './rows/account';

// The demo data of the account area: the master menu, the roles and what they hold, the demo
// accounts of docs/roles.md (password admin123) and the system parameters. A real school's
// first start (./school.ts) takes the menu, the roles and the parameters, and one account.

/** `''` in the seed's rows means "never": null in a column. */
const timeOrNull = (time: string): string | null => time || null;

export async function seedAccountArea(db: Db, data: DemoData): Promise<void> {
  await seedMenusAndRoles(db, data);
  // the demo accounts; the school areas add the others (demo-schools.ts)
  await seedAccounts(db, seedUsers());
  await seedConfigs(db, data);
}

/** The master menu and the roles with the menus each holds (docs/roles.md). */
export async function seedMenusAndRoles(db: Db, data: Pick<DemoData, 'roles'>): Promise<void> {
  await db.insert(menus).values([...MENUS]);
  await recordShipped(
    db,
    MENUS.map((m) => m.menuId),
  );

  const roleRows = data.roles;
  await db
    .insert(roles)
    .values(
      roleRows.map(({ menuIds: _menuIds, updateTime, ...role }) => ({ ...role, updateTime: timeOrNull(updateTime) })),
    );
  await db.insert(roleMenus).values(roleRows.flatMap((r) => r.menuIds.map((menuId) => ({ roleId: r.roleId, menuId }))));
}

/** Notes the product's entries as given to this database (server/db/schema/menu-shipped.ts). */
async function recordShipped(db: Db, menuIds: number[]): Promise<void> {
  if (menuIds.length)
    await db
      .insert(shippedMenus)
      .values(menuIds.map((menuId) => ({ menuId })))
      .onConflictDoNothing();
}

/**
 * The master menu's entries a database made by an older version was never given (a new screen),
 * added at start-up. The administrator edits the menu on its screen (docs/api.md "Menus"), so an
 * entry is added once only: one deleted there stays deleted. A database from before that screen
 * has every entry it holds noted as given, and its pages get their screen (`component`, which
 * such a database lacks). Roles get a new entry as an administrator grants it; the administrator
 * role holds every entry anyway.
 */
export async function addNewMenus(db: Db): Promise<void> {
  const given = new Set((await db.select({ menuId: shippedMenus.menuId }).from(shippedMenus)).map((r) => r.menuId));
  const held = given.size ? [] : (await db.select({ menuId: menus.menuId }).from(menus)).map((r) => r.menuId);
  await recordShipped(db, held);
  const fresh = MENUS.filter((m) => !given.has(m.menuId));
  if (fresh.length) await db.insert(menus).values(fresh).onConflictDoNothing({ target: menus.menuId });
  await recordShipped(
    db,
    fresh.map((m) => m.menuId),
  );
  if (!given.size)
    for (const page of MENUS.filter((m) => m.menuType === 'C'))
      await db
        .update(menus)
        .set({ component: page.component })
        .where(and(eq(menus.menuId, page.menuId), eq(menus.path, page.path), eq(menus.component, '')));
}

/**
 * The buttons this version's master menu retired, taken from a database made by an older one,
 * with the roles' grants of them (the link cascades). Matched by id and permission both, so that
 * nothing else ever holding the id is touched.
 */
export async function removeRetiredButtons(db: Db): Promise<void> {
  for (const { menuId, perms } of RETIRED_BUTTONS)
    await db.delete(menus).where(and(eq(menus.menuId, menuId), eq(menus.perms, perms), eq(menus.menuType, 'F')));
}

/** Accounts with their roles, each password hashed. */
export async function seedAccounts(db: Db, userRows: UserRow[]): Promise<void> {
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
}

/** The system parameters (docs/api.md "Parameters"). */
export async function seedConfigs(db: Db, data: Pick<DemoData, 'configs'>): Promise<void> {
  await db
    .insert(configs)
    .values(data.configs.map(({ updateTime, ...config }) => ({ ...config, updateTime: timeOrNull(updateTime) })));
}
