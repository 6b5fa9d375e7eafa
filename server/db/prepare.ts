import type { Database } from './client';
import { isEmpty, seedDemo } from './seed';

/**
 * Brings the database up to date before the server answers: applies the migrations not yet
 * applied and seeds an empty database, all under the advisory lock, so that instances started
 * at the same moment neither race on a migration nor seed twice.
 */
export async function prepareDatabase(database: Database, options: { seed: boolean } = { seed: true }): Promise<void> {
  await database.exclusive(async (db, migrate) => {
    await migrate();
    if (options.seed && (await isEmpty(db))) await seedDemo(db);
  });
}
