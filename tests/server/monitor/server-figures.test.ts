import { readFileSync } from 'node:fs';
import { inject, describe, expect, it } from 'vitest';
import type { monitorRoutes } from '../../../server/areas/monitor/routes';
import { createApp } from '../../../server/app';
import { Traffic } from '../../../server/lib/metrics/traffic';
import { failedOutside } from '../../../server/lib/errors';
import { answer, api } from '../helpers/api';
import { call, login } from '../helpers/client';
import { clock, db, RAISED_RATE_LIMITS, serverLog } from '../helpers/harness';

// The server screen's call (docs/api.md "Server figures and metrics"): the instance, its memory,
// event loop, database and traffic, for the platform administrator alone.

const server = (token?: string) => api<typeof monitorRoutes>({ token }).monitor.server;
const packageVersion = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

describe('the server figures', () => {
  it('tell the platform administrator the instance, memory, event loop and database, each figure sane', async () => {
    const before = Date.now();
    const reply = await answer(server(await login('admin')).$get());
    expect(reply.code).toBe(200);
    const { instance, memory, eventLoop, database } = reply.data;

    expect(instance.version).toBe(packageVersion);
    expect(instance.node).toBe(process.version);
    expect(instance.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(instance.startedAt)).toBeLessThanOrEqual(before);
    expect(Math.abs(Date.parse(instance.startedAt) + instance.uptimeSeconds * 1000 - before)).toBeLessThan(5_000);
    expect(instance.cpus).toBeGreaterThanOrEqual(1);
    expect(instance.loadAverage).toHaveLength(3);

    expect(memory.rssBytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(memory.heapUsedBytes).toBeGreaterThan(0);
    expect(memory.heapUsedBytes).toBeLessThanOrEqual(memory.heapTotalBytes);
    expect(memory.externalBytes).toBeGreaterThanOrEqual(0);

    for (const delay of [eventLoop.meanMs, eventLoop.p99Ms, eventLoop.maxMs]) expect(delay).toBeGreaterThanOrEqual(0);
    expect(eventLoop.p99Ms).toBeLessThanOrEqual(eventLoop.maxMs);

    const engine = inject('serverDb').engine;
    expect(database.engine).toBe(engine);
    // the seeded database is some megabytes, far below a gigabyte
    expect(database.sizeBytes).toBeGreaterThan(1024 * 1024);
    expect(database.sizeBytes).toBeLessThan(1024 ** 3);
    if (engine === 'pglite') expect(database.pool).toBeNull();
    else {
      // the tests' pool (tests/server/helpers/harness.ts) holds at most 4 connections
      expect(database.pool).toMatchObject({ max: 4, waiting: 0 });
      expect(database.pool!.total).toBeGreaterThanOrEqual(1);
      expect(database.pool!.total).toBeLessThanOrEqual(4);
      expect(database.pool!.idle).toBeLessThanOrEqual(database.pool!.total);
    }
  });

  it('count the calls of the last minute and five, with the refused and the failed ones', async () => {
    let now = Date.parse('2026-11-29T10:00:00Z');
    const app = createApp({
      db: db(),
      clock,
      log: serverLog.log,
      rateLimits: RAISED_RATE_LIMITS,
      traffic: new Traffic(() => now),
    });
    // a defect and a failed outside service, as a route that throws them would
    app.get('/test/defect', () => {
      throw new Error('a defect');
    });
    app.get('/test/outside', () => failedOutside('存储不可用', 'The storage is unreachable'));
    const callApp = (path: string, token?: string) =>
      app.fetch(
        new Request(`http://localhost/csp${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }),
      );
    const token = await login('admin');
    await callApp('/getInfo', token); // ok
    await callApp('/getInfo'); // refused: no session
    await callApp('/no/such/path'); // refused: not found
    await callApp('/test/defect'); // error
    await callApp('/test/outside'); // error
    const figures = async () => {
      const reply = (await (await callApp('/monitor/server', token)).json()) as {
        data: { traffic: Record<'lastMinute' | 'lastFiveMinutes', Record<string, number>> };
      };
      return reply.data.traffic;
    };
    const first = await figures();
    expect(first.lastMinute).toEqual({
      minutes: 1,
      requests: 5,
      perMinute: 5,
      refused: 2,
      refusedRate: 0.4,
      errors: 2,
      errorRate: 0.4,
    });
    expect(first.lastFiveMinutes).toMatchObject({ requests: 5, perMinute: 1, refused: 2, errors: 2 });

    // two minutes on: the first figures' call has joined them, the last minute is empty
    now += 2 * 60_000;
    const later = await figures();
    expect(later.lastMinute).toMatchObject({ requests: 0, perMinute: 0, refusedRate: 0, errorRate: 0 });
    expect(later.lastFiveMinutes).toMatchObject({ requests: 6, refused: 2, errors: 2 });

    // five minutes after that, all of it is past
    now += 5 * 60_000;
    expect((await figures()).lastFiveMinutes).toMatchObject({ requests: 0 });
  });

  it('are refused without a session (401) and to a school administrator or a teacher (403)', async () => {
    expect((await answer(server().$get())).code).toBe(401);
    for (const name of ['schooladmin', 'teacher']) {
      const reply = await call('/monitor/server', { token: await login(name) });
      expect(reply.code, name).toBe(403);
      expect(reply.data, name).toBeUndefined();
    }
  });
});
