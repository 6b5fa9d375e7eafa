import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { createApp } from '../../server/app';
import { createHealthApp } from '../../server/health';
import { parseTrustedProxies } from '../../server/lib/client-address';
import { mayReadMetrics, parseMetricsAllow } from '../../server/lib/metrics/allow';
import { createMetrics } from '../../server/lib/metrics/prometheus';
import { Traffic } from '../../server/lib/metrics/traffic';
import { readSettings } from '../../server/settings';
import { createWebApp, siteFetch } from '../../server/web';
import { clock, db, RAISED_RATE_LIMITS, serverLog } from './helpers/harness';

// /metrics (docs/api.md "Server figures and metrics"): Prometheus's text to the addresses
// METRICS_ALLOW names (the machine itself unless set), read through the same client address as
// every rule; to anyone else the answer of a path the site does not have.

interface SiteOptions {
  allow?: string;
  trustProxy?: string;
  web?: ReturnType<typeof createWebApp> | null;
}

/** The whole site as server/main.ts puts it together, with its own traffic count. */
function site({ allow, trustProxy, web = null }: SiteOptions = {}) {
  const traffic = new Traffic();
  const trustedProxies = parseTrustedProxies(trustProxy);
  const app = createApp({
    db: db(),
    clock,
    log: serverLog.log,
    rateLimits: RAISED_RATE_LIMITS,
    traffic,
    trustedProxies,
  });
  const health = createHealthApp(db(), undefined, undefined, {
    metrics: createMetrics(db(), traffic),
    allow: parseMetricsAllow(allow),
    trustedProxies,
  });
  const fetch = siteFetch(app, web, health);
  return (path: string, peer: string | undefined, headers: Record<string, string> = {}) =>
    Promise.resolve(
      fetch(
        new Request(`http://localhost${path}`, { headers }),
        peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } },
      ),
    );
}

async function sameAnswer(refused: Response, unknown: Response) {
  expect(refused.status).toBe(unknown.status);
  expect(refused.headers.get('Content-Type')).toBe(unknown.headers.get('Content-Type'));
  expect((await refused.text()).replaceAll('/metrics', '/PATH')).toBe(
    (await unknown.text()).replaceAll('/no-such-page', '/PATH'),
  );
}

