#!/usr/bin/env node
// Performance benchmark (npm run bench; not part of npm test).
//
//   node scripts/bench.mjs [--no-build] [--runs=5] [--warmup=1] [--only=login,demo,...]
//                          [--peer URL --peer-selector CSS]
//
// Builds dist (plain) and dist-demo (embedded mock backend) unless --no-build, serves each with
// a small gzip static server of its own, and measures in Chromium with a cold cache per run, at
// normal CPU speed and with the CPU slowed 4x (groups for --only in brackets):
//   [login] plain build, /login: JS and CSS bytes transferred (gzip body), request count, First
//     and Largest Contentful Paint, time until the username field is visible and enabled, JS heap
//     after load (after a garbage collection); with --peer, the same of another console's login
//     page (bench/peer.mjs), the selector naming its username field;
//   [demo] demo build: time from pressing the login button (admin, captcha answered) until the
//     home page's welcome heading is visible;
//   [courses] demo build, course list with 1,000 courses: main-thread time of its first render
//     (from the home page), filtering and paging, then opening the course editor from it, and a
//     check that the PDF and Word viewers, drag and drop and QR codes are not in the list's chunks;
//   [roster] demo build, a class of 3,000 students (stress seed): main-thread time of opening its
//     detail (first render), filtering, paging and scrolling its students, reading and checking a
//     3,000-row roster, and a check that the chart library is not in the class list's chunks;
//   [schools] demo build, school list with 1,000 schools (stress seed): main-thread time of its
//     first render (from the home page) and of one filter;
//   [pdf] demo build: time from the navigation to /fileView with a seeded PDF until its first
//     page's canvas is painted;
//   [calendar] demo build, a teacher's week of 500 lessons (stress seed): main-thread time from
//     the click that opens the calendar until the week view shows them all, and a check that
//     FullCalendar is loaded neither with the schedule list nor before the click;
//   [tabs] demo build with the tab strip (bench/tabs.mjs): a kept-alive tab shown again, and the
//     JS heap before and after opening and closing 100 tabs (one run, normal CPU);
//   [chunks] plain build, no browser: every declared screen's compressed chunk and static
//     imports beyond the shell, with the heavy libraries each brings (screen-chunks.mjs), and a
//     check that no list screen brings pdf.js, FullCalendar, charts or spreadsheets.
// Prints one table of medians, each figure with its budget and verdict, writes
// bench-results/bench-<timestamp>.json and bench-results/latest.json, and exits with 1 when a
// budget is missed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loginWeight } from './login-budget.mjs';
import { launchChromium } from './chromium.mjs';
import { COURSE_COUNT, INTERACTION_BUDGET_MS, measureCourseList } from './bench/course-list.mjs';
import { EDITOR_OPEN_BUDGET_MS } from './bench/course-editor.mjs';
import { listChunkCheck } from './bench/list-chunk.mjs';
import { classListChunkCheck, measureClassRoster, PARSE_BUDGET_MS, ROSTER_STUDENTS } from './bench/class-roster.mjs';
import { CALENDAR_BUDGET_MS, CALENDAR_LESSONS, measureCalendar, scheduleListChunkCheck } from './bench/calendar.mjs';
import { measureDemoLogin, measureFramePaint, measureLoginPage } from './bench/measure.mjs';
import { measurePdfFirstPage, PDF_FIRST_PAGE_BUDGET_MS } from './bench/pdf-view.mjs';
import { measureSchoolList, SCHOOL_COUNT } from './bench/school-list.mjs';
import { formatScreenChunks, KEPT_OUT_OF_LISTS, listScreenLeaks, screenChunkReport } from './screen-chunks.mjs';
import { measurePeerLoginPage } from './bench/peer.mjs';
import { startStaticServer, stubApi } from './bench/server.mjs';
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
const GROUPS = ['login', 'demo', 'courses', 'roster', 'schools', 'calendar', 'pdf', 'tabs', 'chunks'];
/** Groups measured without a browser. */
const BUILD_ONLY = new Set(['chunks']);

/** The product's budgets (at normal CPU speed unless a 4× limit is given). */
const BUDGET = {
  loginJsBytes: 160 * 1024,
  fcpMs: 150,
  /** the username field is usable in at most this share of the peer's time, at 1× and 4× */
  usernameReadyPeerFactor: 0.5,
  loginToHomeMs: { normal: 500, cpu4x: 1500 },
  loginHeapBytes: 3 * 1024 * 1024,
};

