import { eq, sql, type SQL } from 'drizzle-orm';
import { messages } from '../../db/schema';
import type { Auth } from '../../lib/context';

// Who sees which courseware messages (docs/api.md "Courseware messages"): the platform roles
// (admin, discipline leader) every message, a teacher the messages they sent, any other role
// (school admin, principal) the messages of their own school. Also the course list's
// feedbackCount and the home page's unread count.

const PLATFORM_ROLES = ['admin', 'discipline_leader'];

/** The WHERE condition of the messages `auth` may see; undefined when they see every one. */
export function messageScope(auth: Auth): SQL | undefined {
  const key = auth.role?.roleKey;
  if (key && PLATFORM_ROLES.includes(key)) return undefined;
  if (key === 'teacher') return eq(messages.teacherUserId, auth.user.userId);
  return auth.user.schoolId === null ? sql`false` : eq(messages.schoolId, auth.user.schoolId);
}
