import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite, pgliteDatabase } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import { verifyPassword } from '../../../server/lib/passwords';
import { startServer, stopAllServers } from '../helpers/processes/server-process';

// A school's first start without ADMIN_PASSWORD (docs/server.md "Running it", docs/security.md
// "First password"): the made-up password goes to a file in the data folder that only the
// server's user reads, the output names the file and never the password, and the admin must
// change it at the first login. A later start removes the file once the password is changed.

const PORT = 8164;
const folders: string[] = [];

afterAll(async () => {
  await stopAllServers();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function adminRow(dataDir: string) {
  const client = await createPglite(join(dataDir, 'pglite'));
  try {
    const db = pgliteDatabase(client).db;
    const [row] = await db.select().from(users).where(eq(users.userName, 'admin'));
    return { row, db, close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

describe("a school's made-up first password", () => {
  it(
    'is written to <DATA_DIR>/first-admin-password (mode 0600), never to the output',
    { timeout: 180_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'csp-first-password-'));
      folders.push(dataDir);
      const server = await startServer(PORT, { DATA_DIR: dataDir, SEED: 'school', ADMIN_PASSWORD: '' });
      const file = join(dataDir, 'first-admin-password');
      expect(await server.stop('SIGTERM')).toBe(0);

      const password = (await readFile(file, 'utf8')).trim();
      expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(server.output()).not.toContain(password);
      expect(server.output()).toContain(file);

      const admin = await adminRow(dataDir);
      try {
        expect(await verifyPassword(password, admin.row.passwordHash)).toBe(true);
        expect(admin.row.passwordChangeRequired).toBe(true);
        // as the change-password call leaves it
        await admin.db.update(users).set({ passwordChangeRequired: false }).where(eq(users.userId, admin.row.userId));
      } finally {
        await admin.close();
      }

      const again = await startServer(PORT, { DATA_DIR: dataDir, SEED: 'school', ADMIN_PASSWORD: '' });
      expect(await again.stop('SIGTERM')).toBe(0);
      expect(existsSync(file)).toBe(false);
      expect(again.output()).toContain(`removed ${file}`);
    },
  );
});
