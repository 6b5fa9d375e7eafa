import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL } from '../../../server/lib/errors';
import { freePort, releasePort } from '../helpers/processes/free-port';
import {
  createPgCluster,
  postgresBinariesForTests,
  removeAllPgClusters,
  type PgCluster,
} from '../helpers/processes/pg-cluster';
import { logIn, startServer, stopAllServers, type ServerProcess } from '../helpers/processes/server-process';

// PostgreSQL failing under the running server (the real process, on a throw-away cluster):
// stopped and started again, then frozen (a database gone silent) and let go. Meanwhile every
// call answers within the 10 s the console waits, with the envelope's generic error in the
// caller's language and no word of the database's; the process lives on; and once PostgreSQL
// is back the calls succeed again within a few seconds, without a restart of the server.

/** this file's own: the files of a run start their servers side by side */
const PORTS = { servers: [8186, 8189], postgres: [55526, 55529] } as const;
/** the time the console waits for an answer (src/api/request.ts) */
const CALL_LIMIT_MS = 10_000;
/** how soon after PostgreSQL is back the calls must succeed again */
const RECOVERY_MS = 5_000;
/** what a database error would say: none of it may reach a caller */
const DATABASE_WORDS = /ECONNREFUSED|connect|terminat|timeout|postgres|sql|relation|query|shutdown|pg_/i;

type Lang = 'zh' | 'en';

