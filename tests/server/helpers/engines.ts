// How the server tests reach their database: a dumped PGlite template file, or a PostgreSQL
// server (TEST_DATABASE_URL) on which each worker clones the template database.
export type ServerDbConfig = { engine: 'pglite'; template: string } | { engine: 'postgres'; url: string };

export const TEMPLATE_DB = 'csp_test_template';

/** The same server, another database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverDb: ServerDbConfig;
  }
}
