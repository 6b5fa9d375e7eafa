import { char, pgTable, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { reference, wallClock } from './columns';

// Calendar feeds (docs/api.md "Calendar feed"): each teacher's secret address of their schedule,
// /csp/ical/<token>.ics, which a phone's calendar fetches without logging in. The token is the
// only proof, so the table keeps its SHA-256 like a session's: a copy of the database opens no
// feed. One address per user at most; a new one replaces the row, and the old address is dead.

export const calendarFeeds = pgTable('calendar_feed', {
  userId: reference('user_id', () => users.userId, 'cascade').primaryKey(),
  tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
  /** the language the events are written in: the one the teacher used when making the address */
  lang: varchar('lang', { length: 2 }).notNull().default('zh'),
  createTime: wallClock('create_time').notNull(),
});
