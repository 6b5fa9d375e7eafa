import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { schools, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { countRows, listPage, type Query } from '../../lib/paging';

/**
 * A page of the accounts matching `where`, in id order, as ids with the total: the people list and
 * the members' teacher list page alike, then each dresses its rows in its own shape.
 */
export async function staffIdPage(db: Db, q: Query, where: SQL | undefined) {
  const page = await listPage(q, countRows(db, users, where), (limit, offset) =>
    db.select({ userId: users.userId }).from(users).where(where).orderBy(asc(users.userId)).limit(limit).offset(offset),
  );
  return { ...page, rows: page.rows.map((r) => r.userId) };
}

/**
 * The accounts `userIds` with their school's two names: the people list and the members' teacher
 * list read them alike, then each keeps the fields it answers.
 */
export function staffWithSchool(db: Db, userIds: number[]) {
  return db
    .select({
      userId: users.userId,
      userName: users.userName,
      name: users.name,
      nickName: users.nickName,
      phonenumber: users.phonenumber,
      email: users.email,
      status: users.status,
      schoolId: users.schoolId,
      schoolZh: schools.schoolName,
      schoolEn: schools.schoolNameEn,
    })
    .from(users)
    .innerJoin(schools, eq(schools.schoolId, users.schoolId))
    .where(inArray(users.userId, userIds));
}
