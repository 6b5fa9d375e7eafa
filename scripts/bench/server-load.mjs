// The server under load (the `server` group of npm run bench): autocannon on loopback, 50
// connections for 10 s per call (bench/load.mjs), against
//   - a bare Hono endpoint in a process of its own (bench/bare-endpoint.mjs): the ceiling of this
//     machine with this load generator;
//   - the real server on PGlite, one instance, and its list calls again with 10 connections (a
//     small school's staff at once);
//   - on PostgreSQL, the same bare endpoint reading one row by its key (`GET /read`): the ceiling
//     of a call that reads the database once;
//   - the real server on PostgreSQL, one instance, and then two instances on that database behind
//     nginx (bench/nginx.mjs); PostgreSQL is a throw-away cluster of the benchmark's own
//     (bench/postgres-cluster.mjs), else the DATABASE_URL given, else that part is skipped;
//   - on PostgreSQL, one instance again over a hundred times the stress data (the list calls only).
// Each database gets the stress data first (bench/server-stress.ts): 1,000 courses and schools and
// a class of 3,000 students, times --scale.
//
// Each of the 50 connections carries a session of its own (50 logins of the admin, as 50 consoles
// would), so that the figures are not those of one session's row written 50 times at once. Every
// login costs a captcha, read from its picture, and a captcha is good for one attempt: the login
// load turns the captcha off the way an administrator does, through the system parameter
// sys.account.captchaEnabled (PUT /system/config), and measures the login itself: account,
// password hash, new session.
//
// Budgets: every list call p99 ≤ 100 ms and ≥ 500 requests per second on one instance on
// PostgreSQL, the course list's title filter ≥ 1,000; getInfo there ≥ 2,500 requests per second
// and at least half the bare endpoint's rate; no error in any run; with a
// hundred times the data, each list call's p99 less than twice its p99 with the normal data; on
// PGlite with 50 connections, the course and school lists' p99 ≤ 500 ms.
// Every process started here (servers, nginx, PostgreSQL) is stopped by its pid at the end, on
// failure too.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { https } from './https-client.mjs';
import { LOAD_CONNECTIONS, LOAD_SECONDS, runLoad } from './load.mjs';
import { startNginx } from './nginx.mjs';
import { freePort } from './ports.mjs';
import { startPostgresCluster } from './postgres-cluster.mjs';
import { addStressData, freshDatabase, startRealServer } from './real-server.mjs';
import { loginToken } from './server-calls.mjs';
import { STRESS_CLASS_NAME } from './stress-counts.mjs';

const SERVER_PORTS = [8140, 8141, 8142, 8143, 8144, 8145, 8146, 8147, 8148, 8149];
/** nginx's HTTPS port, then its plain HTTP one (which only redirects) */
const NGINX_PORT = 8150;
const NGINX_HTTP_PORT = 8151;
/** The data of the second PostgreSQL pass, times the normal stress data. */
export const LOAD_DATA_FACTOR = 100;

export const LOAD_BUDGET = {
  listP99Ms: 100,
  listRps: 500,
  /** list calls held to more than `listRps` */
  listRpsOf: { courseFilter: 1000 },
  /** getInfo's rate */
  getInfoRps: 2500,
  /** getInfo's rate, as a share of the bare endpoint's */
  getInfoShareOfBare: 0.5,
  /** a list call's p99 with a hundred times the data, as a multiple of its p99 with the normal data */
  listP99Growth: 2,
  /** PGlite, the default engine, under the full load: the course and school lists' p99 */
  pgliteListP99Ms: 500,
};

/** The PGlite lists the budget above holds. */
const PGLITE_BUDGETED = ['courseFilter', 'schoolList'];

/** A small school's staff at work at once: the PGlite lists again with this many connections. */
export const SMALL_SCHOOL_CONNECTIONS = 10;

const CAPTCHA_SWITCH = 'sys.account.captchaEnabled';
const query = (params) => `?${new URLSearchParams(params)}`;
const page = { pageNum: '1', pageSize: '10' };

