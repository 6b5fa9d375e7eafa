import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { auditColumns } from './audit';
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
    approvalId: integer('approval_id').primaryKey().generatedByDefaultAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.schoolId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    applicantName: varchar('applicant_name', { length: 50 }).notNull(),
    applicantUserName: varchar('applicant_user_name', { length: 30 }).notNull(),
    /** the role key applied for */
    roleKey: varchar('role_key', { length: 100 }).notNull(),
    /** dict approval_status: 0 pending, 1 approved, 2 rejected */
    status: char('status', { length: 1 }).notNull().default('0'),
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
    wxUserId: integer('wx_user_id').primaryKey().generatedByDefaultAsIdentity(),
    openId: varchar('open_id', { length: 64 }).notNull().unique(),
    nickname: varchar('nickname', { length: 64 }).notNull().default(''),
    avatar: varchar('avatar', { length: 500 }).notNull().default(''),
    /** the full number; answers mask it */
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    status: char('status', { length: 1 }).notNull().default('0'),
    createTime: timestamp('create_time', { mode: 'string', precision: 0 }).notNull().defaultNow(),
  },
  (t) => [
    index('wx_user_create_time_idx').on(t.createTime),
    index('wx_user_user_idx').on(t.userId),
    check('wx_user_status_chk', sql`${t.status} in ('0', '1')`),
  ],
);
