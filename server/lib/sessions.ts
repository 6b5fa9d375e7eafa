import { and, eq, gt, lte } from 'drizzle-orm';
import { roles, sessions, users } from '../db/schema';
import type { Db } from '../db/types';
import { plus, type Clock } from './clock';
import type { Auth } from './context';
import { newSessionToken, sha256Hex } from './tokens';

// Sessions (docs/api.md "Sessions"): a login opens one, every authenticated call restarts its
// two-hour clock, logout ends it. The database holds only the token's hash; several server
// instances share the table, so a logout on one ends the session on all.

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;

/** Opens a session acting in `activeRoleId`; answers the token, which only the client keeps. */
export async function openSession(db: Db, clock: Clock, userId: number, activeRoleId: number | null): Promise<string> {
  const token = newSessionToken();
  const now = clock.now();
  // Sessions that ran out are of no use to anyone: clear them as new ones come.
  await db.delete(sessions).where(lte(sessions.lastActiveAt, plus(now, -SESSION_IDLE_MS)));
  await db
    .insert(sessions)
    .values({ tokenHash: sha256Hex(token), userId, activeRoleId, createdAt: now, lastActiveAt: now });
  return token;
}

/**
 * The user and active role of a live session, its clock restarted; null for an unknown or
 * expired token or a disabled account.
 */
export async function touchSession(db: Db, clock: Clock, token: string): Promise<Auth | null> {
  const tokenHash = sha256Hex(token);
  const now = clock.now();
  const [live] = await db
    .update(sessions)
    .set({ lastActiveAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.lastActiveAt, plus(now, -SESSION_IDLE_MS))))
    .returning({ userId: sessions.userId, activeRoleId: sessions.activeRoleId });
  if (!live) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  const [row] = await db
    .select({
      user: {
        userId: users.userId,
        userName: users.userName,
        nickName: users.nickName,
        name: users.name,
        email: users.email,
        phonenumber: users.phonenumber,
        sex: users.sex,
        avatar: users.avatar,
        status: users.status,
        schoolId: users.schoolId,
      },
      role: { roleId: roles.roleId, roleKey: roles.roleKey, roleName: roles.roleName, roleNameEn: roles.roleNameEn },
    })
    .from(users)
    .leftJoin(roles, and(eq(roles.roleId, live.activeRoleId ?? -1), eq(roles.status, '0')))
    .where(eq(users.userId, live.userId));
  if (!row || row.user.status !== '0') return null;
  return { tokenHash, user: row.user, role: row.role };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
}

export async function setActiveRole(db: Db, tokenHash: string, roleId: number): Promise<void> {
  await db.update(sessions).set({ activeRoleId: roleId }).where(eq(sessions.tokenHash, tokenHash));
}
