// Two builds of the console compared in one run, on one server and one browser: the load of the
// machine then falls on both alike, which separate benchmark runs on a busy machine cannot promise.
// Each build is served by a small front of its own on 127.0.0.1 (its files, with the console's
// history fallback; /csp passed on to the real server holding the stress data), and the screens'
// first renders are measured in turns, A then B then B then A..., each in a fresh browser context.
//
//   node scripts/bench/ab-builds.mjs <build A folder> <build B folder> [courses|schools|calendar] [--runs=6] [--all | --flips=16]
//
// Only main-thread figures are compared: the front adds a hop to the API calls' wall time. By
// default the first render alone; with --all, every figure of the screen's own benchmark (its
// filters and pages too: course-list.mjs, school-list.mjs); with --flips=N, N clicks between the
// list's pages 1 and 2 in one page of the browser (the first two not counted): the cost of drawing
// a page of rows, with many samples per run where a single click's figure moves by a third. The
// calendar (calendar.mjs: the teacher's week of 500 lessons opened from the schedule list) has
// its one figure only.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { measureCalendar } from './calendar.mjs';
import { measureCourseList } from './course-list.mjs';
import { MAIN_ROWS, measureFirstRender, openHome } from './first-render.mjs';
import { measureRowsChange } from './main-thread.mjs';
import { logIn, openColdPage } from './measure.mjs';
import { measureSchoolList } from './school-list.mjs';

const SCREENS = { courses: '/admin/course/index', schools: '/admin/school/index', calendar: '/user/schedule/index' };
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A front for the build in `dir`, passing /csp to `api`; answers its address and a stop. */
function serveBuild(dir, api) {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path === '/csp' || path.startsWith('/csp/')) {
      const upstream = request(new URL(req.url, api), { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
      return;
    }
    const file = join(root, path);
    const found =
      file.startsWith(root) && existsSync(file) && statSync(file).isFile() ? file : join(root, 'index.html');
    res.writeHead(200, {
      'Content-Type': TYPES[extname(found)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    createReadStream(found).pipe(res);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ url: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((r) => server.close(r)) }),
    ),
  );
}

const WHOLE_SCREEN = { courses: measureCourseList, schools: measureSchoolList, calendar: measureCalendar };
/** The main-thread figures of the screens' own benchmarks (their names end so; wall times are left out). */
const MAIN_THREAD = /^(firstRender|filter|filteredPage|reset|page|open)Ms$/;

/** One measure, named figures in ms; a run whose login fails (a misread captcha) is tried once more. */
async function measure(browser, url, screen, mode) {
  try {
    return await measureOnce(browser, url, screen, mode);
  } catch (error) {
    console.log(`a run failed (${error.message.split('\n')[0]}); trying it again`);
    return measureOnce(browser, url, screen, mode);
  }
}

async function measureOnce(browser, url, screen, { all, flips }) {
  if (all || screen === 'calendar') {
    const figures = await WHOLE_SCREEN[screen](browser, url);
    return Object.fromEntries(Object.entries(figures).filter(([name]) => MAIN_THREAD.test(name)));
  }
  const { context, page, cdp } = await openColdPage(browser, url, 1);
  try {
    await logIn(page);
    await openHome(page);
    const { firstRenderMs } = await measureFirstRender(page, cdp, SCREENS[screen]);
    if (!flips) return { firstRenderMs };
    const flipMs = [];
    for (let flip = 0; flip < flips; flip += 1) {
      const pager = page.getByRole('button', { name: flip % 2 ? '第 1 页' : '第 2 页', exact: true });
      flipMs.push(await measureRowsChange(page, cdp, pager, MAIN_ROWS));
    }
    return { flipMs: flipMs.slice(2) };
  } finally {
    await context.close();
  }
}

const whole = (ms) => ms.toFixed(0);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dirA, dirB] = process.argv.slice(2).filter((arg) => !arg.startsWith('--') && !(arg in SCREENS));
  if (!dirA || !dirB) {
    throw new Error(
      'usage: ab-builds.mjs <build A> <build B> [courses|schools|calendar] [--runs=N] [--all | --flips=N]',
    );
  }
  const screen = process.argv.find((arg) => arg in SCREENS) ?? 'courses';
  const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 6);
  const mode = {
    all: process.argv.includes('--all'),
    flips: Number(process.argv.find((arg) => arg.startsWith('--flips='))?.slice(8) ?? 0),
  };
  const { onRealServer } = await import('./real-server.mjs');
  await onRealServer(async (browser, api) => {
    const fronts = { A: await serveBuild(dirA, api), B: await serveBuild(dirB, api) };
    try {
      const times = { A: {}, B: {} };
      await measure(browser, fronts.A.url, screen, mode); // warm-up, not counted
      for (let run = 0; run < runs; run += 1) {
        for (const side of run % 2 ? ['B', 'A'] : ['A', 'B']) {
          const figures = await measure(browser, fronts[side].url, screen, mode);
          const shown = Object.entries(figures).map(([name, ms]) => `${name} ${[ms].flat().map(whole).join(' ')}`);
          console.log(`run ${run + 1}, ${side}: ${shown.join(', ')} ms`);
          for (const [name, ms] of Object.entries(figures)) (times[side][name] ??= []).push(...[ms].flat());
        }
      }
      for (const side of ['A', 'B']) {
        for (const [name, values] of Object.entries(times[side])) {
          const list = values.map((ms) => ms.toFixed(0)).join(', ');
          console.log(
            `${side} (${side === 'A' ? dirA : dirB}): ${screen} ${name}, main thread: median ${median(values).toFixed(0)} ms of ${list}`,
          );
        }
      }
    } finally {
      await fronts.A.stop();
      await fronts.B.stop();
    }
  });
}
