import type { ColumnChanges } from '@contract/monitor';
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

// What the monitoring menu reads: the audit trail (one entry per accepted write and the changes it
// made, docs/server.md "The audit trail"), the login history, and the scheduled jobs' runs.
// None of these tables carries a foreign key to the records it names: an entry outlives the
// account, school or record it is about, which is the point of keeping it.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** One request that asked to change something, accepted or refused. */
export const operLogs = pgTable(
  'sys_oper_log',
  {
    operId: bigint('oper_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** the request log's id of the same request (X-Request-Id) */
    requestId: varchar('request_id', { length: 128 }).notNull().default(''),
    /** the area the call belongs to (server/lib/audit/operations.ts) */
    module: varchar('module', { length: 40 }).notNull(),
    /** add, edit, delete, grant, export, import, force, clean or other */
    businessType: varchar('business_type', { length: 10 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    path: varchar('path', { length: 255 }).notNull(),
    userId: integer('user_id'),
    /** the account as it was called at the time; '' for a visitor without a session */
    operName: varchar('oper_name', { length: 64 }).notNull().default(''),
    roleKey: varchar('role_key', { length: 100 }).notNull().default(''),
    /** the acting account's school; null for the platform's staff and visitors */
    schoolId: integer('school_id'),
    operIp: varchar('oper_ip', { length: 64 }).notNull().default(''),
    browser: varchar('browser', { length: 60 }).notNull().default(''),
    os: varchar('os', { length: 60 }).notNull().default(''),
    /** 0 accepted, 1 refused */
    status: smallint('status').notNull(),
    /** the refusal's message in the language of the request ('' when accepted) */
    errorMsg: varchar('error_msg', { length: 500 }).notNull().default(''),
    costTime: integer('cost_time').notNull(),
    operTime: at('oper_time'),
    /** the entry of a deletion or clean-up of the trail itself: nobody can delete it */
    kept: boolean('kept').notNull().default(false),
  },
  (t) => [
    index('sys_oper_log_time_idx').on(t.operTime),
    index('sys_oper_log_name_time_idx').on(t.operName, t.operTime),
    index('sys_oper_log_school_time_idx').on(t.schoolId, t.operTime),
  ],
);

/** One row an entry's request inserted, updated or deleted, written by the audit trigger. */
export const operChanges = pgTable(
  'sys_oper_change',
  {
    changeId: bigint('change_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    operId: bigint('oper_id', { mode: 'number' }).notNull(),
    tableName: varchar('table_name', { length: 64 }).notNull(),
    /** the row's primary key, its columns' values joined by '/' */
    recordKey: varchar('record_key', { length: 200 }).notNull(),
    /** INSERT, UPDATE or DELETE */
    action: varchar('action', { length: 6 }).notNull(),
    /** the row's school_id (or the school's own id) when it has one: whose records these are */
    schoolId: integer('school_id'),
    /** column → [old, new], masked columns as '***' */
    changes: jsonb('changes').$type<ColumnChanges>().notNull(),
  },
  (t) => [
    index('sys_oper_change_oper_idx').on(t.operId),
    index('sys_oper_change_record_idx').on(t.tableName, t.recordKey),
    index('sys_oper_change_school_idx').on(t.schoolId),
  ],
);

/** One login attempt or logout, as typed. */
export const loginLogs = pgTable(
  'sys_login_log',
  {
    infoId: bigint('info_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** the account name as typed (trimmed to 64 characters) */
    userName: varchar('user_name', { length: 64 }).notNull(),
    /** the account it named, when one exists */
    userId: integer('user_id'),
    schoolId: integer('school_id'),
    ipaddr: varchar('ipaddr', { length: 64 }).notNull().default(''),
    browser: varchar('browser', { length: 60 }).notNull().default(''),
    os: varchar('os', { length: 60 }).notNull().default(''),
    /** loggedIn, wrongPassword, wrongCaptcha, locked, disabled, loggedOut, forcedOut, rateLimited */
    result: varchar('result', { length: 20 }).notNull(),
    loginTime: at('login_time'),
  },
  (t) => [
    index('sys_login_log_time_idx').on(t.loginTime),
    index('sys_login_log_name_time_idx').on(t.userName, t.loginTime),
  ],
);

/** A job the code registers: whether it is paused and when it is next due, shared by every instance. */
export const jobs = pgTable('sys_job', {
  jobKey: varchar('job_key', { length: 60 }).primaryKey(),
  paused: boolean('paused').notNull().default(false),
  nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** One run of a job, by whichever instance claimed it. */
export const jobRuns = pgTable(
  'sys_job_run',
  {
    runId: bigint('run_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    jobKey: varchar('job_key', { length: 60 }).notNull(),
    startedAt: at('started_at'),
    costTime: integer('cost_time').notNull().default(0),
    /** 0 done, 1 failed */
    status: smallint('status').notNull(),
    /** what the run did or why it failed, for the screen */
    message: varchar('message', { length: 500 }).notNull().default(''),
    /** run by the screen's "run now" rather than the schedule */
    manual: boolean('manual').notNull().default(false),
  },
  (t) => [index('sys_job_run_job_time_idx').on(t.jobKey, t.startedAt)],
);
