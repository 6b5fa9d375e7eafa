import { asc, count, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';
import { listPage, type Query } from '../../lib/paging';

/**
 * A page of the accounts matching `where`, in id order, as ids and the total: the people list and
 * the members' teacher list page alike, then each dresses its rows in its own shape.
 */
export async function staffIdPage(db: Db, q: Query, where: SQL | undefined) {
  const page = await listPage(
    q,
    async () => (await db.select({ n: count() }).from(users).where(where))[0].n,
    (limit, offset) =>
      db
        .select({ userId: users.userId })
        .from(users)
        .where(where)
        .orderBy(asc(users.userId))
        .limit(limit)
        .offset(offset),
  );
  return { ids: page.rows.map((r) => r.userId), total: page.total };
}
