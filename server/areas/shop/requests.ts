import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { aidRequests, schools, teachingAids, users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { conflict, fail, notFound } from '../../lib/errors';
import { containsText, countSelected, listPage, param, type Query } from '../../lib/paging';
import { createdBy, updatedBy } from '../../lib/records';
import { requireSchool, withinSchools } from '../school/scope';
import { aidMissing } from './catalogue';
import type { AidRequestInput } from './schema';
import { schoolNames } from '../school/names';

// "Ask for this" (docs/api.md "Teaching-aid shop"): a teacher's request to their own school, their
// own list of requests, and the school's list and handling on the approvals screen (with the
// approvals' permissions and school scope).

/** A request with the names a list shows: the aid, the teacher and the school. */
const selectRequests = (db: Db) =>
  db
    .select({
      requestId: aidRequests.requestId,
      aidId: aidRequests.aidId,
      teacherUserId: aidRequests.teacherUserId,
      schoolId: aidRequests.schoolId,
      quantity: aidRequests.quantity,
      note: aidRequests.note,
      status: aidRequests.status,
      createBy: aidRequests.createBy,
      createTime: aidRequests.createTime,
      updateBy: aidRequests.updateBy,
      updateTime: aidRequests.updateTime,
      remark: aidRequests.remark,
      aidName: teachingAids.name,
      aidNameEn: teachingAids.nameEn,
      teacherName: users.nickName,
      teacherUserName: users.userName,
      ...schoolNames,
    })
    .from(aidRequests)
    .innerJoin(teachingAids, eq(teachingAids.aidId, aidRequests.aidId))
    .innerJoin(users, eq(users.userId, aidRequests.teacherUserId))
    .innerJoin(schools, eq(schools.schoolId, aidRequests.schoolId));

const NEWEST_FIRST = [desc(aidRequests.createTime), desc(aidRequests.requestId)];

async function requestPage(db: Db, q: Query, where: ReturnType<typeof and>) {
  const page = await listPage(
    q,
    countSelected(
      db,
      db
        .select({ one: sql`1` })
        .from(aidRequests)
        .innerJoin(teachingAids, eq(teachingAids.aidId, aidRequests.aidId))
        .innerJoin(users, eq(users.userId, aidRequests.teacherUserId))
        .where(where)
        .$dynamic(),
    ),
    (limit, offset) =>
      selectRequests(db)
        .where(where)
        .orderBy(...NEWEST_FIRST)
        .limit(limit)
        .offset(offset),
  );
  return { ...page, rows: page.rows.map((r) => ({ ...r, updateTime: r.updateTime ?? '' })) };
}

export async function askForAid(db: Db, clock: Clock, auth: Auth, aidId: number, input: AidRequestInput) {
  const [aid] = await db.select({ id: teachingAids.aidId }).from(teachingAids).where(eq(teachingAids.aidId, aidId));
  if (!aid) aidMissing();
  const { quantity, note } = input;
  const schoolId = auth.user.schoolId;
  if (schoolId === null) {
    return fail(
      '您的账号不属于任何学校，无法申请教具',
      'Your account belongs to no school, so it cannot ask for teaching aids',
    );
  }
  const [row] = await db
    .insert(aidRequests)
    .values({
      aidId,
      teacherUserId: auth.user.userId,
      schoolId,
      quantity,
      note,
      status: '0',
      ...createdBy(auth, clock),
    })
    .returning({ requestId: aidRequests.requestId });
  return row;
}

export const myRequests = (db: Db, auth: Auth, q: Query) =>
  requestPage(db, q, and(eq(aidRequests.teacherUserId, auth.user.userId)));

export async function schoolRequests(db: Db, auth: Auth, status: '0' | '1' | '2' | null, q: Query) {
  return requestPage(
    db,
    q,
    and(
      withinSchools(auth, aidRequests.schoolId),
      status ? eq(aidRequests.status, status) : undefined,
      containsText(
        param(q, 'text'),
        teachingAids.name,
        teachingAids.nameEn,
        users.nickName,
        users.userName,
        aidRequests.note,
      ),
    ),
  );
}

/** Handles or declines new requests of the caller's schools: all or nothing. */
export async function setRequestStatus(db: Db, clock: Clock, auth: Auth, status: '1' | '2', ids: number[]) {
  if (!ids.length) fail('请选择要处理的申请', 'Please choose the requests to handle');
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ requestId: aidRequests.requestId, schoolId: aidRequests.schoolId, status: aidRequests.status })
      .from(aidRequests)
      .where(inArray(aidRequests.requestId, ids))
      .for('update');
    // every request is checked before any changes
    for (const id of ids) {
      const row = rows.find((r) => r.requestId === id);
      if (!row) return notFound(`申请 ${id} 不存在`, `The request ${id} does not exist`);
      await requireSchool(tx, auth, row.schoolId);
      if (row.status !== '0') conflict(`申请 ${id} 已处理`, `The request ${id} has already been handled`);
    }
    await tx
      .update(aidRequests)
      .set({ status, ...updatedBy(auth, clock) })
      .where(inArray(aidRequests.requestId, ids));
  });
}
