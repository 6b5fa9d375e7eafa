// The monitoring logs in the benchmark (the `audit` group of npm run bench; docs/performance.md
// "The audit trail and the logs"):
//   - what recording costs a write: the same write calls, in turns, against a pair of servers in
//     one process (bench/audit-pair.ts), one recording and one with nothing of the trail, each on a
//     new demo database; over HTTP on loopback like the list calls (bench/server-calls.mjs), each
//     timed from the request until its whole answer is read; on PGlite and on PostgreSQL;
//   - the logs' lists with 1,000,000 audit entries (each with one changed row) and 1,000,000
//     login rows (bench/log-rows.ts) on one PostgreSQL instance, the real server: the first page,
//     a filter by account and a day's time range, of each log.
// PostgreSQL is a throw-away cluster of the benchmark's own (bench/postgres-cluster.mjs), else the
// DATABASE_URL given, else that part is skipped and said.
// Budgets: recording adds at most 10 % to each write's median time; every list call's p99 is at
// most 100 ms. Every process started here is stopped by its pid, on failure too.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.mjs';
import { startPostgresCluster } from './postgres-cluster.mjs';
import { freshDatabase, startRealServer } from './real-server.mjs';
import { loginToken } from './server-calls.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_PORTS = [8160, 8161, 8162, 8163, 8164, 8165];

