import { varchar } from 'drizzle-orm/pg-core';
import { wallClock } from './columns';

// The bookkeeping columns every business record carries (docs/api.md "Records"). Times are the
// wall-clock `yyyy-MM-dd HH:mm:ss` the answers show, so they are kept without a time zone.
export const auditColumns = () => ({
  createBy: varchar('create_by', { length: 64 }).notNull().default(''),
  createTime: wallClock('create_time').notNull().defaultNow(),
  updateBy: varchar('update_by', { length: 64 }).notNull().default(''),
  updateTime: wallClock('update_time'),
  remark: varchar('remark', { length: 500 }).notNull().default(''),
});
