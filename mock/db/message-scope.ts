import type { MessageRow } from './business-types';
import { db } from './store';
import type { RoleRow, UserRow } from './types';

// Who sees which courseware messages (docs/api.md "Courseware messages"):
// - platform roles (admin, discipline leader) see every message;
// - a teacher sees the messages they sent themselves;
// - any other role (school admin, principal) sees the messages of their own school.
// A message is "for" a viewer, and counts as unread for them, only when someone else sent it:
// the read mark records that the people who answer feedback have read it, not its author.

const PLATFORM_ROLES = ['admin', 'discipline_leader'];

export function canSeeMessage(user: UserRow, role: RoleRow | undefined, message: MessageRow): boolean {
  const key = role?.roleKey;
  if (key && PLATFORM_ROLES.includes(key)) return true;
  if (key === 'teacher') return message.teacherUserId === user.userId;
  return user.schoolId !== null && message.schoolId === user.schoolId;
}

export function visibleMessages(user: UserRow, role: RoleRow | undefined): MessageRow[] {
  return db().messages.filter((m) => canSeeMessage(user, role, m));
}

/** Unread messages the viewer may read: visible, sent by someone else, not read yet. */
export function unreadMessageCount(user: UserRow, role: RoleRow | undefined): number {
  return visibleMessages(user, role).filter((m) => m.readFlag === '0' && m.teacherUserId !== user.userId).length;
}
