import { sql } from 'drizzle-orm';
import { char, check, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { roles, users } from './account';
import { auditColumns } from './audit';
import { identity, linkTable, reference, wallClock } from './columns';
import { schools } from './schools';

// Notices and announcements (docs/api.md "Notices"): written by the platform administrator,
// read by their audience in the header's bell. The audience is everyone, the staff of chosen
// schools, or the holders of chosen roles; the chosen schools and roles are link tables, so that
// a school or role that goes takes its links with it.

export const notices = pgTable(
  'sys_notice',
  {
    noticeId: identity('notice_id'),
    title: varchar('title', { length: 100 }).notNull(),
    /** "1" notice, "2" announcement */
    noticeType: char('notice_type', { length: 1 }).notNull().default('1'),
    /** rich text, stored cleaned (server/lib/rich-text.ts) */
    content: text('content').notNull(),
    /** "0" draft, "1" published, "2" closed */
    status: char('status', { length: 1 }).notNull().default('0'),
    /** "all" every account, "schools" the chosen schools' staff, "roles" the chosen roles' holders */
    audience: varchar('audience', { length: 10 }).notNull().default('all'),
    /** when it was last published; null while never published */
    publishTime: wallClock('publish_time'),
    ...auditColumns(),
  },
  (t) => [
    index('sys_notice_create_time_idx').on(t.createTime),
    check('sys_notice_type_chk', sql`${t.noticeType} in ('1', '2')`),
    check('sys_notice_status_chk', sql`${t.status} in ('0', '1', '2')`),
    check('sys_notice_audience_chk', sql`${t.audience} in ('all', 'schools', 'roles')`),
  ],
);

export const noticeSchools = linkTable('sys_notice_school', {
  noticeId: reference('notice_id', () => notices.noticeId, 'cascade'),
  schoolId: reference('school_id', () => schools.schoolId, 'cascade'),
});

export const noticeRoles = linkTable('sys_notice_role', {
  noticeId: reference('notice_id', () => notices.noticeId, 'cascade'),
  roleId: reference('role_id', () => roles.roleId, 'cascade'),
});

/**
 * Who has read which notice, and when: one row a reader. Bookkeeping of reading, not a record a
 * school keeps, so the audit trail leaves it out (server/db/audit-triggers.ts).
 */
export const noticeReads = linkTable('sys_notice_read', {
  noticeId: reference('notice_id', () => notices.noticeId, 'cascade'),
  userId: reference('user_id', () => users.userId, 'cascade'),
  readTime: wallClock('read_time').notNull().defaultNow(),
});
