#!/usr/bin/env node
// Performance benchmark (npm run bench; not part of npm test).
//
//   node scripts/bench.mjs [--no-build] [--runs=5] [--warmup=1] [--only=login,courses,...]
//                          [--scale=1] [--calls=50] [--load-seconds=10] [--server-flags="--liftoff-only ..."]
//                          [--peer URL --peer-selector CSS]
//
// Builds dist unless --no-build and runs the real server on it (bench/real-server.mjs: `node
// --import tsx server/main.ts` on 127.0.0.1 and a free port) over a new PGlite database in a
// temporary folder, and then, when DATABASE_URL is set, over a new database on that PostgreSQL
// server: the same figures for each. Per database: the server's first start (spawn until ready,
// and the peak memory of the server with the child process that makes a PGlite database) is
// measured, the server stopped, the stress data written into its tables (bench/server-stress.ts,
// counts in bench/stress-counts.mjs, times --scale), the server started again (measured too),
// and then measured in Chromium with a cold cache per run, at normal CPU speed and with the CPU
// slowed 4x (groups for --only in brackets):
//   [login] /login: JS and CSS bytes transferred (gzip body), request count, First and Largest
//     Contentful Paint (and, from a static server of the bench's own, the HTML alone), time until
//     the username field is visible and enabled, JS heap after load (after a garbage
//     collection); the time from pressing the login button (admin, captcha answered) until the
//     home page's welcome heading is visible; with --peer, the same page figures of another
//     console's login page (bench/peer.mjs), the selector naming its username field;
//   [courses] course list with 1,000 courses: main-thread time of its first render (from the
//     home page), filtering and paging, then opening the course editor from it, and a check that
//     the PDF and Word viewers, drag and drop and QR codes are not in the list's chunks;
//   [roster] a class of 3,000 students: main-thread time of opening its detail (first render),
//     filtering, paging and scrolling its students, reading and checking a 3,000-row roster, and
//     a check that the chart library is not in the class list's chunks;
//   [schools] school list with 1,000 schools: main-thread time of its first render (from the
//     home page) and of one filter;
//   [pdf] time from the navigation to /fileView with a seeded PDF until its first page's canvas
//     is painted;
//   [calendar] a teacher's week of 500 lessons: main-thread time from the click that opens the
//     calendar until the week view shows them all, and a check that FullCalendar is loaded
//     neither with the schedule list nor before the click;
//   [tabs] the tab strip (bench/tabs.mjs): a kept-alive tab shown again, and the JS heap before
//     and after opening and closing 100 tabs (one run, normal CPU);
//   [server] no browser: each list call of those screens over HTTP on loopback with a session
//     token, the median and 95th percentile of --calls sequential calls (bench/server-calls.mjs);
//     then the server under load (bench/server-load.mjs): autocannon, 50 connections for
//     --load-seconds (10) per call, on getInfo, getRouters, three list calls and login, against a
//     bare Hono endpoint (the machine's ceiling), the server on PGlite, on PostgreSQL (a throw-away
//     cluster of its own) with one instance and two behind nginx, and on PostgreSQL again with a
//     hundred times the stress data; what is not installed is skipped and said; --load-seconds=0
//     leaves the load out;
//   [audit] no browser, servers of its own (bench/audit-logs.mjs): what recording in the audit
//     trail costs a write (the same write calls against a recording server and one without the
//     trail, in turns) on PGlite and PostgreSQL, and the operation and login logs' lists with a
//     million rows each on PostgreSQL (first page, by account, a day);
//   [live] no browser, a server of its own (bench/live-streams.mjs): the server's memory idle and
//     with 500 live streams open (budget: under 100 MB more), and the time a notice takes to reach
//     them all;
//   [chunks] dist, no server nor browser: every declared screen's compressed chunk and static
//     imports beyond the shell, with the heavy libraries each brings (screen-chunks.mjs), and a
//     check that no list screen brings pdf.js, FullCalendar, charts or spreadsheets.
// The server's first start and its memory are measured whenever a group needs the server.
// --server-flags: node flags for the server's process (and the child making its database), to
// try a memory setting. Prints one table of medians per database, each figure with its budget
// and verdict, writes bench-results/bench-<timestamp>.json and bench-results/latest.json, and
// exits with 1 when a budget is missed. Every server it starts is stopped by its pid at the end,
// on failure too, and the databases it made are removed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loginWeight } from './login-budget.mjs';
import { launchChromium } from './chromium.mjs';
import { COURSE_COUNT, INTERACTION_BUDGET_MS, measureCourseList } from './bench/course-list.mjs';
import { EDITOR_OPEN_BUDGET_MS } from './bench/course-editor.mjs';
import { listChunkCheck } from './bench/list-chunk.mjs';
import { classListChunkCheck, measureClassRoster, PARSE_BUDGET_MS, ROSTER_STUDENTS } from './bench/class-roster.mjs';
import { CALENDAR_BUDGET_MS, CALENDAR_LESSONS, measureCalendar, scheduleListChunkCheck } from './bench/calendar.mjs';
import { measureLoginToHome, measureFramePaint, measureLoginPage } from './bench/measure.mjs';
import { measurePdfFirstPage, PDF_FIRST_PAGE_BUDGET_MS } from './bench/pdf-view.mjs';
import { measureSchoolList, SCHOOL_COUNT } from './bench/school-list.mjs';
import { formatScreenChunks, KEPT_OUT_OF_LISTS, listScreenLeaks, screenChunkReport } from './screen-chunks.mjs';
import { measurePeerLoginPage } from './bench/peer.mjs';
import { pagePolicyHeaders, startStaticServer } from './bench/server.mjs';
import { addStressData, freshDatabase, startRealServer, stopAllServers } from './bench/real-server.mjs';
import { CALLS_PER_LIST, measureServerCalls } from './bench/server-calls.mjs';
import { LOAD_SECONDS } from './bench/load.mjs';
import { formatLoad, loadVerdicts, measureServerLoad } from './bench/server-load.mjs';
import { auditVerdicts, formatAudit, measureAudit } from './bench/audit-logs.mjs';
import { formatLive, liveVerdicts, measureLiveStreams } from './bench/live-streams.mjs';
import { scaled, STRESS_CLASS_NAME } from './bench/stress-counts.mjs';
import {
  CACHED_PAGES,
  measureTabMemory,
  measureTabSwitch,
  TAB_HEAP_GROWTH_BUDGET_PCT,
  TAB_SWITCH_BUDGET_MS,
  TABS_OPENED,
} from './bench/tabs.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_DIR = join(ROOT, 'bench-results');
const CONDITIONS = [
  { key: 'normal', label: 'normal CPU', cpuRate: 1 },
  { key: 'cpu4x', label: '4× CPU', cpuRate: 4 },
];
const GROUPS = [
  'login',
  'courses',
  'roster',
  'schools',
  'calendar',
  'pdf',
  'tabs',
  'server',
  'audit',
  'live',
  'chunks',
];
/** Groups measured without a browser. */
const NO_BROWSER = new Set(['server', 'audit', 'live', 'chunks']);
/** Groups measured without the benchmark's server (audit starts servers of its own). */
const NO_SERVER = new Set(['audit', 'live', 'chunks']);
const DIST = join(ROOT, 'dist');

