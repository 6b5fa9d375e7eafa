import { and, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { roles, sessions, users } from '../db/schema';
import { preparedStatements } from '../db/prepared-statements';
import type { Db } from '../db/types';
import { plus, type Clock } from './clock';
import { SESSION_MAX_AGE_HOURS } from './session-lifetime';
import type { Auth } from './context';
import { grants, type Need } from './permissions';
import { newSessionToken, sha256Hex } from './tokens';

// Sessions (docs/api.md "Sessions"): a login opens one, every authenticated call restarts its
// two-hour clock, logout ends it, and none outlives its absolute lifetime (SESSION_MAX_AGE_HOURS)
// however busy it is. A change of credentials ends the account's sessions (endSessionsOf). The
// database holds only the token's hash; several server instances share the table, so an end on
// one is an end on all.

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;

/** Opens a session acting in `activeRoleId`; answers the token, which only the client keeps. */
/** Where a login came from, shown in the online users and "My sessions". */
export interface LoginDevice {
  address: string;
  userAgent: string;
}

export async function openSession(
  db: Db,
  clock: Clock,
  userId: number,
  activeRoleId: number | null,
  device: LoginDevice = { address: '', userAgent: '' },
): Promise<string> {
  const token = newSessionToken();
  const now = clock.now();
  // Sessions that ran out are of no use to anyone: clear them as new ones come.
  await db.delete(sessions).where(lte(sessions.lastActiveAt, plus(now, -SESSION_IDLE_MS)));
  await db.insert(sessions).values({
    tokenHash: sha256Hex(token),
    userId,
    activeRoleId,
    createdAt: now,
    lastActiveAt: now,
    address: device.address.slice(0, 64),
    userAgent: device.userAgent.slice(0, 300),
  });
  return token;
}

/**
 * How long a session's clock may run before a call writes it again: an authenticated call reads
 * its session, and writes the new time only when the stored one is older than this. A session
 * used without a break never runs out; one left idle runs out between SESSION_IDLE_MS minus this
 * and SESSION_IDLE_MS after its last call. Writing the time on every call would make each call,
 * a read included, a write and a commit on the session's row.
 */
export const SESSION_TOUCH_MS = 60 * 1000;

/**
 * The lookup of a session by its token's hash, with whether its role grants `need`: prepared
 * once per need (a route's permission), because every authenticated call makes it.
 */
const sessionLookups = preparedStatements('csp_session', (db, need: Need | null) =>
  db
    .select({
      lastActiveAt: sessions.lastActiveAt,
      createdAt: sessions.createdAt,
      granted: need === null ? sql<boolean>`true` : grants(roles.roleId, roles.roleKey, need),
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
        passwordChangeRequired: users.passwordChangeRequired,
      },
      role: { roleId: roles.roleId, roleKey: roles.roleKey, roleName: roles.roleName, roleNameEn: roles.roleNameEn },
    })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .leftJoin(roles, and(eq(roles.roleId, sessions.activeRoleId), eq(roles.status, '0')))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash'))),
);

/**
 * The user and active role of a live session, its clock restarted (see SESSION_TOUCH_MS), and
 * whether the role grants `need` (true without one); null for an unknown or expired token or a
 * disabled account.
 */
export async function touchSession(
  db: Db,
  clock: Clock,
  token: string,
  need?: Need,
  maxAgeMs = SESSION_MAX_AGE_HOURS * 60 * 60 * 1000,
): Promise<{ auth: Auth; granted: boolean } | null> {
  const tokenHash = sha256Hex(token);
  const now = clock.now();
  const [row] = await sessionLookups(db, need ?? null).execute({ tokenHash });
  // idle too long, past its lifetime, or of a disabled account: gone for good (disabling ends
  // the sessions already; this keeps one that slipped past from coming back on re-enabling)
  const over = row && (row.lastActiveAt <= plus(now, -SESSION_IDLE_MS) || row.createdAt <= plus(now, -maxAgeMs));
  if (!row || over || row.user.status !== '0') {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (row.lastActiveAt <= plus(now, -SESSION_TOUCH_MS)) {
    // only while it is still live: a logout meanwhile stays a logout
    await db
      .update(sessions)
      .set({ lastActiveAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.lastActiveAt, plus(now, -SESSION_IDLE_MS))));
  }
  return { auth: { tokenHash, user: row.user, role: row.role }, granted: row.granted };
}

/**
 * The sessions still live at `now`: used within the idle limit and younger than their lifetime
 * (the rule touchSession applies to one session), for the lists of sessions.
 */
export function liveSessions(now: Date, maxAgeMs: number): SQL | undefined {
  return and(gt(sessions.lastActiveAt, plus(now, -SESSION_IDLE_MS)), gt(sessions.createdAt, plus(now, -maxAgeMs)));
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
}

/**
 * Ends every session of a user whose credentials changed (password changed or reset, account
 * disabled), but for the one `keep` names: the session that changed its own password stays.
 */
export async function endSessionsOf(db: Db, userId: number, keep?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep === undefined ? undefined : ne(sessions.tokenHash, keep)));
}

export async function setActiveRole(db: Db, tokenHash: string, roleId: number): Promise<void> {
  await db.update(sessions).set({ activeRoleId: roleId }).where(eq(sessions.tokenHash, tokenHash));
}