describe('/metrics', () => {
  it('gives the machine itself Prometheus text: Node, the API traffic and the database', async () => {
    const get = site();
    await get('/csp/getInfo', '127.0.0.1'); // one refused call, counted
    const reply = await get('/metrics', '127.0.0.1');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    // as /health and /ready: never cached, never sniffed
    expect(reply.headers.get('Cache-Control')).toBe('no-store');
    expect(reply.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const text = await reply.text();
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'csp_http_request_duration_seconds_bucket',
      'csp_db_size_bytes',
    ])
      expect(text, name).toMatch(new RegExp(`^${name}[{ ]`, 'm'));
    expect(text).toMatch(/^csp_http_requests_total\{method="GET",status_class="2xx",outcome="refused"\} 1$/m);
    const engine = inject('serverDb').engine;
    expect(text).toMatch(new RegExp(`^csp_info\\{version="[^"]+",engine="${engine}"\\} 1$`, 'm'));
    const size = Number(/^csp_db_size_bytes (\d+)$/m.exec(text)?.[1]);
    expect(size).toBeGreaterThan(1024 * 1024);
    // a pool on PostgreSQL only: PGlite has one connection, inside the process
    if (engine === 'postgres') expect(text).toMatch(/^csp_db_pool_total [1-4]$/m);
    else expect(text).not.toContain('csp_db_pool_');
    // ::1 is the machine too
    expect((await get('/metrics', '::1')).status).toBe(200);
  });

  it('answers any other address, or a call with none, exactly as a path that does not exist', async () => {
    const get = site();
    for (const peer of ['203.0.113.5', '10.0.0.2', undefined]) {
      const refused = await get('/metrics', peer);
      expect(refused.status, String(peer)).toBe(404);
      await sameAnswer(refused, await get('/no-such-page', peer));
    }
  });

  it('with a console build, answers a refused address the console page, as any unknown path', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'csp-metrics-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>');
    const get = site({ web: createWebApp(dist) });
    const refused = await get('/metrics', '203.0.113.5');
    const unknown = await get('/no-such-page', '203.0.113.5');
    expect(refused.status).toBe(unknown.status);
    expect(await refused.text()).toBe(await unknown.text());
    expect(refused.headers.get('Content-Security-Policy')).toBe(unknown.headers.get('Content-Security-Policy'));
    expect((await get('/metrics', '127.0.0.1')).headers.get('Content-Type')).toMatch(/^text\/plain/);
  });

  it('refuses a remote visitor whom a trusted proxy on the machine forwards, and believes no other peer’s header', async () => {
    const behindNginx = site({ trustProxy: 'loopback' });
    // nginx on the machine forwards a visitor from outside: the visitor is the client
    expect((await behindNginx('/metrics', '127.0.0.1', { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(404);
    // a visitor who writes the machine's address into the header: nginx adds the real one after it
    expect((await behindNginx('/metrics', '127.0.0.1', { 'X-Forwarded-For': '127.0.0.1, 203.0.113.9' })).status).toBe(
      404,
    );
    // a scraper on the machine itself, through nginx or not
    expect((await behindNginx('/metrics', '127.0.0.1', { 'X-Forwarded-For': '127.0.0.1' })).status).toBe(200);
    expect((await behindNginx('/metrics', '127.0.0.1')).status).toBe(200);
    // without TRUST_PROXY nobody's header counts: a remote peer claiming to be the machine is refused
    expect((await site()('/metrics', '203.0.113.9', { 'X-Forwarded-For': '127.0.0.1' })).status).toBe(404);
  });

  it('answers the addresses and ranges METRICS_ALLOW names, and nobody with none', async () => {
    const get = site({ allow: '10.1.0.0/16, 2001:db8::7' });
    expect((await get('/metrics', '10.1.200.3')).status).toBe(200);
    expect((await get('/metrics', '2001:db8::7')).status).toBe(200);
    expect((await get('/metrics', '10.2.0.1')).status).toBe(404);
    // the machine is not allowed unless named
    expect((await get('/metrics', '127.0.0.1')).status).toBe(404);
    expect((await site({ allow: 'none' })('/metrics', '127.0.0.1')).status).toBe(404);
  });

  it('takes no write: another method is an unknown path too', async () => {
    const fetch = siteFetch(
      createApp({ db: db(), clock, log: serverLog.log }),
      null,
      createHealthApp(db(), undefined, undefined, {
        metrics: createMetrics(db(), new Traffic()),
        allow: parseMetricsAllow(undefined),
        trustedProxies: null,
      }),
    );
    const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    const posted = await fetch(new Request('http://localhost/metrics', { method: 'POST' }), local);
    expect(posted.status).toBe(404);
  });
});

describe('METRICS_ALLOW', () => {
  it('is the machine itself unless set', () => {
    const allow = readSettings({}).metricsAllow;
    expect(mayReadMetrics(allow, '127.0.0.1')).toBe(true);
    expect(mayReadMetrics(allow, '::1')).toBe(true);
    expect(mayReadMetrics(allow, '127.0.0.2')).toBe(false);
    expect(mayReadMetrics(allow, '192.168.1.10')).toBe(false);
    expect(mayReadMetrics(allow, '')).toBe(false);
    expect(readSettings({ METRICS_ALLOW: 'none' }).metricsAllow).toBeNull();
  });

  it('stops the start with the entry it cannot read', () => {
    for (const nonsense of ['everyone', '10.0.0.0/33', '10.0.0.0/', '10.0.0.0/8/1', '127.0.0.1,,::1', '::1/129', '*'])
      expect(() => readSettings({ METRICS_ALLOW: nonsense }), nonsense).toThrow(/^METRICS_ALLOW: ".*"/);
  });
});
