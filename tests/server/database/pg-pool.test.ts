import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../../server/db/client';
import { rawRows } from '../../../server/db/types';
import { databaseUrl } from '../helpers/engines';

// The PostgreSQL pool gives each new connection the planner's setting (server/db/client.ts) as a
// start-up option, not as a query sent beside the one the connection was taken for: two queries at
// once on one connection is what node-postgres warns about at every start, and refuses from pg 9.

const config = inject('serverDb');

describe.runIf(config.engine === 'postgres')('the PostgreSQL pool', () => {
  const url = config.engine === 'postgres' ? config.url : '';

  it('sets random_page_cost as each new connection starts, not by a statement beside the first query', async () => {
    const database = openPostgres(databaseUrl(url, 'postgres'), 3);
    try {
      // three new connections at once, each taken for a query of its own; pg_settings says where
      // a setting came from: 'client' for the start-up packet, 'session' for a SET
      const settings = await Promise.all(
        [1, 2, 3].map(
          async () =>
            (
              await rawRows<{ setting: string; source: string }>(
                database.db,
                sql`select setting, source from pg_settings where name = 'random_page_cost'`,
              )
            )[0],
        ),
      );
      expect(settings).toEqual([1, 2, 3].map(() => ({ setting: '1.1', source: 'client' })));
    } finally {
      await database.close();
    }
  });
});
