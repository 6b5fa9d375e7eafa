import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditTriggersCurrent } from '../../../server/db/audit-triggers';
import { createPglite, MIGRATIONS_FOLDER, pgliteDatabase } from '../../../server/db/client';
import { emptyTemplate } from '../../../server/db/template/file';

// The empty database a new data folder starts from (server/db/template/): this PGlite must load
// it, and it must hold every migration and the audit trail's triggers as they are now, or a first
// start would fall back to initdb or spend its time migrating and making them. After
// `npm run db:generate`, `npm run db:template` makes it again.

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe('the shipped empty template', () => {
  it("loads in this PGlite and holds every migration and the audit trail's triggers, and no account", async () => {
    const template = await emptyTemplate();
    expect(template, 'server/db/template/pglite-empty.tar.gz is missing: npm run db:template').toBeDefined();
    const client = await createPglite(undefined, template);
    try {
      const applied = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n, 'a migration is missing from the template: npm run db:template').toBe(
        journal.entries.length,
      );
      expect(
        await auditTriggersCurrent(pgliteDatabase(client).db),
        "the template's audit triggers are not those of server/db/audit-triggers.ts: npm run db:template",
      ).toBe(true);
      const accounts = await client.query<{ n: number }>('select count(*)::int as n from sys_user');
      expect(accounts.rows[0].n).toBe(0);
    } finally {
      await client.close();
    }
  }, 60_000);
});
