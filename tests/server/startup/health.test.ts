import { describe, expect, it } from 'vitest';
import { createHealthApp } from '../../../server/health';
import type { Db } from '../../../server/db/types';
import { siteFetch } from '../../../server/web';
import { db, serverApp } from '../helpers/harness';

// /health and /ready, for a load balancer: the process answers; the database answers too.

const at = (path: string) => new Request(`http://localhost${path}`);

/** A database whose every query fails, or never answers. */
const failing = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
const hanging = { execute: () => new Promise(() => undefined) } as unknown as Db;

describe('health checks', () => {
  it('say the process is up and the database answers, uncached and without a session', async () => {
    const site = siteFetch(serverApp(), null, createHealthApp(db()));
    const health = await site(at('/health'));
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('Cache-Control')).toBe('no-store');
    const ready = await site(at('/ready'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('answer 503 on /ready when the database fails, and tell nothing of why', async () => {
    const site = siteFetch(serverApp(), null, createHealthApp(failing));
    const ready = await site(at('/ready'));
    expect(ready.status).toBe(503);
    expect(await ready.text()).toBe(JSON.stringify({ status: 'unavailable' }));
    expect((await site(at('/health'))).status).toBe(200);
  });

  it('answer 503 on /ready within its timeout when the database hangs', async () => {
    const site = siteFetch(serverApp(), null, createHealthApp(hanging, 200));
    const started = Date.now();
    expect((await site(at('/ready'))).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('leave /csp to the API', async () => {
    const site = siteFetch(serverApp(), null, createHealthApp(db()));
    const reply = await site(at('/csp/health'));
    expect(reply.status).toBe(404);
  });
});
