import { and, eq, inArray } from 'drizzle-orm';
import { roles, sessions, userRoles, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { liveSessions } from '../../lib/sessions';

// Who is behind a live stream: the session its ticket names, which must still be live and of an
// enabled account, with what the hub needs to route events (server/lib/live/hub.ts).

export interface StreamOwner {
  sessionId: number;
  userId: number;
  schoolId: number | null;
  roleIds: number[];
  roleKey: string;
}

export async function streamOwner(db: Db, sessionId: number, now: Date, maxAgeMs: number): Promise<StreamOwner | null> {
  const [row] = await db
    .select({ userId: users.userId, schoolId: users.schoolId, status: users.status, roleKey: roles.roleKey })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .leftJoin(roles, and(eq(roles.roleId, sessions.activeRoleId), eq(roles.status, '0')))
    .where(and(eq(sessions.sessionId, sessionId), liveSessions(now, maxAgeMs)));
  if (!row || row.status !== '0') return null;
  const held = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, row.userId));
  return {
    sessionId,
    userId: row.userId,
    schoolId: row.schoolId,
    roleIds: held.map((r) => r.roleId),
    roleKey: row.roleKey ?? '',
  };
}

/**
 * The sessions among `sessionIds` still live, of enabled accounts: the hub closes the streams of
 * the others (a deleted account's sessions go with it).
 */
export async function stillLive(db: Db, sessionIds: number[], now: Date, maxAgeMs: number): Promise<Set<number>> {
  const rows = await db
    .select({ sessionId: sessions.sessionId })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(and(inArray(sessions.sessionId, sessionIds), liveSessions(now, maxAgeMs), eq(users.status, '0')));
  return new Set(rows.map((r) => r.sessionId));
}

/** The session of a token's hash, as the ticket names it. */
export async function sessionIdOf(db: Db, tokenHash: string): Promise<number> {
  const [row] = await db
    .select({ sessionId: sessions.sessionId })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash));
  return row.sessionId;
}
