import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { auditColumns } from './audit';
import { identity, reference, status, wallClock } from './columns';
import { schools } from './schools';

// Applications to join a school and the mini-program's users (docs/api.md "Approvals and WeChat
// users").

/**
 * An application of a console account to join a school in a role. The applicant's name and
 * account name are kept as they were when the application arrived (what the approver decided on).
 */
export const approvals = pgTable(
  'school_approval',
  {
    approvalId: identity('approval_id'),
    schoolId: reference('school_id', () => schools.schoolId, 'cascade'),
    userId: reference('user_id', () => users.userId, 'cascade'),
    applicantName: varchar('applicant_name', { length: 50 }).notNull(),
    applicantUserName: varchar('applicant_user_name', { length: 30 }).notNull(),
    /** the role key applied for */
    roleKey: varchar('role_key', { length: 100 }).notNull(),
    /** dict approval_status: 0 pending, 1 approved, 2 rejected */
    status: status(),
    /** dict approval_mode: the school's mode when the application arrived */
    mode: char('mode', { length: 1 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    index('school_approval_school_idx').on(t.schoolId, t.createTime),
    index('school_approval_user_idx').on(t.userId, t.createTime),
    index('school_approval_create_time_idx').on(t.createTime),
    check('school_approval_status_chk', sql`${t.status} in ('0', '1', '2')`),
    check('school_approval_mode_chk', sql`${t.mode} in ('0', '1')`),
    check('school_approval_role_chk', sql`${t.roleKey} in ('teacher', 'principal', 'school_admin')`),
  ],
);

/** A user of the WeChat mini-program, optionally bound to a console account. */
export const wxUsers = pgTable(
  'wx_user',
  {
    wxUserId: identity('wx_user_id'),
    openId: varchar('open_id', { length: 64 }).notNull().unique(),
    nickname: varchar('nickname', { length: 64 }).notNull().default(''),
    avatar: varchar('avatar', { length: 500 }).notNull().default(''),
    /** the full number; answers mask it */
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    status: status(),
    createTime: wallClock('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('wx_user_create_time_idx').on(t.createTime),
    index('wx_user_user_idx').on(t.userId),
    check('wx_user_status_chk', sql`${t.status} in ('0', '1')`),
  ],
);
