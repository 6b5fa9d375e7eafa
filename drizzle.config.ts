import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration for a schema change; the server applies the
// migrations at start. A released migration is never edited: a change is a new migration.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