/** The product's budgets (at normal CPU speed unless a 4× limit is given). */
const BUDGET = {
  loginJsBytes: 160 * 1024,
  fcpMs: 150,
  /** the username field is usable in at most this share of the peer's time, at 1× and 4× */
  usernameReadyPeerFactor: 0.5,
  loginToHomeMs: { normal: 500, cpu4x: 1500 },
  loginHeapBytes: 3 * 1024 * 1024,
  /** the server's first start on an empty database: spawn until ready (docs/performance.md) */
  firstStartMs: 10_000,
  /** ... and the peak resident memory of the server with its children, in MB of 10^6 bytes */
  firstStartBytes: 400 * 1000 * 1000,
};

const USAGE =
  'usage: node scripts/bench.mjs [--no-build] [--runs=5] [--warmup=1] ' +
  `[--only=${GROUPS.join(',')}] [--scale=1] [--calls=${CALLS_PER_LIST}] [--load-seconds=${LOAD_SECONDS}] ` +
  '[--server-flags="..."] ' +
  '[--peer URL --peer-selector CSS]';

function parseArgs(argv) {
  const options = {
    build: true,
    runs: 5,
    warmup: 1,
    only: new Set(GROUPS),
    scale: 1,
    calls: CALLS_PER_LIST,
    loadSeconds: LOAD_SECONDS,
    serverFlags: [],
    peer: null,
    peerSelector: null,
  };
  const args = [...argv];
  /** `--name=value` or `--name value` */
  const value = (arg, name) => {
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
    if (arg === name && args.length) return args.shift();
    if (arg === name) fail(`${name} needs a value`);
    return null;
  };
  const fail = (message) => {
    console.error(`${message}\n${USAGE}`);
    process.exit(2);
  };
  while (args.length) {
    const arg = args.shift();
    let v;
    if (arg === '--no-build') options.build = false;
    else if ((v = value(arg, '--runs')) !== null) options.runs = Math.max(1, Number(v) || 5);
    else if ((v = value(arg, '--warmup')) !== null) options.warmup = Math.max(0, Number(v) || 0);
    else if ((v = value(arg, '--scale')) !== null) {
      options.scale = Number(v);
      if (!(options.scale > 0)) fail(`--scale ${v} is not a positive number`);
    } else if ((v = value(arg, '--calls')) !== null) options.calls = Math.max(1, Number(v) || CALLS_PER_LIST);
    else if ((v = value(arg, '--load-seconds')) !== null) {
      options.loadSeconds = Number(v);
      if (!(options.loadSeconds >= 0)) fail(`--load-seconds ${v} is not a number of seconds`);
    } else if ((v = value(arg, '--server-flags')) !== null) options.serverFlags = v.split(/\s+/).filter(Boolean);
    else if ((v = value(arg, '--peer-selector')) !== null) options.peerSelector = v;
    else if ((v = value(arg, '--peer')) !== null) options.peer = v;
    else if ((v = value(arg, '--only')) !== null) {
      const only = v.split(',').map((s) => s.trim());
      const unknown = only.filter((g) => !GROUPS.includes(g));
      if (unknown.length) fail(`unknown group ${unknown.join(', ')}`);
      options.only = new Set(only);
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else fail(`unknown argument ${arg}`);
  }
  if (!!options.peer !== !!options.peerSelector) fail('--peer and --peer-selector go together');
  if (options.peer) {
    try {
      new URL(options.peer);
    } catch {
      fail(`--peer ${options.peer} is not a URL`);
    }
  }
  return options;
}

/** npm run <script>, without an inherited NODE_ENV (vite honours it; "test" would skew the build). */
function build(script) {
  const env = { ...process.env };
  delete env.NODE_ENV;
  const started = Date.now();
  const result = spawnSync('npm', ['run', script], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`npm run ${script} failed with exit code ${result.status}`);
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`built: npm run ${script} (${seconds.toFixed(1)} s)`);
  return seconds;
}

