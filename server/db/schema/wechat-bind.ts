import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { reference, wallClock } from './columns';

// WeChat web login (docs/api.md "POST /auth/bind"): which console account a WeChat identity
// logs in as. An openid names one WeChat user for one app and is bound to one account at most.

export const wechatBindings = pgTable(
  'wechat_binding',
  {
    /** the openid WeChat's OAuth exchange answered for the authorisation code */
    openId: varchar('open_id', { length: 64 }).primaryKey(),
    userId: reference('user_id', () => users.userId, 'cascade'),
    createTime: wallClock('create_time').notNull(),
  },
  (t) => [index('wechat_binding_user_idx').on(t.userId)],
);
