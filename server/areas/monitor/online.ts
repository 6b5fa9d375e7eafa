import { and, desc, eq, inArray } from 'drizzle-orm';
import { schools, sessions, users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { countSelected, param, sortedPage, type Query } from '../../lib/paging';
import { liveSessions } from '../../lib/sessions';
import { deviceOf } from '../../lib/user-agent';
import { recordLoginEvent } from '../account/login-history';
import { withinSchools } from '../school/scope';

// Live sessions (docs/api.md "Online users" and "My sessions"): the administrator's list of every
// one (a school's administrator: their school's accounts'), ending one (force logout), and each
// user's own devices. A session is named by its number, never by its token or the token's hash.
// Ending one deletes its row, which every instance reads on the next call: that call answers 401
// and the console asks to log in again.

const missing = (): never => notFound('会话不存在或已结束', 'The session does not exist or has ended');

const live = (c: AppContext) => liveSessions(c.var.clock.now(), c.var.sessionMaxAgeMs);

const SORTABLE = { loginTime: sessions.createdAt, lastActiveTime: sessions.lastActiveAt, userName: users.userName };

function sessionRows(db: Db) {
  return db
    .select({
      sessionId: sessions.sessionId,
      tokenHash: sessions.tokenHash,
      userId: users.userId,
      userName: users.userName,
      nickName: users.nickName,
      schoolId: users.schoolId,
      schoolName: schools.schoolName,
      address: sessions.address,
      userAgent: sessions.userAgent,
      loginTime: sessions.createdAt,
      lastActiveTime: sessions.lastActiveAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .leftJoin(schools, eq(schools.schoolId, users.schoolId));
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionRows>['execute']>>[number];

const answer = (row: SessionRow, current: string) => {
  const { tokenHash, userAgent, loginTime, lastActiveTime, ...shown } = row;
  return {
    ...shown,
    ...deviceOf(userAgent),
    loginTime: loginTime.toISOString(),
    lastActiveTime: lastActiveTime.toISOString(),
    current: tokenHash === current,
  };
};

export async function listOnline(c: AppContext, q: Query) {
  const { db, auth } = c.var;
  const [userName, address] = [param(q, 'userName'), param(q, 'ipaddr')];
  const where = and(
    live(c),
    withinSchools(auth, users.schoolId),
    userName ? eq(users.userName, userName) : undefined,
    address ? eq(sessions.address, address) : undefined,
  );
  const page = await sortedPage(
    q,
    countSelected(db, sessionRows(db).where(where).$dynamic()),
    sessionRows(db).where(where).$dynamic(),
    SORTABLE,
    desc(sessions.lastActiveAt),
    desc(sessions.sessionId),
  );
  return { ...page, rows: page.rows.map((row) => answer(row, auth.tokenHash)) };
}

/** Ends the sessions (of the caller's scope); each is a "forced out" row of the login history. */
export async function forceLogout(c: AppContext, sessionIds: number[]) {
  const { db, auth } = c.var;
  const found = await sessionRows(db).where(
    and(inArray(sessions.sessionId, sessionIds), withinSchools(auth, users.schoolId)),
  );
  if (found.length < new Set(sessionIds).size) return missing();
  await db.delete(sessions).where(inArray(sessions.sessionId, sessionIds));
  for (const row of found)
    await recordLoginEvent(c, {
      userName: row.userName,
      userId: row.userId,
      schoolId: row.schoolId,
      result: 'forcedOut',
    });
}

/** The caller's own live sessions, the one they call from marked. */
export async function mySessions(c: AppContext) {
  const { db, auth } = c.var;
  const rows = await sessionRows(db)
    .where(and(live(c), eq(sessions.userId, auth.user.userId)))
    .orderBy(desc(sessions.lastActiveAt));
  return rows.map((row) => answer(row, auth.tokenHash));
}

/** Ends some of the caller's own sessions; another account's are not found. */
export async function endMySessions(c: AppContext, sessionIds: number[]) {
  const { db, auth } = c.var;
  const gone = await db
    .delete(sessions)
    .where(and(inArray(sessions.sessionId, sessionIds), eq(sessions.userId, auth.user.userId)))
    .returning({ sessionId: sessions.sessionId });
  if (!gone.length) missing();
}
