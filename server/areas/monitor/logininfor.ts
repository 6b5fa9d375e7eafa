import { and, desc, eq } from 'drizzle-orm';
import { loginFailures, loginLogs } from '../../db/schema';
import type { Db } from '../../db/types';
import { deleteListed } from '../../lib/delete-listed';
import { notFound } from '../../lib/errors';
import { dateRange, param, tablePage, type Query } from '../../lib/paging';
import { loginKey } from '../account/login-guard';

// The login history (docs/api.md "Login log"): the list with its filters, deleting rows, and
// unlocking a name that wrong passwords locked (RuoYi's button on the row).

const SORTABLE = { loginTime: loginLogs.loginTime, userName: loginLogs.userName };

type LoginRow = typeof loginLogs.$inferSelect;
const answer = ({ loginTime, ...row }: LoginRow) => ({ ...row, loginTime: loginTime.toISOString() });

export async function listLogins(db: Db, q: Query) {
  const [userName, ipaddr, result] = ['userName', 'ipaddr', 'result'].map((key) => param(q, key));
  const where = and(
    userName ? eq(loginLogs.userName, userName) : undefined,
    ipaddr ? eq(loginLogs.ipaddr, ipaddr) : undefined,
    result ? eq(loginLogs.result, result) : undefined,
    dateRange(q, loginLogs.loginTime),
  );
  const page = await tablePage(db, q, loginLogs, where, SORTABLE, desc(loginLogs.loginTime), desc(loginLogs.infoId));
  return { ...page, rows: page.rows.map(answer) };
}

/** Deletes the rows, or none when one of them is not there (a delete of several is all or nothing). */
export async function deleteLogins(db: Db, infoIds: number[]) {
  await deleteListed(db, loginLogs, loginLogs.infoId, infoIds, () =>
    notFound('登录日志不存在', 'The login entry does not exist'),
  );
}

export async function cleanLogins(db: Db) {
  await db.delete(loginLogs);
}

/** Lifts the lock and the count of wrong passwords of the name (as typed, any case). */
export async function unlockName(db: Db, userName: string) {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, loginKey(userName)));
}