const USAGE =
  'usage: node scripts/bench.mjs [--no-build] [--runs=5] [--warmup=1] ' +
  `[--only=${GROUPS.join(',')}] [--peer URL --peer-selector CSS]`;

function parseArgs(argv) {
  const options = { build: true, runs: 5, warmup: 1, only: new Set(GROUPS), peer: null, peerSelector: null };
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
const DEMO_KEYS = ['loginToHomeMs', 'usernameReadyMs', 'consoleAheadMs'];
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

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const want = (group) => options.only.has(group);
  const needsDemo = GROUPS.filter((g) => g !== 'login' && !BUILD_ONLY.has(g)).some(want);
  const needsBrowser = GROUPS.filter((g) => !BUILD_ONLY.has(g)).some(want);
  const buildSeconds = {};
  if (options.build) {
    if (want('login') || want('chunks')) buildSeconds.dist = build('build');
    if (needsDemo) buildSeconds['dist-demo'] = build('build:demo');
  }

  const manifest = {};
  if (want('login')) manifest.dist = loginWeight(join(ROOT, 'dist'));
  if (needsDemo) manifest['dist-demo'] = loginWeight(join(ROOT, 'dist-demo'));

  const plainServer = want('login') ? await startStaticServer({ root: join(ROOT, 'dist'), api: stubApi }) : null;
  const demoServer = needsDemo ? await startStaticServer({ root: join(ROOT, 'dist-demo') }) : null;
  const browser = needsBrowser ? await launchChromium() : null;
  const chromiumVersion = browser?.version() ?? null;
  const results = Object.fromEntries(CONDITIONS.map((c) => [c.key, { cpuRate: c.cpuRate }]));
  try {
    for (const condition of needsBrowser ? CONDITIONS : []) {
      const result = results[condition.key];
      const rate = { cpuRate: condition.cpuRate };
      const run = (label, once) => repeat(`${label}, ${condition.label}`, options.runs, options.warmup, once);
      const demo = demoServer?.url;
      if (want('login')) {
        const runs = await run('plain /login', () => measureLoginPage(browser, plainServer.url, rate));
        result.plain = { median: summarise(runs, PLAIN_KEYS), runs };
        const frameRuns = await run('plain /login, HTML alone', () =>
          measureFramePaint(browser, plainServer.url, rate),
        );
        result.frameOnly = { median: summarise(frameRuns, ['fcpMs']), runs: frameRuns };
        if (options.peer) {
          const peerRuns = await run(`peer ${options.peer}`, () =>
            measurePeerLoginPage(browser, options.peer, options.peerSelector, rate),
          );
          result.peer = { median: summarise(peerRuns, PEER_KEYS), runs: peerRuns };
        }
      }
      if (want('demo')) {
        const runs = await run('demo login → home', () => measureDemoLogin(browser, demo, rate));
        for (const r of runs) if (r.finalPath !== '/index') throw new Error(`demo login ended on ${r.finalPath}`);
        result.demo = { median: summarise(runs, DEMO_KEYS), runs };
      }
      if (want('courses')) {
        const runs = await run(`demo course list (${COURSE_COUNT} courses)`, () =>
          measureCourseList(browser, demo, rate),
        );
        result.courseList = {
          median: summarise(runs, [...FIRST_RENDER_KEYS, ...COURSE_LIST_KEYS, ...EDITOR_KEYS]),
          runs,
        };
      }
      if (want('roster')) {
        const runs = await run(`demo class of ${ROSTER_STUDENTS} students`, () =>
          measureClassRoster(browser, demo, rate),
        );
        result.classRoster = {
          median: summarise(runs, ['detailFirstRenderMs', 'detailWithChartMs', ...ROSTER_KEYS, 'parseMs']),
          runs,
        };
      }
      if (want('schools')) {
        const runs = await run(`demo school list (${SCHOOL_COUNT} schools)`, () =>
          measureSchoolList(browser, demo, rate),
        );
        result.schoolList = { median: summarise(runs, [...FIRST_RENDER_KEYS, 'filterMs']), runs };
      }
      if (want('calendar')) {
        const runs = await run(`demo calendar week of ${CALENDAR_LESSONS} lessons`, () =>
          measureCalendar(browser, demo, rate),
        );
        result.calendar = { median: summarise(runs, ['openMs']), runs };
      }
      if (want('pdf')) {
        const runs = await run('demo PDF first page', () => measurePdfFirstPage(browser, demo, rate));
        result.pdf = { median: summarise(runs, ['firstPageMs', 'mainThreadMs']), runs };
      }
      if (want('tabs')) {
        const runs = await run('demo tab shown again', () => measureTabSwitch(browser, demo, rate));
        result.tabs = { median: summarise(runs, ['switchMs']), runs };
      }
    }
    if (want('tabs')) {
      const started = Date.now();
      results.tabMemory = await measureTabMemory(browser, demoServer.url);
      console.log(`demo ${TABS_OPENED} tabs opened and closed, normal CPU: 1 run (${(Date.now() - started) / 1000} s)`);
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await plainServer?.close();
    await demoServer?.close();
  }

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
      figure('loginJsManifest', 'login JS in the build (gzip -9)', kib, both(manifest.dist.jsBytes)),
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
  if (want('demo')) {
    const { normal, cpu4x } = BUDGET.loginToHomeMs;
    const aheadBeforePress = Object.fromEntries(
      CONDITIONS.map(({ key }) => {
        const runs = results[key].demo?.runs ?? [];
        return [key, `${runs.filter((r) => r.consoleAheadBeforePress).length}/${runs.length} runs`];
      }),
    );
    rows.push(
      figure('loginToHome', 'demo: press login → home usable', ms, m('demo', 'loginToHomeMs'), {
        budget: `≤ ${ms(normal)}, 4×: ≤ ${ms(cpu4x)}`,
        limits: BUDGET.loginToHomeMs,
      }),
      figure('demoUsernameReady', 'demo: username field ready', ms, m('demo', 'usernameReadyMs')),
      figure('consoleAhead', 'demo: console run ahead, 1st key → done', ms, m('demo', 'consoleAheadMs')),
      figure('consoleAheadBeforePress', 'demo: … done before the press', String, aheadBeforePress),
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
  let screenChunks = null;
  if (want('chunks')) {
    screenChunks = screenChunkReport(join(ROOT, 'dist'));
    const leaks = listScreenLeaks(screenChunks);
    rows.push(
      check(
        'listScreenChunks',
        `list screens: no ${KEPT_OUT_OF_LISTS.join('/')}`,
        'kept out',
        leaks.length ? leaks.map((leak) => `${leak.name} carries ${leak.libraries.join(', ')}`).join('; ') : null,
      ),
    );
  }
  if (want('tabs')) {
    const memory = results.tabMemory;
    const once = (value) => ({ normal: value, cpu4x: null });
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

  const withPeer = !!options.peer;
  if (screenChunks) {
    console.log('\nEvery screen (plain build, gzip -9): its own chunk, and with what it imports beyond the shell');
    for (const line of formatScreenChunks(screenChunks)) console.log(line);
  }
  console.log(
    needsBrowser
      ? `\nMedians of ${options.runs} cold run(s) (${options.warmup} warm-up run(s) discarded), Chromium ${chromiumVersion}` +
          (withPeer ? `; peer: ${options.peer} (${options.peerSelector})` : '')
      : '',
  );
  printTable(rows, withPeer);
  for (const row of rows.filter((r) => r.failure)) console.log(`${row.label}: ${row.failure}`);

  if (plainServer?.stats.apiCalls.length)
    console.log(
      `\nbackend calls the plain login page made (answered with stubs): ${[...new Set(plainServer.stats.apiCalls)].join(', ')}`,
    );
  const pageErrors = CONDITIONS.flatMap((c) =>
    [...(results[c.key].plain?.runs ?? []), ...(results[c.key].demo?.runs ?? [])].flatMap((run) => run.errors),
  );
  if (pageErrors.length)
    console.log(`console errors seen during the runs:\n  ${[...new Set(pageErrors)].join('\n  ')}`);

  const missed = rows.filter((row) => row.ok === false);
  const timestamp = new Date().toISOString();
  const report = {
    timestamp,
    node: process.version,
    chromium: chromiumVersion,
    runs: options.runs,
    warmup: options.warmup,
    groups: [...options.only],
    peer: options.peer ? { url: options.peer, selector: options.peerSelector } : null,
    buildSeconds,
    figures: Object.fromEntries(
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
    ),
    missed: missed.map((row) => row.id),
    manifest,
    results,
    screenChunks,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `bench-${timestamp.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwrote ${file} and bench-results/latest.json`);

  if (missed.length) {
    console.log(`\nMISSED ${missed.length} budget(s): ${missed.map((row) => row.label).join('; ')}`);
    process.exitCode = 1;
  } else console.log('\nall budgets met');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