export const AUDIT_BUDGET = { writeOverheadPct: 10, listP99Ms: 100 };
export const LOG_ROWS = 1_000_000;
/** 800: with both sides unrecorded the figures then stay within ±1.5 %, against ±4 % at 200 */
const WRITE_TURNS = 800;
const WARMUP_TURNS = 20;
const LIST_CALLS = 200;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function call(side, method, path, body) {
  const response = await fetch(`${side.url}/csp${path}`, {
    method,
    headers: { Authorization: `Bearer ${side.token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = await response.json();
  if (answer.code !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(answer).slice(0, 300)}`);
  return answer;
}

const parameter = (turn, edited = false) => ({
  configName: `bench ${turn}`,
  configKey: `bench.audit.${turn}`,
  configValue: edited ? `${turn} edited` : String(turn),
  configType: 'N',
  remark: edited ? 'edited' : '',
});

/**
 * The write calls: a narrow insert, update and delete (a system parameter) and the caller's own
 * profile. `prepare` runs untimed before the timed call (finding the parameter's id).
 */
const WRITES = [
  { label: 'add a parameter', run: (s, turn) => call(s, 'POST', '/system/config', parameter(turn)) },
  {
    label: 'edit a parameter',
    prepare: async (s, turn) =>
      (await call(s, 'GET', `/system/config/list?configKey=bench.audit.${turn}`)).rows[0].configId,
    run: (s, turn, configId) => call(s, 'PUT', '/system/config', { configId, ...parameter(turn, true) }),
  },
  {
    label: 'delete a parameter',
    prepare: async (s, turn) =>
      (await call(s, 'GET', `/system/config/list?configKey=bench.audit.${turn}`)).rows[0].configId,
    run: (s, turn, configId) => call(s, 'DELETE', `/system/config/${configId}`),
  },
  {
    label: 'edit the own profile',
    run: (s, turn) =>
      call(s, 'PUT', '/system/user/profile', {
        nickName: `admin ${turn}`,
        phonenumber: '13800000000',
        email: `admin${turn}@example.com`,
        sex: String(turn % 2),
      }),
  },
];

/** Starts bench/audit-pair.ts; answers its two sides and stop(). */
async function startPair(databaseUrl) {
  const env = { ...process.env };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/audit-pair.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const sides = await new Promise((resolve, reject) => {
      const lines = createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        if (line.startsWith('{"recorded"')) resolve(JSON.parse(line));
      });
      exited.then((code) => reject(new Error(`the audit pair ended (${code}) before serving:\n${errors}`)));
    });
    return { sides, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What recording costs each write on one engine: medians and p95 of each side, and the overhead. */
export async function measureWriteCost(databaseUrl, { turns = WRITE_TURNS } = {}) {
  const pair = await startPair(databaseUrl);
  try {
    const { recorded, unrecorded } = pair.sides;
    const order = [
      ['recorded', recorded],
      ['unrecorded', unrecorded],
    ];
    const took = Object.fromEntries(WRITES.map((w) => [w.label, { recorded: [], unrecorded: [] }]));
    for (let turn = 0; turn < WARMUP_TURNS + turns; turn++)
      for (const write of WRITES)
        // in turns, each side first every other time: what else the machine does falls on both
        for (const [name, side] of turn % 2 ? [...order].reverse() : order) {
          const prepared = write.prepare ? await write.prepare(side, turn) : undefined;
          const started = performance.now();
          await write.run(side, turn, prepared);
          if (turn >= WARMUP_TURNS) took[write.label][name].push(performance.now() - started);
        }
    // the comparison compares what it says: one side recorded every write, the other nothing
    const writes = (WARMUP_TURNS + turns) * WRITES.length;
    const entries = async (side) => (await call(side, 'GET', '/monitor/operlog/list?pageSize=1')).total;
    const [kept, none] = [await entries(recorded), await entries(unrecorded)];
    if (kept < writes || none !== 0)
      throw new Error(`the trail holds ${kept} and ${none} entries after ${writes} writes on each side`);
    return WRITES.map(({ label }) => {
      const figure = (times) => {
        const sorted = [...times].sort((a, b) => a - b);
        return { medianMs: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
      };
      const on = figure(took[label].recorded);
      const off = figure(took[label].unrecorded);
      return { label, recorded: on, unrecorded: off, overheadPct: (on.medianMs / off.medianMs - 1) * 100 };
    });
  } finally {
    await pair.stop();
  }
}

/** The day `daysAgo` before today as the list's date filter has it (yyyy-MM-dd). */
const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const LIST_CALLS_OF = (account) => [
  { label: 'operation log: first page', path: '/monitor/operlog/list?pageNum=1&pageSize=10' },
  { label: 'operation log: by account', path: `/monitor/operlog/list?pageNum=1&pageSize=10&operName=${account}` },
  {
    label: 'operation log: a day',
    path: `/monitor/operlog/list?pageNum=1&pageSize=10&params[beginTime]=${day(30)}&params[endTime]=${day(30)}`,
  },
  { label: 'login log: first page', path: '/monitor/logininfor/list?pageNum=1&pageSize=10' },
  { label: 'login log: by account', path: `/monitor/logininfor/list?pageNum=1&pageSize=10&userName=${account}` },
  {
    label: 'login log: a day',
    path: `/monitor/logininfor/list?pageNum=1&pageSize=10&params[beginTime]=${day(30)}&params[endTime]=${day(30)}`,
  },
];

/** The logs' lists on PostgreSQL with `rows` rows in each log: p50, p95, p99 and the total. */
export async function measureLogLists(databaseUrl, { rows = LOG_ROWS, calls = LIST_CALLS, log = console.log } = {}) {
  const database = await freshDatabase(databaseUrl);
  const port = await freePort(SERVER_PORTS);
  if (!port) throw new Error(`no free port among ${SERVER_PORTS.join(', ')}`);
  let server;
  try {
    await (await startRealServer({ env: { ...database.env, PORT: String(port) } })).stop();
    log(`audit: writing ${rows} audit entries and ${rows} login rows`);
    const grown = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/log-rows.ts', `entries=${rows}`, `logins=${rows}`],
      { cwd: ROOT, env: { ...process.env, ...database.env }, encoding: 'utf8' },
    );
    if (grown.status !== 0) throw new Error(`the log rows failed:\n${grown.stdout}${grown.stderr}`);
    const written = JSON.parse(grown.stdout.trim().split('\n').at(-1));
    server = await startRealServer({ env: { ...database.env, PORT: String(port) } });
    const token = await loginToken(server.url, 'admin');
    const side = { url: server.url, token };
    const results = [];
    for (const { label, path } of LIST_CALLS_OF('bench0042')) {
      for (let i = 0; i < 3; i++) await call(side, 'GET', path);
      const took = [];
      let answer;
      for (let i = 0; i < calls; i++) {
        const started = performance.now();
        answer = await call(side, 'GET', path);
        took.push(performance.now() - started);
      }
      took.sort((a, b) => a - b);
      results.push({
        label,
        path,
        p50Ms: percentile(took, 50),
        p95Ms: percentile(took, 95),
        p99Ms: percentile(took, 99),
        rows: answer.rows.length,
        total: answer.total,
      });
    }
    return { writtenMs: written.ms, rows, calls, lists: results };
  } finally {
    await server?.stop();
    await database.drop();
  }
}

/** Every part in turn; answers { writeCost: {engine: rows}, lists, skipped, durationMs }. */
export async function measureAudit({ log = console.log, rows = LOG_ROWS, turns = WRITE_TURNS } = {}) {
  const started = performance.now();
  const skipped = [];
  const writeCost = {};
  log('audit: what recording costs a write, PGlite');
  writeCost.PGlite = await measureWriteCost(undefined, { turns });
  let lists = null;
  let postgres = await startPostgresCluster();
  if (postgres.skipped && process.env.DATABASE_URL) postgres = { url: process.env.DATABASE_URL, stop: () => {} };
  try {
    if (postgres.skipped) skipped.push(`PostgreSQL (write cost, the logs' lists): ${postgres.skipped}`);
    else {
      log('audit: what recording costs a write, PostgreSQL');
      writeCost.PostgreSQL = await measureWriteCost(postgres.url, { turns });
      lists = await measureLogLists(postgres.url, { rows, log });
    }
  } finally {
    await postgres.stop?.();
  }
  return { writeCost, lists, skipped, durationMs: performance.now() - started };
}

/** The budgets' verdicts: every write's overhead on each engine, every list call's p99. */
export function auditVerdicts(result) {
  const verdicts = Object.entries(result.writeCost).flatMap(([engine, writes]) =>
    writes.map((w) => ({
      id: `write.${engine}.${w.label}`,
      label: `${engine}: recording's cost to "${w.label}"`,
      value: `${w.overheadPct.toFixed(1)} %`,
      budget: `≤ ${AUDIT_BUDGET.writeOverheadPct} %`,
      ok: w.overheadPct <= AUDIT_BUDGET.writeOverheadPct,
    })),
  );
  for (const list of result.lists?.lists ?? [])
    verdicts.push({
      id: `list.${list.label}`,
      label: `PostgreSQL, ${result.lists.rows} rows: ${list.label}, p99`,
      value: `${list.p99Ms.toFixed(1)} ms`,
      budget: `≤ ${AUDIT_BUDGET.listP99Ms} ms`,
      ok: list.p99Ms <= AUDIT_BUDGET.listP99Ms,
    });
  return verdicts;
}

const table = (rows) => {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd(),
  );
};

/** The figures and the verdicts, as printed lines. */
export function formatAudit(result) {
  const ms = (v) => `${v.toFixed(1)} ms`;
  const lines = [];
  for (const [engine, writes] of Object.entries(result.writeCost)) {
    lines.push(`${engine}: a write with and without the trail (median / p95, HTTP on loopback)`);
    lines.push(
      ...table([
        ['write', 'recorded', 'p95', 'not recorded', 'p95', 'overhead'],
        ...writes.map((w) => [
          w.label,
          ms(w.recorded.medianMs),
          ms(w.recorded.p95Ms),
          ms(w.unrecorded.medianMs),
          ms(w.unrecorded.p95Ms),
          `${w.overheadPct.toFixed(1)} %`,
        ]),
      ]),
      '',
    );
  }
  if (result.lists) {
    lines.push(
      `PostgreSQL: the logs' lists with ${result.lists.rows} rows each, ${result.lists.calls} sequential calls ` +
        `(rows written in ${(result.lists.writtenMs / 1000).toFixed(0)} s)`,
    );
    lines.push(
      ...table([
        ['call', 'p50', 'p95', 'p99', 'rows', 'total'],
        ...result.lists.lists.map((l) => [
          l.label,
          ms(l.p50Ms),
          ms(l.p95Ms),
          ms(l.p99Ms),
          String(l.rows),
          String(l.total),
        ]),
      ]),
      '',
    );
  }
  const verdicts = auditVerdicts(result);
  const vw = [0, 1, 2].map((i) => Math.max(...verdicts.map((v) => [v.label, v.value, v.budget][i].length)));
  for (const v of verdicts)
    lines.push(
      `${v.label.padEnd(vw[0])}  ${v.value.padEnd(vw[1])}  ${v.budget.padEnd(vw[2])}  ${v.ok ? 'ok' : 'OVER'}`,
    );
  for (const reason of result.skipped) lines.push(`skipped: ${reason}`);
  return lines;
}

// On its own: `node scripts/bench/audit-logs.mjs [--rows=1000000] [--turns=800]`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) =>
    Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
  const result = await measureAudit({ rows: arg('rows', LOG_ROWS), turns: arg('turns', WRITE_TURNS) });
  for (const line of formatAudit(result)) console.log(line);
  console.log(`\n${(result.durationMs / 1000).toFixed(0)} s`);
}
