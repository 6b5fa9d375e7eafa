import { and, asc, eq, type SQL } from 'drizzle-orm';
import { menus } from '../../db/schema';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText } from '../../lib/paging';
import { findRow } from '../../lib/records';
import { checkedEntry } from './entry-rules';
import type { MenuInput, MenuListQuery } from './schema';
import { checkDeletable, checkParent, checkPathFree, checkTypeKept } from './tree-rules';

// The master menu's entries (docs/api.md "Menus"): the whole tree as a flat list, one entry, and
// its writes under the rules of ./entry-rules.ts and ./tree-rules.ts.

type MenuRow = typeof menus.$inferSelect;

/** An entry as the screen shows it: `menuName` in the request's language, both titles to edit. */
const answer = (row: MenuRow, lang: Lang) => ({
  ...row,
  menuName: lang === 'en' ? row.titleEn : row.titleZh,
});

const missing = (): never => notFound('菜单不存在', 'The menu does not exist');

/** Every entry matching the filters, in tree order (parent, then order number); the console builds the tree. */
export async function listMenus(db: Db, q: MenuListQuery, lang: Lang) {
  const where: SQL | undefined = and(
    containsText(q.menuName, menus.titleZh, menus.titleEn),
    q.status ? eq(menus.status, q.status) : undefined,
  );
  const rows = await db
    .select()
    .from(menus)
    .where(where)
    .orderBy(asc(menus.parentId), asc(menus.orderNum), asc(menus.menuId));
  return rows.map((row) => answer(row, lang));
}

const findMenu = (db: Db, menuId: number): Promise<MenuRow> => findRow(db, menus, eq(menus.menuId, menuId), missing);

export async function readMenu(db: Db, menuId: number, lang: Lang) {
  return answer(await findMenu(db, menuId), lang);
}

async function checkedValues(db: Db, input: MenuInput, menuId: number | null) {
  const { parentId, ...entry } = input;
  const values = { parentId, ...checkedEntry(entry) };
  await checkParent(db, values.menuType, parentId);
  await checkPathFree(db, values, menuId);
  return values;
}

export async function createMenu(db: Db, lang: Lang, input: MenuInput) {
  const values = await checkedValues(db, input, null);
  const [row] = await db.insert(menus).values(values).returning();
  return answer(row, lang);
}

export async function updateMenu(db: Db, menuId: number, input: MenuInput): Promise<void> {
  const before = await findMenu(db, menuId);
  await checkTypeKept(db, before, input.menuType);
  const values = await checkedValues(db, input, menuId);
  await db.update(menus).set(values).where(eq(menus.menuId, menuId));
}

export async function deleteMenu(db: Db, menuId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const menu = await findMenu(tx, menuId);
    await checkDeletable(tx, menu);
    await tx.delete(menus).where(eq(menus.menuId, menuId));
  });
}
