import { integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The ids of the product's master-menu entries this database has been given once (at its seed or
 * by a later version's start-up). The start-up adds only entries never given before, so that an
 * entry the administrator deleted on the menu screen stays deleted (server/db/seed/demo-account.ts).
 */
export const shippedMenus = pgTable('sys_menu_shipped', {
  menuId: integer('menu_id').primaryKey(),
});
