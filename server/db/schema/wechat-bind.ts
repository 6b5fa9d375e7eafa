import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';

// WeChat web login (docs/api.md "POST /auth/bind"): which console account a WeChat identity
// logs in as. An openid names one WeChat user for one app and is bound to one account at most.

export const wechatBindings = pgTable(
  'wechat_binding',
  {
    /** the openid WeChat's OAuth exchange answered for the authorisation code */
    openId: varchar('open_id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    createTime: timestamp('create_time', { mode: 'string', precision: 0 }).notNull(),
  },
  (t) => [index('wechat_binding_user_idx').on(t.userId)],
);