interface Outcome {
  path: string;
  lang: Lang;
  /** when it was sent, ms since the traffic began */
  at: number;
  ms: number;
  /** the envelope's code, or the network failure (no answer at all) */
  code: number | string;
  msg: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(postgresBinariesForTests())('the server while PostgreSQL fails', () => {
  let cluster: PgCluster;
  let server: ServerProcess;
  let port: number;
  let token: string;
  let written = 0;

  beforeAll(async () => {
    cluster = await createPgCluster({ ports: [...PORTS.postgres] });
    await cluster.start();
    port = await freePort(...PORTS.servers);
    server = await startServer(port, { DATABASE_URL: cluster.url() });
    const login = await logIn(server.url, 'admin', 'admin123');
    expect(login.code, login.msg).toBe(200);
    token = String(login.token);
  }, 90_000);

  afterAll(async () => {
    cluster?.resume();
    await stopAllServers();
    if (port) releasePort(port);
    await removeAllPgClusters();
  });

  /** A read, a list, a write and a public call, in turn, in both languages. */
  async function oneCall(n: number, started: number): Promise<Outcome> {
    const lang: Lang = n % 2 ? 'en' : 'zh';
    const calls: { path: string; method?: string; body?: unknown }[] = [
      { path: '/getInfo' },
      { path: '/system/role/list?pageSize=5' },
      {
        path: '/system/role',
        method: 'POST',
        body: {
          roleKey: `outage_${written}`,
          roleName: `停库${written}`,
          roleNameEn: `Outage ${written++}`,
          roleSort: 1,
        },
      },
      { path: '/captchaImage' },
    ];
    const { path, method = 'GET', body } = calls[n % calls.length];
    const at = Date.now() - started;
    const sent = Date.now();
    try {
      const response = await fetch(`${server.url}/csp${path}`, {
        method,
        headers: {
          'Content-Language': lang,
          Authorization: `Bearer ${token}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(CALL_LIMIT_MS + 5_000),
      });
      const envelope = (await response.json()) as { code: number; msg?: string };
      return { path, lang, at, ms: Date.now() - sent, code: envelope.code, msg: String(envelope.msg ?? '') };
    } catch (error) {
      return { path, lang, at, ms: Date.now() - sent, code: String(error), msg: '' };
    }
  }

  /**
   * Calls, `workers` at a time, while `fault` runs (it breaks PostgreSQL and mends it, and
   * resolves with the moment it was mended), and until a few calls after that have succeeded.
   */
  async function trafficDuring(fault: (started: number) => Promise<number>, workers = 4) {
    const outcomes: Outcome[] = [];
    const started = Date.now();
    let mendedAt = Infinity;
    let n = 0;
    const successesAfterMending = () => outcomes.filter((o) => o.code === 200 && o.at >= mendedAt).length;
    const deadline = () => Date.now() - started > mendedAt + RECOVERY_MS + CALL_LIMIT_MS;
    async function worker() {
      while (successesAfterMending() < 8 && !deadline()) {
        outcomes.push(await oneCall(n++, started));
        await sleep(50);
      }
    }
    const traffic = Promise.all(Array.from({ length: workers }, worker));
    mendedAt = await fault(started);
    await traffic;
    return { outcomes, mendedAt };
  }

  function expectAnsweredWellThroughout(outcomes: Outcome[]): void {
    for (const o of outcomes) {
      const what = `${o.path} (${o.lang}) at ${o.at} ms: ${o.code} ${o.msg}`;
      expect(typeof o.code, `no answer: ${what}`).toBe('number');
      expect(o.ms, `too slow: ${what}`).toBeLessThan(CALL_LIMIT_MS);
      if (o.code !== 200) {
        expect(o.code, what).toBe(500);
        expect(o.msg, what).toBe(INTERNAL[o.lang]);
        expect(o.msg, what).not.toMatch(DATABASE_WORDS);
      }
    }
  }

  function expectRecovered(outcomes: Outcome[], mendedAt: number): void {
    const after = outcomes.filter((o) => o.at >= mendedAt);
    const firstSuccess = after.find((o) => o.code === 200);
    expect(firstSuccess, 'no call succeeded after PostgreSQL came back').toBeDefined();
    expect(firstSuccess!.at + firstSuccess!.ms - mendedAt).toBeLessThan(RECOVERY_MS);
    // and from some moment on, every call succeeds (the pool holds no broken connection)
    const last = after.slice(-4);
    expect(last.map((o) => `${o.path} ${o.code}`)).toEqual(last.map((o) => `${o.path} 200`));
  }

  function summary(name: string, outcomes: Outcome[], mendedAt: number): void {
    const failures = outcomes.filter((o) => o.code !== 200);
    const slowest = Math.max(...outcomes.map((o) => o.ms));
    const back = outcomes.find((o) => o.code === 200 && o.at >= mendedAt);
    console.log(
      `[${name}] ${outcomes.length} calls, ${failures.length} answered the error, slowest ${slowest} ms,` +
        ` first success ${back ? back.at + back.ms - mendedAt : '-'} ms after PostgreSQL was back`,
    );
  }

  function expectSameProcessAlive(): void {
    expect(() => process.kill(server.pid, 0), 'the server process ended').not.toThrow();
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
  }

  it('answers the envelope error while PostgreSQL is stopped, and recovers when it starts', async () => {
    const { outcomes, mendedAt } = await trafficDuring(async (started) => {
      await sleep(500);
      await cluster.stop(); // fast: open connections are cut at once
      await sleep(2_500);
      expect((await fetch(`${server.url}/ready`)).status).toBe(503);
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
      const back = Date.now() - started;
      await cluster.start();
      return back;
    });
    const failures = outcomes.filter((o) => o.code !== 200);
    expect(failures.length, 'no call met the stopped database').toBeGreaterThan(0);
    expect(new Set(failures.map((o) => o.lang))).toEqual(new Set(['zh', 'en']));
    summary('PostgreSQL stopped', outcomes, mendedAt);
    expectAnsweredWellThroughout(outcomes);
    expectRecovered(outcomes, mendedAt);
    expectSameProcessAlive();
  }, 60_000);

  it('answers within the limit while PostgreSQL is silent, and recovers when it answers again', async () => {
    const { outcomes, mendedAt } = await trafficDuring(async (started) => {
      await sleep(500);
      cluster.pause();
      await sleep(CALL_LIMIT_MS);
      const back = Date.now() - started;
      cluster.resume();
      return back;
    });
    const failures = outcomes.filter((o) => o.code !== 200);
    expect(failures.length, 'no call met the silent database').toBeGreaterThan(0);
    summary('PostgreSQL silent', outcomes, mendedAt);
    expectAnsweredWellThroughout(outcomes);
    expectRecovered(outcomes, mendedAt);
    expectSameProcessAlive();
  }, 60_000);
});