/** The calls under load; `list`: a list call (budgeted, and measured again with more data). */
function loadCalls(counts, classId, accounts = []) {
  return [
    { id: 'getInfo', label: 'GET /getInfo', path: '/csp/getInfo' },
    { id: 'getRouters', label: 'GET /getRouters', path: '/csp/getRouters' },
    {
      id: 'courseFilter',
      label: `course list, title filter (${counts.courses} courses)`,
      path: `/csp/admin/course/list${query({ ...page, title: '机器人' })}`,
      list: true,
    },
    {
      id: 'classStudents',
      label: `class students, page 1 (${counts.students} students)`,
      path: `/csp/admin/class/${classId}/students${query(page)}`,
      list: true,
    },
    {
      id: 'schoolList',
      label: `school list with counts (${counts.schools} schools)`,
      path: `/csp/admin/school/list${query(page)}`,
      list: true,
    },
    {
      id: 'login',
      label: 'POST /login (captcha off)',
      path: '/csp/login',
      method: 'POST',
      // each connection logs in as a person of its own: a name's attempts are counted before its
      // password is checked (docs/security.md "Lockouts"), so fifty logins of one name at once
      // are refused as a guess would be
      bodies: accounts.map((username) => JSON.stringify({ username, password: 'admin123' })),
    },
  ];
}

async function csp(baseURL, token, path, init = {}) {
  const response = await fetch(`${baseURL}/csp${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });
  const body = await response.json();
  if (body.code !== 200) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

/** Turns the login captcha on or off through the system parameter, as an administrator does. */
async function setCaptcha(baseURL, adminToken, on) {
  const list = await csp(baseURL, adminToken, `/system/config/list${query({ configKey: CAPTCHA_SWITCH })}`);
  const record = list.rows.find((row) => row.configKey === CAPTCHA_SWITCH);
  if (!record) throw new Error(`no system parameter ${CAPTCHA_SWITCH}`);
  await csp(baseURL, adminToken, '/system/config', {
    method: 'PUT',
    body: JSON.stringify({ ...record, configValue: on ? 'true' : 'false' }),
  });
}

/**
 * What the load needs of a server holding the stress data: the captcha off (the first login
 * reads one), one admin session per connection, and the stress class's id.
 */
async function prepare(baseURL, connections) {
  const admin = await loginToken(baseURL, 'admin');
  await setCaptcha(baseURL, admin, false);
  const tokens = [];
  // a few at a time: each is a password hash
  while (tokens.length < connections)
    tokens.push(...(await Promise.all([0, 1, 2, 3, 4].map(() => loginToken(baseURL, 'admin')))));
  const classes = await csp(baseURL, admin, `/admin/class/list${query({ ...page, className: STRESS_CLASS_NAME })}`);
  const classId = classes.rows?.[0]?.classId;
  if (!classId) throw new Error(`no class named ${STRESS_CLASS_NAME}: the stress seed is missing`);
  return { tokens: tokens.slice(0, connections), classId, admin };
}

/** Up to `count` demo accounts that log in with the demo password (one per connection of the login load). */
async function loginAccounts(baseURL, adminToken, count) {
  const users = await csp(
    baseURL,
    adminToken,
    `/system/user/list${query({ pageNum: '1', pageSize: '500', status: '0' })}`,
  );
  const logsIn = (userName) =>
    loginToken(baseURL, userName).then(
      () => true,
      () => false,
    );
  const accounts = [];
  for (const { userName } of users.rows) {
    if (accounts.length === count) break;
    if (await logsIn(userName)) accounts.push(userName);
  }
  if (accounts.length < count)
    throw new Error(`only ${accounts.length} demo accounts log in; the login load needs ${count}`);
  return accounts;
}

/** The 1-minute load average, one decimal. */
const load1 = () => Math.round(loadavg()[0] * 10) / 10;

/**
 * Waits until the database answers the server's readiness check again: the calls the load
 * generator left in flight when the previous run ended are still being answered, and must not
 * count against the next run (PGlite answers one query at a time).
 */
async function settled(baseURL, ca, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  // nginx answers over HTTPS with a certificate of our own, which fetch would refuse
  const ask = (url) => (ca ? https(url, { ca }) : fetch(url));
  while (Date.now() < deadline) {
    const answer = await ask(`${baseURL}/ready`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${baseURL}/ready did not answer 200 within ${timeoutMs} ms`);
}

/** Runs each call against `baseURL`; answers one row per call. */
async function loadEach(setup, baseURL, calls, { tokens, seconds, connections, log, ca, hasReady = true }) {
  const rows = [];
  for (const call of calls) {
    if (hasReady) await settled(baseURL, ca);
    const figures = await runLoad({
      url: `${baseURL}${call.path}`,
      method: call.method,
      bodies: call.bodies,
      tokens: call.method === 'POST' ? [] : tokens,
      connections,
      seconds,
    });
    const row = {
      setup,
      call: call.id,
      label: call.label,
      list: !!call.list,
      path: call.path,
      connections,
      ...figures,
      load: load1(),
    };
    log(
      `  ${setup}, ${call.label}: ${Math.round(row.rps)} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms` +
        `${row.errorCount ? `, ${row.errorCount} errors` : ''} (load ${row.load})`,
    );
    rows.push(row);
  }
  return rows;
}

