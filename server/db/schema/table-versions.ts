import { pgTable, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * A token per table that a remembered count depends on (server/lib/remembered-count.ts). A
 * trigger (migration 0027) gives the table's row a new random token in the same transaction as any
 * write to that table, so one token always stands for one state of the table's rows: readers see
 * the new token exactly when they see the rows it stands for, on every instance, and a backup
 * restored brings back its rows with their own token.
 */
export const tableVersions = pgTable('sys_table_version', {
  tableName: varchar('table_name', { length: 64 }).primaryKey(),
  version: uuid('version').notNull().defaultRandom(),
});
