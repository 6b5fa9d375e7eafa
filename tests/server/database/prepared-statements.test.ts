import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, inject, it } from 'vitest';
import { userRoleOptions } from '../../../server/areas/account/roles';
import { preparedStatements } from '../../../server/db/prepared-statements';
import { roles, userRoles } from '../../../server/db/schema';
import type { Db } from '../../../server/db/types';
import { db, onOneConnection } from '../helpers/harness';
import { userIdOf } from '../helpers/rows/school-data';

// server/db/prepared-statements.ts: the reads every call makes are prepared once per database
// and shape. A prepared statement must still answer the rows as they are now, and inside a
// transaction the rows as the transaction sees them.

const roleKeysOf = async (on: Db, userId: number) =>
  (await userRoleOptions(on, userId, 'en')).map((role) => role.roleKey);

const roleByKey = preparedStatements('test_role_by_key', (on, key: string) =>
  on
    .select({ roleKey: roles.roleKey })
    .from(roles)
    .where(and(eq(roles.roleKey, key), eq(roles.status, sql.placeholder('status')))),
);

describe('prepared statements', () => {
  it('keeps one statement per database and key, and a new one for another key', () => {
    expect(roleByKey(db(), 'teacher')).toBe(roleByKey(db(), 'teacher'));
    expect(roleByKey(db(), 'teacher')).not.toBe(roleByKey(db(), 'admin'));
  });

  it('answers each key with its own statement and the values of each run', async () => {
    expect(await roleByKey(db(), 'teacher').execute({ status: '0' })).toEqual([{ roleKey: 'teacher' }]);
    expect(await roleByKey(db(), 'admin').execute({ status: '0' })).toEqual([{ roleKey: 'admin' }]);
    expect(await roleByKey(db(), 'teacher').execute({ status: '1' })).toEqual([]);
  });

  it('answers the rows as they are now, not as they were at its first run', async () => {
    const teacher = await userIdOf('teacher');
    expect(await roleKeysOf(db(), teacher)).toContain('teacher');
    await db().update(roles).set({ status: '1' }).where(eq(roles.roleKey, 'teacher'));
    expect(await roleKeysOf(db(), teacher)).not.toContain('teacher');
  });

  it("inside a transaction, reads through the transaction's own connection and keeps nothing", async () => {
    const [admin] = await db().select({ roleId: roles.roleId }).from(roles).where(eq(roles.roleKey, 'admin'));
    const teacher = await userIdOf('teacher');
    expect(await roleKeysOf(db(), teacher)).not.toContain('admin');
    const rolledBack = new Error('rolled back on purpose');
    await expect(
      db().transaction(async (tx) => {
        // PGlite has one connection, held by the transaction: everything here goes through `tx`
        const on = tx as unknown as Db;
        await tx.insert(userRoles).values({ userId: teacher, roleId: admin.roleId });
        // the transaction's own write is seen: the statement ran on its connection
        expect(await roleKeysOf(on, teacher)).toContain('admin');
        expect(roleByKey(on, 'teacher')).not.toBe(roleByKey(on, 'teacher'));
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await roleKeysOf(db(), teacher)).not.toContain('admin');
  });
});

const serverDb = inject('serverDb');

describe.skipIf(serverDb.engine !== 'postgres')('prepared statements on PostgreSQL', () => {
  // A test's second instance of the server loads its modules afresh on the worker's pool: each
  // load has its own families, which prepare their keys in their own order on the same connections.
  it('runs a family loaded twice on one connection, whichever key each load prepared first', async () => {
    if (serverDb.engine !== 'postgres') return;
    await onOneConnection(async (pool) => {
      const on = drizzle({ client: pool }) as unknown as Db;
      const loaded = () =>
        preparedStatements('test_loaded_twice', (to, column: 'roleKey' | 'roleName') =>
          to
            .select({ value: roles[column] })
            .from(roles)
            .where(eq(roles.roleKey, sql.placeholder('key'))),
        );
      const [first, second] = [loaded(), loaded()];
      expect(await first(on, 'roleKey').execute({ key: 'teacher' })).toEqual([{ value: 'teacher' }]);
      expect(await second(on, 'roleName').execute({ key: 'admin' })).toHaveLength(1);
      expect(await second(on, 'roleKey').execute({ key: 'admin' })).toEqual([{ value: 'admin' }]);
      expect(await first(on, 'roleName').execute({ key: 'teacher' })).toHaveLength(1);
    });
  });
});