const BARE_CALL = { setup: 'bare Hono', call: { id: 'bare', label: 'GET /x', path: '/x' } };
/** One row read by its key: the most this machine allows for a call that reads the database once. */
const ONE_READ_CALL = {
  setup: 'one read (Hono + pg)',
  call: { id: 'read', label: 'GET /read (one row by its key)', path: '/read' },
};

/**
 * The bare endpoint in its own process (`env`: its DATABASE_URL for the one-read call), under the
 * same load; answers the row of `what` (BARE_CALL or ONE_READ_CALL).
 */
async function loadBare(port, options, what = BARE_CALL, env = {}) {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./bare-endpoint.mjs', import.meta.url))], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await new Promise((resolve, reject) => {
      child.stdout.setEncoding('utf8').on('data', (text) => text.includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`the bare endpoint stopped (${code})`)));
    });
    const [row] = await loadEach(what.setup, `http://127.0.0.1:${port}`, [what.call], {
      ...options,
      tokens: [],
      // the bare endpoint answers no /ready
      hasReady: false,
    });
    return row;
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * A new database of `databaseUrl` (PGlite without) holding the stress data `counts`: the first
 * start makes it, the stress data goes in while no server holds it. Answers the database.
 */
async function stressDatabase(databaseUrl, counts, port) {
  const database = await freshDatabase(databaseUrl);
  try {
    await (await startRealServer({ env: { ...database.env, PORT: String(port) } })).stop();
    addStressData(database.env, counts);
    return database;
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/**
 * Every setup in turn (see the top of this file); answers the rows, what was skipped and why, and
 * the duration. `counts`: the normal stress data; `log`: progress lines.
 */
export async function measureServerLoad({
  counts,
  seconds = LOAD_SECONDS,
  connections = LOAD_CONNECTIONS,
  log = console.log,
}) {
  const started = performance.now();
  const options = { seconds, connections, log };
  const rows = [];
  const skipped = [];
  const cleanups = [];
  const taken = new Set();
  const port = async () => {
    const found = await freePort(SERVER_PORTS, taken);
    if (!found) throw new Error(`no free port among ${SERVER_PORTS[0]}-${SERVER_PORTS.at(-1)}`);
    taken.add(found);
    return found;
  };
  const logs = mkdtempSync(join(tmpdir(), 'csp-bench-load-'));
  /**
   * Starts a server on a port of ours, stopped at the end whatever happens. Its log (a line per
   * request) goes to a file, as a deployment's goes to its log collector.
   */
  const serve = async (env) => {
    const serverPort = await port();
    const server = await startRealServer({
      env: { ...env, PORT: String(serverPort) },
      logFile: join(logs, `server-${serverPort}-${Date.now()}.log`),
    });
    cleanups.push(() => server.stop());
    return server;
  };
  const cleanUp = async () => {
    while (cleanups.length) await cleanups.pop()();
    taken.clear();
  };
  let postgres = null;
  try {
    log(`load: bare endpoint, ${connections} connections, ${seconds} s per call`);
    rows.push(await loadBare(await port(), options));
    taken.clear();

    log('load: PGlite, one instance');
    {
      const database = await stressDatabase(undefined, counts, await port());
      cleanups.push(() => database.drop());
      const server = await serve(database.env);
      const { tokens, classId, admin } = await prepare(server.url, connections);
      const calls = loadCalls(counts, classId, await loginAccounts(server.url, admin, connections));
      rows.push(...(await loadEach('PGlite', server.url, calls, { ...options, tokens })));
      // what ten people of a small school see when they all ask at once (the README's choice of engine)
      rows.push(
        ...(await loadEach(
          `PGlite, ${SMALL_SCHOOL_CONNECTIONS} connections`,
          server.url,
          calls.filter((call) => call.list),
          { ...options, connections: SMALL_SCHOOL_CONNECTIONS, tokens: tokens.slice(0, SMALL_SCHOOL_CONNECTIONS) },
        )),
      );
      await cleanUp();
    }

    postgres = await startPostgresCluster();
    if (postgres.skipped && process.env.DATABASE_URL) postgres = { url: process.env.DATABASE_URL, stop: () => {} };
    if (postgres.skipped) {
      skipped.push(`PostgreSQL (one instance, two behind nginx, ${LOAD_DATA_FACTOR}× data): ${postgres.skipped}`);
      postgres = null;
    } else {
      log(`load: PostgreSQL${postgres.version ? ` ${postgres.version}` : ''}, one instance`);
      const database = await stressDatabase(postgres.url, counts, await port());
      cleanups.push(() => database.drop());
      // what a call that reads this database once can reach, before the server's calls
      rows.push(await loadBare(await port(), options, ONE_READ_CALL, { DATABASE_URL: database.env.DATABASE_URL }));
      const first = await serve(database.env);
      const { tokens, classId, admin } = await prepare(first.url, connections);
      const calls = loadCalls(counts, classId, await loginAccounts(first.url, admin, connections));
      rows.push(...(await loadEach('PostgreSQL', first.url, calls, { ...options, tokens })));

      const second = await serve(database.env);
      const nginxPort = (await freePort([NGINX_PORT])) ?? null;
      const nginxHttpPort = (await freePort([NGINX_HTTP_PORT])) ?? null;
      const nginx =
        nginxPort && nginxHttpPort
          ? await startNginx({ port: nginxPort, httpPort: nginxHttpPort, upstreams: [first.url, second.url] })
          : { skipped: `port ${NGINX_PORT} or ${NGINX_HTTP_PORT} is taken` };
      if (nginx.skipped) skipped.push(`two instances behind nginx: ${nginx.skipped}`);
      else {
        cleanups.push(() => nginx.stop());
        log(`load: PostgreSQL, two instances behind nginx ${nginx.version}`);
        // the sessions of the first instance hold on the second: they are the database's
        rows.push(...(await loadEach('PostgreSQL, 2 + nginx', nginx.url, calls, { ...options, tokens, ca: nginx.ca })));
      }
      await cleanUp();

      const big = Object.fromEntries(
        Object.entries(counts).map(([name, n]) => [name, name === 'lessons' ? n : n * LOAD_DATA_FACTOR]),
      );
      log(`load: PostgreSQL, one instance, ${LOAD_DATA_FACTOR}× the data (${JSON.stringify(big)})`);
      const seedStarted = performance.now();
      const bigDatabase = await stressDatabase(postgres.url, big, await port());
      log(`  made in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (first start and stress data)`);
      cleanups.push(() => bigDatabase.drop());
      const server = await serve(bigDatabase.env);
      const prepared = await prepare(server.url, connections);
      const bigCalls = loadCalls(big, prepared.classId).filter((call) => call.list);
      rows.push(
        ...(await loadEach(`PostgreSQL, ${LOAD_DATA_FACTOR}× data`, server.url, bigCalls, {
          ...options,
          tokens: prepared.tokens,
        })),
      );
      await cleanUp();
    }
  } finally {
    await cleanUp();
    await postgres?.stop();
    rmSync(logs, { recursive: true, force: true });
  }
  return { rows, skipped, seconds, connections, durationMs: performance.now() - started };
}

/** The budget rows of a load measurement: `{ label, value, budget, ok }`. */
export function loadVerdicts({ rows }) {
  const verdicts = [];
  const find = (setup, call) => rows.find((r) => r.setup === setup && r.call === call);
  const bare = find('bare Hono', 'bare');
  for (const row of rows.filter((r) => r.setup === 'PostgreSQL' && r.list)) {
    const rps = LOAD_BUDGET.listRpsOf[row.call] ?? LOAD_BUDGET.listRps;
    verdicts.push({
      id: `${row.call}.p99`,
      label: `${row.label}: p99, PostgreSQL one instance`,
      value: `${row.p99Ms} ms`,
      budget: `≤ ${LOAD_BUDGET.listP99Ms} ms`,
      ok: row.answers > 0 && row.p99Ms <= LOAD_BUDGET.listP99Ms,
    });
    verdicts.push({
      id: `${row.call}.rps`,
      label: `${row.label}: rate, PostgreSQL one instance`,
      value: `${Math.round(row.rps)} req/s`,
      budget: `≥ ${rps} req/s`,
      ok: row.rps >= rps,
    });
    const big = rows.find((r) => r.setup.endsWith('data') && r.call === row.call);
    if (big)
      verdicts.push({
        id: `${row.call}.growth`,
        label: `${big.label}: p99 against the normal data`,
        value: `${big.p99Ms} / ${row.p99Ms} ms = ${(big.p99Ms / row.p99Ms).toFixed(1)}×`,
        budget: `< ${LOAD_BUDGET.listP99Growth}×`,
        ok: big.answers > 0 && row.answers > 0 && big.p99Ms < LOAD_BUDGET.listP99Growth * row.p99Ms,
      });
  }
  for (const row of rows.filter((r) => r.setup === 'PGlite' && PGLITE_BUDGETED.includes(r.call)))
    verdicts.push({
      id: `${row.call}.pglite.p99`,
      label: `${row.label}: p99, PGlite, ${row.connections} connections`,
      value: `${row.p99Ms} ms`,
      budget: `≤ ${LOAD_BUDGET.pgliteListP99Ms} ms`,
      ok: row.answers > 0 && row.p99Ms <= LOAD_BUDGET.pgliteListP99Ms,
    });
  const getInfo = find('PostgreSQL', 'getInfo');
  if (getInfo)
    verdicts.push({
      id: 'getInfo.rps.absolute',
      label: 'GET /getInfo: rate, PostgreSQL one instance',
      value: `${Math.round(getInfo.rps)} req/s`,
      budget: `≥ ${LOAD_BUDGET.getInfoRps} req/s`,
      ok: getInfo.rps >= LOAD_BUDGET.getInfoRps,
    });
  if (bare && getInfo)
    verdicts.push({
      id: 'getInfo.rps',
      label: 'GET /getInfo: rate, PostgreSQL one instance, against the bare endpoint',
      value: `${Math.round(getInfo.rps)} / ${Math.round(bare.rps)} req/s = ${Math.round((100 * getInfo.rps) / bare.rps)} %`,
      budget: `≥ ${LOAD_BUDGET.getInfoShareOfBare * 100} %`,
      ok: getInfo.rps >= LOAD_BUDGET.getInfoShareOfBare * bare.rps,
    });
  const failing = rows.filter((r) => r.errorCount);
  verdicts.push({
    id: 'noErrors',
    label: 'no error under load (HTTP, envelope, socket)',
    value: failing.length ? `errors in ${failing.length} of ${rows.length} runs` : `none in ${rows.length} runs`,
    budget: 'none',
    ok: failing.length === 0,
    details: failing.map(
      (r) =>
        `${r.setup}, ${r.label}: ${r.errors.http} HTTP, ${r.errors.envelope} envelope, ${r.errors.socket} socket` +
        (r.firstWrongEnvelope ? ` (first envelope: ${r.firstWrongEnvelope})` : ''),
    ),
  });
  return verdicts;
}

/** The figures' table and the budgets' verdicts, as printed lines. */
export function formatLoad(result) {
  const table = [
    ['setup', 'call', 'req/s', 'p50', 'p99', 'errors', 'load avg'],
    ...result.rows.map((r) => [
      r.setup,
      r.label,
      String(Math.round(r.rps)),
      r.answers ? `${r.p50Ms} ms` : '–',
      r.answers ? `${r.p99Ms} ms` : '–',
      String(r.errorCount),
      r.load.toFixed(1),
    ]),
  ];
  const lines = [];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  for (const row of table)
    lines.push(
      row
        .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  ')
        .trimEnd(),
    );
  lines.push('');
  const verdicts = loadVerdicts(result);
  const vw = [0, 1, 2].map((i) => Math.max(...verdicts.map((v) => [v.label, v.value, v.budget][i].length)));
  for (const v of verdicts)
    lines.push(
      `${v.label.padEnd(vw[0])}  ${v.value.padEnd(vw[1])}  ${v.budget.padEnd(vw[2])}  ${v.ok ? 'ok' : 'OVER'}`,
    );
  for (const v of verdicts) for (const detail of v.details ?? []) lines.push(`  ${detail}`);
  for (const reason of result.skipped) lines.push(`skipped: ${reason}`);
  return lines;
}

// On its own: `node scripts/bench/server-load.mjs [--seconds=10] [--scale=1]`, the load part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { scaled } = await import('./stress-counts.mjs');
  const arg = (name, fallback) =>
    Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
  const result = await measureServerLoad({ counts: scaled(arg('scale', 1)), seconds: arg('seconds', LOAD_SECONDS) });
  for (const line of formatLoad(result)) console.log(line);
  console.log(`\n${(result.durationMs / 1000).toFixed(0)} s`);
}
