// Where a list's first render cannot go below on this machine: the course list's and the school
// list's first render from the home page (first-render.mjs), measured as the benchmark measures it,
// against the same screen whose list call answers no rows (the browser answers it, so the server's
// time is out too): the same chunk, table, filters, styles and tab, without a single row. The two
// alternate in one run, each in a fresh browser context, so that the machine's other work falls
// on both alike.
//
//   node scripts/bench/floor.mjs [--runs=5] [--cpu=4]
//
// On the existing dist (npm run build first), served by the real server over a new PGlite
// database holding the stress data (real-server.mjs). Prints each figure's median and its runs.
import { measureFirstRender, openHome } from './first-render.mjs';
import { logIn, openColdPage } from './measure.mjs';

/** The lists measured, by the names the profile takes (profile.mjs). */
export const LIST_SCREENS = {
  courses: { name: 'course list', path: '/admin/course/index', list: '**/csp/admin/course/list*' },
  schools: { name: 'school list', path: '/admin/school/index', list: '**/csp/admin/school/list*' },
};

/** The table's "no data" row: what an empty list shows in place of its rows. */
export const EMPTY_TABLE = 'main .ant-table-tbody .ant-table-placeholder';

const NO_ROWS = JSON.stringify({ code: 200, msg: '操作成功', rows: [], total: 0 });

/**
 * A cold page logged in and settled on the home page, ready to open `screen` (first-render.mjs);
 * `empty`: its list call is answered with no rows by the browser. The caller closes the context.
 */
export async function settledBefore(browser, baseURL, screen, { empty = false, cpuRate = 1 } = {}) {
  const opened = await openColdPage(browser, baseURL, 1);
  const { page, cdp } = opened;
  await logIn(page);
  if (empty)
    await page.route(screen.list, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: NO_ROWS }),
    );
  await openHome(page);
  if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return opened;
}

/** One first render of `screen`, with its rows or (empty) with a list call that answers none. */
async function firstRenderOf(browser, baseURL, screen, { empty = false, cpuRate = 1 } = {}) {
  const { context, page, cdp } = await settledBefore(browser, baseURL, screen, { empty, cpuRate });
  try {
    return await measureFirstRender(page, cdp, screen.path, empty ? EMPTY_TABLE : undefined);
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name, fallback) =>
    Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const runs = option('runs', 5);
  const cpuRate = option('cpu', 1);
  const { onRealServer } = await import('./real-server.mjs');
  await onRealServer(async (browser, url) => {
    // a warm-up of each, not counted: the server's and the browser's first time
    for (const screen of Object.values(LIST_SCREENS))
      for (const empty of [false, true]) await firstRenderOf(browser, url, screen, { empty });
    const took = new Map();
    for (let run = 0; run < runs; run++)
      for (const screen of Object.values(LIST_SCREENS))
        for (const empty of run % 2 ? [true, false] : [false, true]) {
          const key = `${screen.name}, ${empty ? 'no rows' : 'its rows'}`;
          const { firstRenderMs } = await firstRenderOf(browser, url, screen, { empty, cpuRate });
          took.set(key, [...(took.get(key) ?? []), firstRenderMs]);
        }
    console.log(`first render from the home page, main thread, ${cpuRate}× CPU, medians of ${runs}`);
    for (const [key, values] of took)
      console.log(
        `${key.padEnd(26)} ${median(values).toFixed(0).padStart(5)} ms   (${values.map((v) => v.toFixed(0)).join(', ')})`,
      );
  });
}
