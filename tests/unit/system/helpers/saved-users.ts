import { asc, count, eq } from 'drizzle-orm';
import { userRoles, users } from '../../../../server/db/schema';
import { verifyPassword } from '../../../../server/lib/passwords';
import { serverDb } from '../../helpers/real-server';

// The accounts as the server saved them, for the users screens' tests on the real server
// (tests/unit/helpers/real-server.ts): the row with the ids of its roles, as the screens show them.

async function withRoles(row: typeof users.$inferSelect | undefined) {
  if (!row) return undefined;
  const held = await serverDb()
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, row.userId))
    .orderBy(asc(userRoles.roleId));
  return { ...row, roleIds: held.map((r) => r.roleId) };
}

/** An account by its user name, with its role ids in order; undefined when there is none. */
export async function savedUser(userName: string) {
  const [row] = await serverDb().select().from(users).where(eq(users.userName, userName));
  return withRoles(row);
}

/** An account by its id, with its role ids in order; undefined when there is none. */
export async function savedUserById(userId: number) {
  const [row] = await serverDb().select().from(users).where(eq(users.userId, userId));
  return withRoles(row);
}

/** How many accounts the server holds. */
export async function userCount(): Promise<number> {
  const [row] = await serverDb().select({ n: count() }).from(users);
  return row.n;
}

/** Whether the account's password is `password` (the server keeps only its hash). */
export async function hasPassword(userName: string, password: string): Promise<boolean> {
  const [row] = await serverDb().select({ hash: users.passwordHash }).from(users).where(eq(users.userName, userName));
  return row !== undefined && verifyPassword(password, row.hash);
}
