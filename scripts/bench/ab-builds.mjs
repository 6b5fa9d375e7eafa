// Two builds of the console compared in one run, on one server and one browser: the load of the
// machine then falls on both alike, which separate benchmark runs on a busy machine cannot promise.
// Each build is served by a small front of its own on 127.0.0.1 (its files, with the console's
// history fallback; /csp passed on to the real server holding the stress data), and the screens'
// first renders are measured in turns, A then B then B then A..., each in a fresh browser context.
//
//   node scripts/bench/ab-builds.mjs <build A folder> <build B folder> [courses|schools] [--runs=6]
//
// Only the main-thread figure is compared: the front adds a hop to the API calls' wall time.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { measureFirstRender, openHome } from './first-render.mjs';
import { logIn, openColdPage } from './measure.mjs';

const SCREENS = { courses: '/admin/course/index', schools: '/admin/school/index' };
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

/** One measure; a run whose login fails (a misread captcha) is tried once more. */
async function firstRender(browser, url, path) {
  try {
    return await measureOnce(browser, url, path);
  } catch (error) {
    console.log(`a run failed (${error.message.split('\n')[0]}); trying it again`);
    return measureOnce(browser, url, path);
  }
}

async function measureOnce(browser, url, path) {
  const { context, page, cdp } = await openColdPage(browser, url, 1);
  try {
    await logIn(page);
    await openHome(page);
    return (await measureFirstRender(page, cdp, path)).firstRenderMs;
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dirA, dirB] = process.argv.slice(2).filter((arg) => !arg.startsWith('--') && !(arg in SCREENS));
  if (!dirA || !dirB) throw new Error('usage: ab-builds.mjs <build A> <build B> [courses|schools] [--runs=N]');
  const screen = process.argv.find((arg) => arg in SCREENS) ?? 'courses';
  const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 6);
  const { onRealServer } = await import('./real-server.mjs');
  await onRealServer(async (browser, api) => {
    const fronts = { A: await serveBuild(dirA, api), B: await serveBuild(dirB, api) };
    try {
      const times = { A: [], B: [] };
      await firstRender(browser, fronts.A.url, SCREENS[screen]); // warm-up, not counted
      for (let run = 0; run < runs; run += 1) {
        for (const side of run % 2 ? ['B', 'A'] : ['A', 'B']) {
          const ms = await firstRender(browser, fronts[side].url, SCREENS[screen]);
          console.log(`run ${run + 1}, ${side}: ${ms.toFixed(0)} ms`);
          times[side].push(ms);
        }
      }
      for (const side of ['A', 'B']) {
        const list = times[side].map((ms) => ms.toFixed(0)).join(', ');
        console.log(
          `${side} (${side === 'A' ? dirA : dirB}): ${screen} first render, main thread: median ${median(times[side]).toFixed(0)} ms of ${list}`,
        );
      }
    } finally {
      await fronts.A.stop();
      await fronts.B.stop();
    }
  });
}
