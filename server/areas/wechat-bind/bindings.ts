import { eq } from 'drizzle-orm';
import { wechatBindings } from '../../db/schema';
import type { Db } from '../../db/types';
import { formatTime, type Clock } from '../../lib/clock';
import { conflict } from '../../lib/errors';

// One WeChat identity logs in as one account: binding it again to the same account is a login,
// to another account a refusal (the other account's owner must not lose their way in).

export async function bindOpenId(db: Db, clock: Clock, openId: string, userId: number): Promise<void> {
  // One statement, so two binds of one openid at the same moment cannot both win.
  const [added] = await db
    .insert(wechatBindings)
    .values({ openId, userId, createTime: formatTime(clock.now()) })
    .onConflictDoNothing({ target: wechatBindings.openId })
    .returning({ userId: wechatBindings.userId });
  if (added) return;
  const [bound] = await db
    .select({ userId: wechatBindings.userId })
    .from(wechatBindings)
    .where(eq(wechatBindings.openId, openId));
  if (bound?.userId !== userId) {
    conflict('该微信已绑定其他账号', 'This WeChat account is already bound to another account');
  }
}
