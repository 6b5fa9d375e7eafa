import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { noticeReads, notices } from '../../db/schema';
import type { Db } from '../../db/types';
import { formatTime, type Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { readableBy, type Member } from './audience';

// The header's bell (docs/api.md "Notices", "My notices"): the caller's unread notices, one
// opened (which marks it read), one or all marked read. Every call sees only the published
// notices addressed to the caller (./audience.ts); any other answers as if it did not exist.

const memberOf = (auth: Auth): Member => ({ userId: auth.user.userId, schoolId: auth.user.schoolId });

const missing = (): never => notFound('公告不存在', 'The notice does not exist');

/** How many unread the bell lists at most: the count says how many there are in all. */
const BELL_ROWS = 50;

const readMark = (auth: Auth) =>
  and(eq(noticeReads.noticeId, notices.noticeId), eq(noticeReads.userId, auth.user.userId));

/** The caller's unread notices, newest first, and how many there are. */
export async function myUnread(db: Db, auth: Auth) {
  const where = and(readableBy(memberOf(auth)), isNull(noticeReads.userId));
  const rows = await db
    .select({
      noticeId: notices.noticeId,
      title: notices.title,
      noticeType: notices.noticeType,
      publishTime: notices.publishTime,
    })
    .from(notices)
    .leftJoin(noticeReads, readMark(auth))
    .where(where)
    .orderBy(desc(notices.publishTime), desc(notices.noticeId))
    .limit(BELL_ROWS);
  const [{ n }] = await db.select({ n: count() }).from(notices).leftJoin(noticeReads, readMark(auth)).where(where);
  return { rows, total: n };
}

/** One notice the caller may read, with its content; it counts as read from now. */
export async function openNotice(db: Db, clock: Clock, auth: Auth, noticeId: number) {
  const [row] = await db
    .select({
      noticeId: notices.noticeId,
      title: notices.title,
      noticeType: notices.noticeType,
      content: notices.content,
      publishTime: notices.publishTime,
      createBy: notices.createBy,
    })
    .from(notices)
    .where(and(eq(notices.noticeId, noticeId), readableBy(memberOf(auth))));
  if (!row) return missing();
  await markRead(db, clock, auth, [noticeId]);
  return row;
}

/** Marks the listed notices read, of those the caller may read; others are passed over. */
export async function markRead(db: Db, clock: Clock, auth: Auth, noticeIds: number[] | 'all') {
  if (noticeIds !== 'all' && !noticeIds.length) return;
  const readable = await db
    .select({ noticeId: notices.noticeId })
    .from(notices)
    .where(and(readableBy(memberOf(auth)), noticeIds === 'all' ? undefined : inArray(notices.noticeId, noticeIds)));
  if (!readable.length) return;
  const readTime = formatTime(clock.now());
  await db
    .insert(noticeReads)
    .values(readable.map(({ noticeId }) => ({ noticeId, userId: auth.user.userId, readTime })))
    .onConflictDoNothing();
}
