import { expect } from 'vitest';
import { freePort, releasePort } from './free-port';
import { call, logIn, startServer, stopAllServers, type Envelope } from './server-process';

// The server killed (`kill -9`: no shutdown, no last write) in the middle of a burst of writes,
// then started again on the same data: every write it answered 200 is there, every record is
// whole, none twice, and the database opens and takes writes again. The scenario of
// tests/server/database/kill-during-writes-*.test.ts, one file per engine.
//
// The write is a role with its menus: one row in sys_role and several in sys_role_menu in one
// transaction, so a half-written record would show as a role with some of its menus.

const WRITES = 200;
const AT_ONCE = 8;
/** the kill comes once this many writes are answered, with the others of the burst in flight */
const KILL_AFTER = 100;

interface RoleSent {
  roleKey: string;
  roleName: string;
  roleNameEn: string;
  roleSort: number;
  menuIds: number[];
}

/** a role as the list answers it in English: roleName in English, the Chinese in roleNameZh */
interface RoleRow extends RoleSent {
  roleId: number;
  roleNameZh: string;
}

/** Write `i`: its own key and names, and 1 to 7 menus, different from its neighbours'. */
function roleFor(i: number, menus: number[]): RoleSent {
  const count = 1 + (i % 7);
  const menuIds = Array.from({ length: count }, (_, k) => menus[(i * 3 + k) % menus.length]);
  return {
    roleKey: `kill_${i}`,
    roleName: `断电写入${i}`,
    roleNameEn: `Killed write ${i}`,
    roleSort: i,
    menuIds: [...new Set(menuIds)].sort((a, b) => a - b),
  };
}

function menuIdsOfTree(nodes: { id: number; children?: unknown[] }[]): number[] {
  return nodes.flatMap((node) => [
    node.id,
    ...menuIdsOfTree((node.children ?? []) as { id: number; children?: unknown[] }[]),
  ]);
}

async function writtenRoles(base: string, token: string): Promise<RoleRow[]> {
  const list = await call(base, '/system/role/list?roleKey=kill_&pageSize=1000', { token });
  expect(list.code, list.msg).toBe(200);
  return (list.rows as RoleRow[]).filter((row) => /^kill_\d+$/.test(row.roleKey));
}

interface Burst {
  /** roleKey → roleId of every write answered 200 */
  answered: Map<string, number>;
  /** every write sent (answered or cut by the kill) */
  sent: Map<string, RoleSent>;
  /** whether the kill came while writes were in flight */
  cutInFlight: number;
}

/**
 * Sends the writes, AT_ONCE at a time, and kills the server with SIGKILL once KILL_AFTER are
 * answered. A write refused before the kill fails the test; a write cut by it is unknown.
 */
async function burstThenKill(base: string, token: string, menus: number[], kill: () => void): Promise<Burst> {
  const answered = new Map<string, number>();
  const sent = new Map<string, RoleSent>();
  let next = 0;
  let killed = false;
  let inFlight = 0;
  let cutInFlight = 0;
  async function worker() {
    while (next < WRITES && !killed) {
      const role = roleFor(next++, menus);
      sent.set(role.roleKey, role);
      let reply: Envelope;
      inFlight++;
      try {
        reply = await call(base, '/system/role', { method: 'POST', token, body: { ...role, status: '0' } });
      } catch (error) {
        if (!killed) throw error;
        continue; // cut by the kill: may or may not be written
      } finally {
        inFlight--;
      }
      if (killed) continue; // answered just as the process died: still must be there
      expect(reply.code, `${role.roleKey}: ${reply.msg}`).toBe(200);
      answered.set(role.roleKey, (reply.data as { roleId: number }).roleId);
      if (answered.size >= KILL_AFTER && !killed) {
        killed = true;
        cutInFlight = inFlight;
        kill();
      }
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return { answered, sent, cutInFlight };
}

/** Checks the roles found after the restart against what was sent and answered. */
function expectWholeAndDurable(found: RoleRow[], burst: Burst): void {
  const keys = found.map((row) => row.roleKey);
  expect(new Set(keys).size, 'a write found twice').toBe(keys.length);
  for (const [roleKey, roleId] of burst.answered) {
    const row = found.find((r) => r.roleKey === roleKey);
    expect(row, `${roleKey} was answered 200 and is gone`).toBeDefined();
    expect(row!.roleId).toBe(roleId);
  }
  // every role there, answered or not, is the whole record that was sent
  for (const row of found) {
    const role = burst.sent.get(row.roleKey);
    expect(role, `${row.roleKey} was never sent`).toBeDefined();
    expect({
      roleKey: row.roleKey,
      roleName: row.roleNameZh,
      roleNameEn: row.roleNameEn,
      roleSort: row.roleSort,
      menuIds: [...row.menuIds].sort((a, b) => a - b),
    }).toEqual(role);
  }
  expect(found.length).toBeLessThanOrEqual(burst.sent.size);
}

/**
 * Runs the whole scenario against a server started with `env` (its database) on a port of
 * `ports` (each test file its own range: files of one run start their servers side by side).
 */
export async function killDuringWrites(
  ports: readonly [number, number],
  env: Record<string, string>,
  databaseLog: () => string = () => '',
) {
  const port = await freePort(...ports);
  try {
    const t0 = Date.now();
    const first = await startServer(port, env);
    const t1 = Date.now();
    const login = await logIn(first.url, 'admin', 'admin123');
    expect(login.code, login.msg).toBe(200);
    const token = String(login.token);
    const tree = await call(first.url, '/system/menu/treeselect', { token });
    const menus = menuIdsOfTree(tree.data as { id: number }[]);
    expect(menus.length).toBeGreaterThan(10);

    let exited: Promise<number | string> | undefined;
    const burst = await burstThenKill(first.url, token, menus, () => (exited = first.stop('SIGKILL')));
    expect(await exited).toBe('SIGKILL');
    expect(burst.answered.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(burst.answered.size).toBeLessThan(WRITES);
    expect(burst.cutInFlight, 'writes in flight when the server died').toBeGreaterThan(0);

    // the same data again: the database recovers by itself, the session written before is there
    const t2 = Date.now();
    const second = await startServer(port, env);
    const t3 = Date.now();
    const found = await writtenRoles(second.url, token);
    expectWholeAndDurable(found, burst);

    // it takes writes again, with new ids (no id handed out twice)
    const after = roleFor(WRITES, menus);
    const created = await call(second.url, '/system/role', { method: 'POST', token, body: after });
    expect(created.code, created.msg).toBe(200);
    const newId = (created.data as { roleId: number }).roleId;
    expect(found.every((row) => row.roleId < newId)).toBe(true);

    const output = second.output() + databaseLog();
    expect(output).not.toMatch(/PANIC|corrupt|invalid (record|page|checkpoint)/i);
    await second.stop('SIGTERM');
    return {
      answered: burst.answered.size,
      found: found.length,
      sent: burst.sent.size,
      ms: { start: t1 - t0, writes: t2 - t1, restart: t3 - t2 },
    };
  } finally {
    await stopAllServers();
    releasePort(port);
  }
}
