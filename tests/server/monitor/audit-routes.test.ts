import { desc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MODULES } from '@contract/monitor';
import { operLogs } from '../../../server/db/schema';
import { operationOf } from '../../../server/lib/audit/operations';
import { login, raw } from '../helpers/client';
import { db } from '../helpers/harness';
import { appRoutes, samplePaths, type AppRoute } from '../helpers/route-table';

// Generated from the server's route table: every route that may write (POST, PUT, DELETE) leaves
// exactly one entry in the audit trail when the administrator calls it, named with its area, so
// that a route a later change adds cannot escape the trail. The few that are no operation
// (login and logout, which the login history records, and a read through PUT) leave none.

const WRITING = new Set(['POST', 'PUT', 'DELETE']);
let ROUTES: AppRoute[] = [];
let PATHS = new Map<AppRoute, string>();
beforeAll(async () => {
  // the logout last: it ends the session the other calls use
  const isLogout = (route: AppRoute) => route.path.endsWith('/logout');
  const writing = appRoutes().filter((route) => WRITING.has(route.method));
  ROUTES = [...writing.filter((route) => !isLogout(route)), ...writing.filter(isLogout)];
  PATHS = await samplePaths(ROUTES);
});

const newestId = async () =>
  (await db().select({ operId: operLogs.operId }).from(operLogs).orderBy(desc(operLogs.operId)).limit(1))[0]?.operId ??
  0;

describe('the audit trail and the route table', () => {
  it('has writing routes to check', () => {
    expect(ROUTES.length).toBeGreaterThan(90);
  });

  it('records one entry, with a known area, for every writing call', async () => {
    const token = await login('admin');
    const missed: string[] = [];
    for (const route of ROUTES) {
      const path = PATHS.get(route)!;
      const apiPath = path.split('?')[0]!;
      const before = await newestId();
      const body = route.method === 'DELETE' ? undefined : {};
      await raw(path, { method: route.method, token, body, lang: 'en' });
      const entries = await db().select().from(operLogs).orderBy(desc(operLogs.operId)).limit(3);
      const made = entries.filter((entry) => entry.operId > before);
      const expected = operationOf(route.method, apiPath);
      if (!expected) {
        if (made.length) missed.push(`${route.method} ${route.path}: an entry for a call that is no operation`);
        continue;
      }
      if (made.length !== 1) missed.push(`${route.method} ${route.path}: ${made.length} entries`);
      else if (!(AUDIT_MODULES as readonly string[]).includes(made[0]!.module))
        missed.push(`${route.method} ${route.path}: no area named for it`);
      else
        expect(made[0]).toMatchObject({ method: route.method, path: apiPath, operName: route.access ? 'admin' : '' });
    }
    expect(missed).toEqual([]);
  });
});