function median(values) {
  const list = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (list.length === 0) return null;
  const mid = Math.floor(list.length / 2);
  return list.length % 2 ? list[mid] : (list[mid - 1] + list[mid]) / 2;
}

function summarise(runs, keys) {
  const result = {};
  for (const key of keys) {
    const values = runs.map((r) => r[key]).filter((v) => typeof v === 'number');
    result[key] = {
      median: median(values),
      min: values.length ? Math.min(...values) : null,
      max: values.length ? Math.max(...values) : null,
    };
  }
  return result;
}

async function repeat(label, times, warmup, once) {
  for (let i = 0; i < warmup; i++) await once();
  const runs = [];
  const started = Date.now();
  for (let i = 0; i < times; i++) {
    runs.push(await once());
    if (process.stdout.isTTY) process.stdout.write(`\r${label}: run ${i + 1}/${times}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (process.stdout.isTTY) process.stdout.write(` (${seconds} s)\n`);
  else console.log(`${label}: ${times} runs (${seconds} s)`);
  return runs;
}

const seconds = (value) => (value == null ? '–' : `${(value / 1000).toFixed(1)} s`);
const mb = (bytes) => (bytes == null ? '–' : `${Math.round(bytes / 1000 / 1000)} MB`);
const kib = (bytes) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(1)} KiB`);
const mib = (bytes) => (bytes == null ? '–' : `${(bytes / 1024 / 1024).toFixed(1)} MiB`);
const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);
const count = (value) => (value == null ? '–' : String(Math.round(value)));
const pct = (value) => (value == null ? '–' : `${value >= 0 ? '+' : ''}${value.toFixed(1)} %`);

const PLAIN_KEYS = [
  'jsBytes',
  'jsTransferBytes',
  'jsFiles',
  'cssBytes',
  'cssTransferBytes',
  'cssFiles',
  'requests',
  'fcpMs',
  'lcpMs',
  'usernameReadyMs',
  'domContentLoadedMs',
  'loadMs',
  'jsHeapUsedBytes',
];
const PEER_KEYS = ['jsBytes', 'jsFiles', 'requests', 'fcpMs', 'lcpMs', 'readyMs', 'jsHeapUsedBytes'];
const LOGIN_TO_HOME_KEYS = ['loginToHomeMs', 'usernameReadyMs', 'consoleAheadMs'];
const FIRST_RENDER_KEYS = ['firstRenderMs', 'firstRenderWallMs'];
const COURSE_LIST_KEYS = ['filterMs', 'filteredPageMs', 'resetMs', 'pageMs'];
const EDITOR_KEYS = ['editorOpenMs', 'editorOpenTaskMs'];
const ROSTER_KEYS = ['filterMs', 'resetMs', 'pageMs', 'scrollMs'];

/**
 * One row of the table. `values` and `peer` hold a number per condition key; `limits` the budget
 * per condition key it applies to (none: an informational row); `relative`: the limits come from
 * the peer, so without one the row says "no peer" and is not a miss; `below`: the figure must stay
 * under the limit rather than at most reach it.
 */
function figure(
  id,
  label,
  format,
  values,
  { peer = null, budget = null, limits = {}, relative = false, below = false } = {},
) {
  let ok = null;
  let verdict = '';
  const budgeted = Object.keys(limits);
  const within = (value, limit) => value != null && (below ? value < limit : value <= limit);
  if (relative && !peer) verdict = 'no peer';
  else if (budgeted.length) {
    ok = budgeted.every((key) => within(values[key], limits[key]));
    verdict = ok ? 'ok' : 'OVER';
  }
  return { id, label, format, values, peer, budget, limits, ok, verdict };
}

/** A pass/fail row: `failure` is null when all is well, else what went wrong (printed below the table). */
function check(id, label, what, failure) {
  return { id, label, check: true, values: { normal: failure ? 'no' : what }, failure, budget: 'pass', ok: !failure };
}

function printTable(rows, withPeer) {
  const header = [
    'figure',
    ...CONDITIONS.map((c) => c.label),
    ...(withPeer ? ['peer 1× / 4×'] : []),
    'budget',
    'verdict',
  ];
  const cell = (row) => {
    if (row.check)
      return [row.label, row.values.normal, '', ...(withPeer ? [''] : []), row.budget, row.ok ? 'ok' : 'OVER'];
    const peer = row.peer ? CONDITIONS.map((c) => row.format(row.peer[c.key])).join(' / ') : '';
    return [
      row.label,
      ...CONDITIONS.map((c) => row.format(row.values[c.key])),
      ...(withPeer ? [peer] : []),
      row.budget ?? '',
      row.verdict,
    ];
  };
  const table = [header, ...rows.map(cell)];
  const widths = header.map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
  const left = new Set([0, header.length - 2, header.length - 1]);
  const line = (row) =>
    row
      .map((c, i) => (left.has(i) ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table.slice(1)) console.log(line(row));
}

/**
 * One database (a new PGlite folder, or a new database on DATABASE_URL's server): the server's
 * first start, the stress data, a second start, then every wanted group against it. Stops the
 * server and removes the database before it answers, also on failure.
 */
async function measureEngine({ databaseUrl, options, want, browser, frameServer, counts, needsBrowser }) {
  const database = await freshDatabase(databaseUrl);
  const serverEnv = { ...database.env, WEB_DIR: DIST };
  const start = () => startRealServer({ env: serverEnv, nodeFlags: options.serverFlags });
  const said = (what, figures) =>
    console.log(
      `${database.engine}: ${what} ready in ${seconds(figures.readyMs)} (the server says ${figures.ownReadyMs} ms), ` +
        `peak ${mb(figures.peakTreeBytes)} with its children (server ${mb(figures.peakServerBytes)}, ` +
        `largest child ${mb(figures.peakChildBytes)})`,
    );
  const starts = {};
  let server = null;
  try {
    const first = await start();
    starts.first = first.start;
    said('first start', first.start);
    await first.stop();
    starts.stressMs = addStressData(database.env, counts);
    console.log(`${database.engine}: stress data ${JSON.stringify(counts)} written in ${seconds(starts.stressMs)}`);
    server = await start();
    starts.again = server.start;
    said('second start', server.start);

    const results = Object.fromEntries(CONDITIONS.map((c) => [c.key, { cpuRate: c.cpuRate }]));
    for (const condition of needsBrowser ? CONDITIONS : []) {
      const result = results[condition.key];
      const rate = { cpuRate: condition.cpuRate };
      const run = (label, once) => repeat(`${label}, ${condition.label}`, options.runs, options.warmup, once);
      const url = server.url;
      if (want('login')) {
        const runs = await run('/login', () => measureLoginPage(browser, url, rate));
        result.plain = { median: summarise(runs, PLAIN_KEYS), runs };
        Object.assign(frameServer.pageHeaders, await pagePolicyHeaders(url, '/login'));
        const frameRuns = await run('/login, HTML alone (static server)', () =>
          measureFramePaint(browser, frameServer.url, rate),
        );
        result.frameOnly = { median: summarise(frameRuns, ['fcpMs']), runs: frameRuns };
        const loginRuns = await run('login → home', () => measureLoginToHome(browser, url, rate));
        for (const r of loginRuns) if (r.finalPath !== '/index') throw new Error(`the login ended on ${r.finalPath}`);
        result.loginToHome = { median: summarise(loginRuns, LOGIN_TO_HOME_KEYS), runs: loginRuns };
        if (options.peer) {
          const peerRuns = await run(`peer ${options.peer}`, () =>
            measurePeerLoginPage(browser, options.peer, options.peerSelector, rate),
          );
          result.peer = { median: summarise(peerRuns, PEER_KEYS), runs: peerRuns };
        }
      }
      if (want('courses')) {
        const runs = await run(`course list (${COURSE_COUNT} courses)`, () => measureCourseList(browser, url, rate));
        result.courseList = {
          median: summarise(runs, [...FIRST_RENDER_KEYS, ...COURSE_LIST_KEYS, ...EDITOR_KEYS]),
          runs,
        };
      }
      if (want('roster')) {
        const runs = await run(`class of ${ROSTER_STUDENTS} students`, () => measureClassRoster(browser, url, rate));
        result.classRoster = {
          median: summarise(runs, ['detailFirstRenderMs', 'detailWithChartMs', ...ROSTER_KEYS, 'parseMs']),
          runs,
        };
      }
      if (want('schools')) {
        const runs = await run(`school list (${SCHOOL_COUNT} schools)`, () => measureSchoolList(browser, url, rate));
        result.schoolList = { median: summarise(runs, [...FIRST_RENDER_KEYS, 'filterMs']), runs };
      }
      if (want('calendar')) {
        const runs = await run(`calendar week of ${CALENDAR_LESSONS} lessons`, () =>
          measureCalendar(browser, url, rate),
        );
        result.calendar = { median: summarise(runs, ['openMs']), runs };
      }
      if (want('pdf')) {
        const runs = await run('PDF first page', () => measurePdfFirstPage(browser, url, rate));
        result.pdf = { median: summarise(runs, ['firstPageMs', 'mainThreadMs']), runs };
      }
      if (want('tabs')) {
        const runs = await run('tab shown again', () => measureTabSwitch(browser, url, rate));
        result.tabs = { median: summarise(runs, ['switchMs']), runs };
      }
    }
    if (want('tabs')) {
      const started = Date.now();
      results.tabMemory = await measureTabMemory(browser, server.url);
      console.log(`${TABS_OPENED} tabs opened and closed, normal CPU: 1 run (${(Date.now() - started) / 1000} s)`);
    }
    const calls = want('server')
      ? await measureServerCalls(server.url, { times: options.calls, stressClassName: STRESS_CLASS_NAME })
      : null;
    // what the server holds after the whole run (VmRSS) and its peak since it started (VmHWM)
    starts.afterRun = server.memoryNow();
    return { engine: database.engine, results, starts, calls };
  } finally {
    await server?.stop();
    await database.drop();
  }
}

/** The figures of one database's run, as table rows (see figure and check). */
async function tableRows({ results, starts, want, options, manifest }) {
  /** The medians of one measured figure, per condition key. */
  const m = (group, key) =>
    Object.fromEntries(CONDITIONS.map((c) => [c.key, results[c.key][group]?.median[key]?.median ?? null]));
  const both = (value) => Object.fromEntries(CONDITIONS.map((c) => [c.key, value]));
  const rows = [];

  if (want('login')) {
    const peer = (key) => (options.peer ? m('peer', key) : null);
    const usernameLimits = options.peer
      ? Object.fromEntries(CONDITIONS.map((c) => [c.key, BUDGET.usernameReadyPeerFactor * m('peer', 'readyMs')[c.key]]))
      : {};
    rows.push(
      figure('loginJs', 'login JS transferred (gzip body)', kib, m('plain', 'jsBytes'), {
        peer: peer('jsBytes'),
        budget: `≤ ${BUDGET.loginJsBytes / 1024} KiB`,
        limits: { normal: BUDGET.loginJsBytes },
      }),
      figure('loginJsManifest', 'login JS in the build (gzip -9)', kib, both(manifest.jsBytes)),
      figure('loginJsFiles', 'login JS files', count, m('plain', 'jsFiles'), { peer: peer('jsFiles') }),
      figure('loginCss', 'login CSS transferred (gzip body)', kib, m('plain', 'cssBytes')),
      figure('loginRequests', 'login requests', count, m('plain', 'requests'), { peer: peer('requests') }),
      figure('fcp', 'First Contentful Paint', ms, m('plain', 'fcpMs'), {
        peer: peer('fcpMs'),
        budget: `≤ ${ms(BUDGET.fcpMs)}`,
        limits: { normal: BUDGET.fcpMs },
      }),
      figure('fcpFrameOnly', 'same, the HTML alone (no JS files)', ms, m('frameOnly', 'fcpMs')),
      figure('lcp', 'Largest Contentful Paint', ms, m('plain', 'lcpMs'), { peer: peer('lcpMs') }),
      figure('usernameReady', 'username field ready', ms, m('plain', 'usernameReadyMs'), {
        peer: peer('readyMs'),
        budget: `≤ ${BUDGET.usernameReadyPeerFactor}× peer (1×, 4×)`,
        limits: usernameLimits,
        relative: true,
      }),
      figure('loginHeap', 'JS heap on /login (after GC)', mib, m('plain', 'jsHeapUsedBytes'), {
        peer: peer('jsHeapUsedBytes'),
        budget: `≤ ${BUDGET.loginHeapBytes / 1024 / 1024} MiB`,
        limits: { normal: BUDGET.loginHeapBytes },
      }),
    );
  }
  if (want('login')) {
    const { normal, cpu4x } = BUDGET.loginToHomeMs;
    const aheadBeforePress = Object.fromEntries(
      CONDITIONS.map(({ key }) => {
        const runs = results[key].loginToHome?.runs ?? [];
        return [key, `${runs.filter((r) => r.consoleAheadBeforePress).length}/${runs.length} runs`];
      }),
    );
    rows.push(
      figure('loginToHome', 'press login → home usable', ms, m('loginToHome', 'loginToHomeMs'), {
        budget: `≤ ${ms(normal)}, 4×: ≤ ${ms(cpu4x)}`,
        limits: BUDGET.loginToHomeMs,
      }),
      figure('consoleAhead', 'console run ahead, 1st key → done', ms, m('loginToHome', 'consoleAheadMs')),
      figure('consoleAheadBeforePress', '… done before the press', String, aheadBeforePress),
    );
  }
  if (want('courses')) {
    const interaction = { budget: `≤ ${ms(INTERACTION_BUDGET_MS)}`, limits: { normal: INTERACTION_BUDGET_MS } };
    rows.push(
      figure(
        'courseFirstRender',
        'course list: first render (main thread)',
        ms,
        m('courseList', 'firstRenderMs'),
        interaction,
      ),
      figure('courseFirstRenderWall', 'course list: first render, wall time', ms, m('courseList', 'firstRenderWallMs')),
      figure('courseFilter', 'course list: filter (main thread)', ms, m('courseList', 'filterMs'), interaction),
      figure('courseFilteredPage', 'course list: filtered page 2', ms, m('courseList', 'filteredPageMs'), interaction),
      figure('courseReset', 'course list: reset filters', ms, m('courseList', 'resetMs'), interaction),
      figure('coursePage', 'course list: page 5', ms, m('courseList', 'pageMs'), interaction),
      figure('editorOpen', 'course editor: click → title usable', ms, m('courseList', 'editorOpenMs'), {
        budget: `≤ ${ms(EDITOR_OPEN_BUDGET_MS)}`,
        limits: { normal: EDITOR_OPEN_BUDGET_MS },
      }),
      figure('editorOpenTask', 'course editor: main thread meanwhile', ms, m('courseList', 'editorOpenTaskMs')),
    );
    const { found } = await listChunkCheck();
    const leaks = Object.entries(found).filter(([, modules]) => modules.length);
    rows.push(
      check(
        'courseListChunks',
        'course list chunks: no PDF/docx/dnd/QR',
        'kept out',
        leaks.length
          ? `the course list's chunks carry ${leaks.map(([what, modules]) => `${what} (${modules[0]})`).join(', ')}`
          : null,
      ),
    );
  }
  if (want('roster')) {
    const interaction = { budget: `≤ ${ms(INTERACTION_BUDGET_MS)}`, limits: { normal: INTERACTION_BUDGET_MS } };
    rows.push(
      figure(
        'rosterFirstRender',
        'class roster: open the detail (main thread)',
        ms,
        m('classRoster', 'detailFirstRenderMs'),
        interaction,
      ),
      figure('rosterChart', 'class roster: open, until its chart is drawn', ms, m('classRoster', 'detailWithChartMs')),
      figure('rosterFilter', 'class roster: filter students', ms, m('classRoster', 'filterMs'), interaction),
      figure('rosterReset', 'class roster: reset filter', ms, m('classRoster', 'resetMs'), interaction),
      figure('rosterPage', 'class roster: page 5', ms, m('classRoster', 'pageMs'), interaction),
      figure('rosterScroll', 'class roster: scroll the detail', ms, m('classRoster', 'scrollMs'), interaction),
      figure('rosterParse', `class roster: read + check ${ROSTER_STUDENTS} rows`, ms, m('classRoster', 'parseMs'), {
        budget: `≤ ${ms(PARSE_BUDGET_MS)}`,
        limits: { normal: PARSE_BUDGET_MS },
      }),
    );
    const { found } = await classListChunkCheck();
    const leaks = Object.values(found).flat();
    rows.push(
      check(
        'classListChunks',
        'class list chunks: no chart library',
        'kept out',
        leaks.length ? `the class list's chunks carry ${leaks[0]}` : null,
      ),
    );
  }
  if (want('schools')) {
    const interaction = { budget: `≤ ${ms(INTERACTION_BUDGET_MS)}`, limits: { normal: INTERACTION_BUDGET_MS } };
    rows.push(
      figure(
        'schoolFirstRender',
        'school list: first render (main thread)',
        ms,
        m('schoolList', 'firstRenderMs'),
        interaction,
      ),
      figure('schoolFirstRenderWall', 'school list: first render, wall time', ms, m('schoolList', 'firstRenderWallMs')),
      figure('schoolFilter', 'school list: filter by name', ms, m('schoolList', 'filterMs'), interaction),
    );
  }
  if (want('calendar')) {
    rows.push(
      figure('calendarOpen', `calendar: click → week of ${CALENDAR_LESSONS} lessons`, ms, m('calendar', 'openMs'), {
        budget: `≤ ${ms(CALENDAR_BUDGET_MS)}`,
        limits: { normal: CALENDAR_BUDGET_MS },
      }),
    );
    const runs = CONDITIONS.flatMap((c) => results[c.key].calendar.runs);
    const early = [...new Set(runs.flatMap((r) => r.loadedEarly))];
    const recognised = runs.every((r) => r.recognised);
    const inList = (await scheduleListChunkCheck()).found.FullCalendar;
    rows.push(
      check(
        'calendarLoadedLate',
        'FullCalendar loaded only once shown',
        'yes',
        early.length
          ? `FullCalendar was loaded before the calendar was shown (${early[0]})`
          : recognised
            ? null
            : "FullCalendar's chunk was not recognised: the load check proved nothing",
      ),
      check(
        'scheduleListChunks',
        'schedule list chunks: no FullCalendar',
        'kept out',
        inList.length ? `the schedule list's chunks carry ${inList[0]}` : null,
      ),
    );
  }
  if (want('pdf')) {
    rows.push(
      figure('pdfFirstPage', 'PDF viewer: navigation → first page painted', ms, m('pdf', 'firstPageMs'), {
        budget: `≤ ${ms(PDF_FIRST_PAGE_BUDGET_MS)}`,
        limits: { normal: PDF_FIRST_PAGE_BUDGET_MS },
      }),
      figure('pdfMainThread', 'PDF viewer: main thread meanwhile', ms, m('pdf', 'mainThreadMs')),
    );
  }
  if (want('tabs')) {
    const memory = results.tabMemory;
    rows.push(
      figure('tabSwitch', 'tabs: cached tab shown again', ms, m('tabs', 'switchMs'), {
        budget: `< ${ms(TAB_SWITCH_BUDGET_MS)}`,
        limits: { normal: TAB_SWITCH_BUDGET_MS },
        below: true,
      }),
      figure('tabHeapBefore', 'tabs: JS heap, home tab only', mib, once(memory.heapBeforeBytes)),
      figure('tabHeapGrowth', `tabs: JS heap after ${TABS_OPENED} opened/closed`, pct, once(memory.heapGrowthPct), {
        budget: `≤ +${TAB_HEAP_GROWTH_BUDGET_PCT} %`,
        limits: { normal: TAB_HEAP_GROWTH_BUDGET_PCT },
      }),
      figure(
        'tabHeapGrowthWithoutCode',
        `tabs: same, without compiled code`,
        pct,
        once(memory.heapGrowthWithoutCodePct),
        { budget: `≤ +${TAB_HEAP_GROWTH_BUDGET_PCT} %`, limits: { normal: TAB_HEAP_GROWTH_BUDGET_PCT } },
      ),
      figure('tabHeapPerPage', 'tabs: JS heap per kept-alive page', mib, once(memory.heapPerCachedPageBytes)),
      figure('tabHeapCached', `tabs: JS heap, ${CACHED_PAGES} pages kept alive`, mib, once(memory.heapCachedFullBytes)),
      figure(
        'tabHeapOver',
        `tabs: JS heap, ${memory.tabsOpenOver} tabs (${CACHED_PAGES} alive)`,
        mib,
        once(memory.heapCachedOverBytes),
      ),
    );
  }

  if (starts) {
    const { first, again } = starts;
    rows.push(
      figure('firstStart', 'first start: spawn → ready', seconds, once(first.readyMs), {
        budget: `≤ ${seconds(BUDGET.firstStartMs)}`,
        limits: { normal: BUDGET.firstStartMs },
      }),
      figure('firstStartMemory', 'first start: peak memory, with children', mb, once(first.peakTreeBytes), {
        budget: `< ${mb(BUDGET.firstStartBytes)}`,
        limits: { normal: BUDGET.firstStartBytes },
        below: true,
      }),
      figure('firstStartServer', 'first start: the server process alone', mb, once(first.peakServerBytes)),
      figure('firstStartChild', 'first start: its child (new database)', mb, once(first.peakChildBytes)),
      figure('stressData', 'stress data written (own process)', seconds, once(starts.stressMs)),
      figure('againStart', 'second start (database there): ready', seconds, once(again.readyMs)),
      figure('againStartMemory', 'second start: peak memory', mb, once(again.peakTreeBytes)),
      figure('serverAfterRun', 'server memory after the run (RSS)', mb, once(starts.afterRun?.rss ?? null)),
      figure('serverPeakRun', 'server peak memory over the run', mb, once(starts.afterRun?.hwm ?? null)),
    );
  }
  return rows;
}

/** A figure measured once, at normal CPU speed. */
const once = (value) => ({ normal: value, cpu4x: null });

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const want = (group) => options.only.has(group);
  const needsServer = GROUPS.filter((g) => !NO_SERVER.has(g)).some(want);
  const needsBrowser = GROUPS.filter((g) => !NO_BROWSER.has(g)).some(want);
  const buildSeconds = {};
  if (options.build) buildSeconds.dist = build('build');
  const manifest = want('login') ? loginWeight(DIST) : null;
  const counts = scaled(options.scale);

  // the build's own checks, whatever the database
  const buildRows = [];
  let screenChunks = null;
  if (want('chunks')) {
    screenChunks = screenChunkReport(DIST);
    const leaks = listScreenLeaks(screenChunks);
    buildRows.push(
      check(
        'listScreenChunks',
        `list screens: no ${KEPT_OUT_OF_LISTS.join('/')}`,
        'kept out',
        leaks.length ? leaks.map((leak) => `${leak.name} carries ${leak.libraries.join(', ')}`).join('; ') : null,
      ),
    );
  }

  const databaseUrls = needsServer ? [undefined, ...(process.env.DATABASE_URL ? [process.env.DATABASE_URL] : [])] : [];
  const frameServer = want('login') ? await startStaticServer({ root: DIST }) : null;
  const browser = needsBrowser ? await launchChromium() : null;
  const chromiumVersion = browser?.version() ?? null;
  const engines = [];
  try {
    for (const databaseUrl of databaseUrls)
      engines.push(await measureEngine({ databaseUrl, options, want, browser, frameServer, counts, needsBrowser }));
  } finally {
    await browser?.close().catch(() => undefined);
    await frameServer?.close();
    await stopAllServers();
  }
  const withPeer = !!options.peer;
  if (screenChunks) {
    console.log('\nEvery screen (gzip -9): its own chunk, and with what it imports beyond the shell');
    for (const line of formatScreenChunks(screenChunks)) console.log(line);
  }
  if (buildRows.length) {
    console.log('\nThe build');
    printTable(buildRows, false);
  }
  const tables = [];
  for (const engine of engines) {
    const rows = await tableRows({ ...engine, want, options, manifest });
    tables.push({ engine, rows });
    console.log(
      `\n${engine.engine}` +
        (needsBrowser
          ? `: medians of ${options.runs} cold run(s) (${options.warmup} warm-up run(s) discarded), Chromium ${chromiumVersion}` +
            (withPeer ? `; peer: ${options.peer} (${options.peerSelector})` : '')
          : ''),
    );
    printTable(rows, withPeer);
    for (const row of rows.filter((r) => r.failure)) console.log(`${row.label}: ${row.failure}`);
    if (engine.calls) {
      console.log(`\n${engine.engine}: list calls over HTTP on loopback, ${options.calls} sequential calls each`);
      printCalls(engine.calls);
    }
    const pageErrors = CONDITIONS.flatMap((c) =>
      Object.values(engine.results[c.key])
        .flatMap((group) => group?.runs ?? [])
        .flatMap((run) => run.errors ?? []),
    );
    if (pageErrors.length)
      console.log(`console errors seen during the runs:\n  ${[...new Set(pageErrors)].join('\n  ')}`);
  }

  // after the browser and the other servers have gone: the load has the machine to itself. These
  // groups run once the tables above are printed, and one that fails is named at the end instead
  // of taking the figures already measured down with it.
  const failed = [];
  const attempt = async (group, measure) => {
    try {
      return await measure();
    } catch (error) {
      console.error(`\n${group}: failed`, error);
      failed.push(group);
      return null;
    }
  };
  const load =
    want('server') && options.loadSeconds > 0
      ? await attempt('server load', () => measureServerLoad({ counts, seconds: options.loadSeconds }))
      : null;
  const audit = want('audit') ? await attempt('audit', () => measureAudit()) : null;
  const live = want('live') ? await attempt('live', () => measureLiveStreams()) : null;

  const loadBudgets = load ? loadVerdicts(load) : [];
  if (load) {
    console.log(
      `\nThe server under load: autocannon, ${load.connections} connections, ${load.seconds} s per call, on loopback` +
        ` (load avg: the machine's 1-minute load average after each run, ${cpus().length} cores; ` +
        `${(load.durationMs / 1000).toFixed(0)} s in all)`,
    );
    for (const line of formatLoad(load)) console.log(line);
  }

  const auditBudgets = audit ? auditVerdicts(audit) : [];
  if (audit) {
    console.log(`\nThe audit trail and the logs (${(audit.durationMs / 1000).toFixed(0)} s in all)`);
    for (const line of formatAudit(audit)) console.log(line);
  }
  const liveBudgets = live ? liveVerdicts(live) : [];
  if (live) {
    console.log(`\nThe live stream (${(live.durationMs / 1000).toFixed(0)} s in all)`);
    for (const line of formatLive(live)) console.log(line);
  }

  const figures = (rows) =>
    Object.fromEntries(
      rows.map((row) => [
        row.id,
        row.check
          ? { figure: row.label, value: row.failure ?? row.values.normal, budget: 'pass', ok: row.ok }
          : {
              figure: row.label,
              value: row.values,
              ...(row.peer ? { peer: row.peer } : {}),
              budget: row.budget ? { rule: row.budget, ...row.limits } : null,
              ok: row.ok,
            },
      ]),
    );
  const missed = [
    ...buildRows.filter((row) => row.ok === false).map((row) => ({ id: row.id, label: row.label })),
    ...tables.flatMap(({ engine, rows }) =>
      rows
        .filter((row) => row.ok === false)
        .map((row) => ({ id: `${engine.engine}.${row.id}`, label: `${engine.engine}: ${row.label}` })),
    ),
    ...loadBudgets.filter((v) => !v.ok).map((v) => ({ id: `load.${v.id}`, label: `load: ${v.label}` })),
    ...auditBudgets.filter((v) => !v.ok).map((v) => ({ id: `audit.${v.id}`, label: `audit: ${v.label}` })),
    ...liveBudgets.filter((v) => !v.ok).map((v) => ({ id: `live.${v.id}`, label: `live: ${v.label}` })),
  ];
  const timestamp = new Date().toISOString();
  const report = {
    timestamp,
    node: process.version,
    chromium: chromiumVersion,
    runs: options.runs,
    warmup: options.warmup,
    groups: [...options.only],
    stress: counts,
    serverFlags: options.serverFlags,
    peer: options.peer ? { url: options.peer, selector: options.peerSelector } : null,
    buildSeconds,
    build: figures(buildRows),
    engines: Object.fromEntries(
      tables.map(({ engine, rows }) => [
        engine.engine,
        { figures: figures(rows), starts: engine.starts, calls: engine.calls, results: engine.results },
      ]),
    ),
    load: load && { ...load, budgets: loadBudgets },
    audit: audit && { ...audit, budgets: auditBudgets },
    live: live && { ...live, budgets: liveBudgets },
    missed: missed.map((row) => row.id),
    failed,
    manifest,
    screenChunks,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `bench-${timestamp.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwrote ${file} and bench-results/latest.json`);

  if (failed.length) console.log(`\nFAILED to measure: ${failed.join('; ')}`);
  if (missed.length) console.log(`\nMISSED ${missed.length} budget(s): ${missed.map((row) => row.label).join('; ')}`);
  if (failed.length || missed.length) process.exitCode = 1;
  else console.log('\nall budgets met');
}

/** The list calls' table: median, 95th percentile, rows answered and the list's total. */
function printCalls(calls) {
  const table = [
    ['call', 'median', 'p95', 'rows', 'total', 'path'],
    ...Object.entries(calls).map(([name, c]) => [
      name,
      `${c.medianMs.toFixed(1)} ms`,
      `${c.p95Ms.toFixed(1)} ms`,
      String(c.rows ?? '–'),
      String(c.total ?? '–'),
      decodeURIComponent(c.path),
    ]),
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  for (const row of table)
    console.log(
      row
        .map((cell, i) => (i === 0 || i === 5 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  ')
        .trimEnd(),
    );
}

main().catch(async (error) => {
  console.error(error);
  await stopAllServers();
  process.exit(1);
});
