import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { messages } from '../../db/schema';
import type { Auth } from '../../lib/context';

// Who sees which courseware messages (docs/api.md "Courseware messages"): the platform roles
// (admin, discipline leader) every message, a teacher the messages they sent, any other role
// (school admin, principal) the messages of their own school. Also the course list's
// feedbackCount and the home page's unread count.

const PLATFORM_ROLES = ['admin', 'discipline_leader'];

/** Which messages a caller reads: every one, the ones they sent, their school's, or none. */
export type MessageReader = 'every' | 'sender' | 'school' | 'none';

export function messageReader(auth: Auth): MessageReader {
  const key = auth.role?.roleKey;
  if (key && PLATFORM_ROLES.includes(key)) return 'every';
  if (key === 'teacher') return 'sender';
  return auth.user.schoolId === null ? 'none' : 'school';
}

/** The caller's ids a reader's condition compares with: values, or a prepared statement's placeholders. */
export interface ReaderIds {
  userId: number | Placeholder;
  schoolId: number | Placeholder;
}

/** The WHERE condition of the messages a `reader` sees; undefined when they see every one. */
export function messagesReadBy(reader: MessageReader, ids: ReaderIds): SQL | undefined {
  if (reader === 'every') return undefined;
  if (reader === 'sender') return eq(messages.teacherUserId, ids.userId);
  return reader === 'school' ? eq(messages.schoolId, ids.schoolId) : sql`false`;
}

/** The values of a prepared statement's `userId` and `schoolId` placeholders for `auth`. */
export const readerIds = (auth: Auth) => ({ userId: auth.user.userId, schoolId: auth.user.schoolId ?? 0 });

/** The WHERE condition of the messages `auth` may see; undefined when they see every one. */
export const messageScope = (auth: Auth): SQL | undefined => messagesReadBy(messageReader(auth), readerIds(auth));
