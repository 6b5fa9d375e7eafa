import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { noticeReads, noticeRoles, noticeSchools, notices, roles, schools } from '../../db/schema';
import type { Db } from '../../db/types';
import { formatTime, type Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { deleteListed } from '../../lib/delete-listed';
import { fail, notFound } from '../../lib/errors';
import type { NoticeEvent } from '../../lib/live/events';
import { containsText, countRows, param, type Query, sortedPage } from '../../lib/paging';
import { answered, createdBy, updateStamped } from '../../lib/records';
import { countOf } from '../../lib/subquery';
import type { NoticeAudience, NoticeInput } from './schema';

// Notices (docs/api.md "Notices", system:notice:*): the platform administrator writes them; the
// list shows how many have read each one. A notice's audience is kept in two link tables, the
// chosen schools and the chosen roles, of which only the one its audience names is filled.

const missing = (): never => notFound('公告不存在', 'The notice does not exist');

const readCount = countOf(noticeReads, eq(noticeReads.noticeId, notices.noticeId));

const { content: _content, ...LISTED } = getTableColumns(notices);

const SORTABLE = {
  noticeId: notices.noticeId,
  title: notices.title,
  noticeType: notices.noticeType,
  status: notices.status,
  publishTime: notices.publishTime,
  createTime: notices.createTime,
  readCount,
};

/** Each listed notice's chosen schools and roles, by notice. */
async function audiencesOf(db: Db, noticeIds: number[]) {
  const schoolRows = noticeIds.length
    ? await db.select().from(noticeSchools).where(inArray(noticeSchools.noticeId, noticeIds))
    : [];
  const roleRows = noticeIds.length
    ? await db.select().from(noticeRoles).where(inArray(noticeRoles.noticeId, noticeIds))
    : [];
  const of = <R extends { noticeId: number }>(rows: R[], id: number, pick: (row: R) => number) =>
    rows
      .filter((row) => row.noticeId === id)
      .map(pick)
      .sort((a, b) => a - b);
  return (id: number) => ({
    schoolIds: of(schoolRows, id, (row) => row.schoolId),
    roleIds: of(roleRows, id, (row) => row.roleId),
  });
}

export async function listNotices(db: Db, q: Query) {
  const type = param(q, 'noticeType');
  const status = param(q, 'status');
  const where = and(
    containsText(param(q, 'title'), notices.title),
    type ? eq(notices.noticeType, type) : undefined,
    status ? eq(notices.status, status) : undefined,
  );
  const page = await sortedPage(
    q,
    countRows(db, notices, where),
    db
      .select({ ...LISTED, readCount })
      .from(notices)
      .where(where)
      .$dynamic(),
    SORTABLE,
    desc(notices.createTime),
    desc(notices.noticeId),
  );
  const audience = await audiencesOf(
    db,
    page.rows.map((row) => row.noticeId),
  );
  return { ...page, rows: page.rows.map((row) => ({ ...answered(row), ...audience(row.noticeId) })) };
}

export async function readNotice(db: Db, noticeId: number) {
  const [row] = await db
    .select({ ...getTableColumns(notices), readCount })
    .from(notices)
    .where(eq(notices.noticeId, noticeId));
  if (!row) return missing();
  const audience = row.audience as NoticeAudience;
  return { ...answered(row), audience, ...(await audiencesOf(db, [noticeId]))(noticeId) };
}

/** The chosen schools and roles the audience names, each known; the other list left empty. */
async function checkedAudience(db: Db, input: NoticeInput) {
  const schoolIds = input.audience === 'schools' ? [...new Set(input.schoolIds)] : [];
  const roleIds = input.audience === 'roles' ? [...new Set(input.roleIds)] : [];
  if (input.audience === 'schools') {
    if (!schoolIds.length) fail('请选择接收学校', 'Choose the schools that receive it');
    const known = await db.select({ id: schools.schoolId }).from(schools).where(inArray(schools.schoolId, schoolIds));
    if (known.length !== schoolIds.length) fail('接收学校不存在', 'A chosen school does not exist');
  }
  if (input.audience === 'roles') {
    if (!roleIds.length) fail('请选择接收角色', 'Choose the roles that receive it');
    const known = await db.select({ id: roles.roleId }).from(roles).where(inArray(roles.roleId, roleIds));
    if (known.length !== roleIds.length) fail('接收角色不存在', 'A chosen role does not exist');
  }
  return { schoolIds, roleIds };
}

async function writeAudience(db: Db, noticeId: number, schoolIds: number[], roleIds: number[]) {
  await db.delete(noticeSchools).where(eq(noticeSchools.noticeId, noticeId));
  await db.delete(noticeRoles).where(eq(noticeRoles.noticeId, noticeId));
  if (schoolIds.length) await db.insert(noticeSchools).values(schoolIds.map((schoolId) => ({ noticeId, schoolId })));
  if (roleIds.length) await db.insert(noticeRoles).values(roleIds.map((roleId) => ({ noticeId, roleId })));
}

/** The event that tells a notice's audience to look at their bell again. */
export const noticeEvent = (notice: {
  noticeId: number;
  audience: NoticeAudience;
  schoolIds: number[];
  roleIds: number[];
}): NoticeEvent => ({
  kind: 'notice',
  noticeId: notice.noticeId,
  audience: notice.audience,
  schoolIds: notice.schoolIds,
  roleIds: notice.roleIds,
});

function storedValues(input: NoticeInput) {
  const { title, noticeType, content, status, audience, remark } = input;
  return { title, noticeType, content, status, audience, remark };
}

export async function createNotice(db: Db, clock: Clock, auth: Auth, input: NoticeInput) {
  const audience = await checkedAudience(db, input);
  const noticeId = await db.transaction(async (tx) => {
    const [{ id }] = await tx
      .insert(notices)
      .values({
        ...storedValues(input),
        publishTime: input.status === '1' ? formatTime(clock.now()) : null,
        ...createdBy(auth, clock),
      })
      .returning({ id: notices.noticeId });
    await writeAudience(tx, id, audience.schoolIds, audience.roleIds);
    return id;
  });
  return readNotice(db, noticeId);
}

/**
 * Saves a notice; answers the events its readers' bells need: the audience it had and the one it
 * has now, when either could see it (published before or after).
 */
export async function updateNotice(db: Db, clock: Clock, auth: Auth, noticeId: number, input: NoticeInput) {
  const before = await readNotice(db, noticeId);
  const audience = await checkedAudience(db, input);
  const published = input.status === '1';
  // published again (from a draft or closed): its time is now; still published: kept
  const publishTime = published && before.status !== '1' ? formatTime(clock.now()) : before.publishTime;
  await db.transaction(async (tx) => {
    await updateStamped(tx, auth, clock, notices, eq(notices.noticeId, noticeId), {
      ...storedValues(input),
      publishTime,
    });
    await writeAudience(tx, noticeId, audience.schoolIds, audience.roleIds);
  });
  const events: NoticeEvent[] = [];
  if (before.status === '1') events.push(noticeEvent(before));
  if (published) events.push(noticeEvent({ noticeId, audience: input.audience, ...audience }));
  return events;
}

/** Deletes every listed notice, or none when one is unknown; answers the events of those that were published. */
export async function deleteNotices(db: Db, ids: number[]) {
  const listed = ids.length ? await db.select().from(notices).where(inArray(notices.noticeId, ids)) : [];
  const audience = await audiencesOf(
    db,
    listed.map((row) => row.noticeId),
  );
  await deleteListed(db, notices, notices.noticeId, ids, missing);
  return listed
    .filter((row) => row.status === '1')
    .map((row) =>
      noticeEvent({ noticeId: row.noticeId, audience: row.audience as NoticeAudience, ...audience(row.noticeId) }),
    );
}
