import { now } from '../lib/clock';
import { randomId } from '../lib/ids';
import { db } from './store';
import type { Session, UserRow } from './types';

/** Sessions end after two hours without a call (sliding expiry). */
export const SESSION_TTL_MS = 2 * 60 * 60 * 1000;

export function openSession(user: UserRow): Session {
  const firstRole = user.roleIds.find((id) => db().roles.some((r) => r.roleId === id && r.status === '0'));
  const session: Session = {
    token: randomId(40),
    userId: user.userId,
    activeRoleId: firstRole ?? null,
    lastActive: now(),
  };
  db().sessions.push(session);
  return session;
}

/** The live session of a token, its clock restarted; an expired one is dropped. */
export function touchSession(token: string): Session | null {
  const sessions = db().sessions;
  const index = sessions.findIndex((s) => s.token === token);
  if (index < 0) return null;
  const session = sessions[index];
  if (now() - session.lastActive > SESSION_TTL_MS) {
    sessions.splice(index, 1);
    return null;
  }
  session.lastActive = now();
  return session;
}

export function endSession(token: string): void {
  db().sessions = db().sessions.filter((s) => s.token !== token);
}

/** Test helper: every current token now counts as expired (the next call with it gets 401). */
export function expireAllSessions(): void {
  for (const session of db().sessions) session.lastActive = now() - SESSION_TTL_MS - 1;
}
