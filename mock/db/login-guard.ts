import { now } from '../lib/clock';
import type { Lang } from '../lib/lang';
import { bad } from '../lib/reply';
import { userByName } from './lookup';
import { db } from './store';
import type { UserRow } from './types';

// Password check with RuoYi's lock: five wrong passwords in a row lock the account for ten
// minutes, during which even the right password is refused.

const MAX_FAILURES = 5;
const LOCK_MS = 10 * 60 * 1000;

const locked = (lang: Lang): never =>
  bad(
    lang,
    `密码输入错误${MAX_FAILURES}次，帐户锁定10分钟`,
    `Wrong password entered ${MAX_FAILURES} times, the account is locked for 10 minutes`,
  );

export function checkPassword(lang: Lang, userName: string, password: string): UserRow {
  const failures = db().loginFailures;
  const record = failures[userName];
  if (record?.lockedUntil) {
    if (record.lockedUntil > now()) locked(lang);
    delete failures[userName];
  }
  const user = userByName(userName);
  if (user && user.password === password) {
    delete failures[userName];
    return user;
  }
  // Only existing accounts collect failures: there is nothing to lock for an unknown name.
  if (user) {
    const count = (failures[userName]?.count ?? 0) + 1;
    failures[userName] = { count, lockedUntil: count >= MAX_FAILURES ? now() + LOCK_MS : 0 };
    if (count >= MAX_FAILURES) locked(lang);
  }
  return bad(lang, '用户不存在/密码错误', 'Wrong username or password');
}
