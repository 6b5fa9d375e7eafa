// Where a screen's figure cannot go below on this machine: each figure measured as the benchmark
// measures it, against the same screen whose list calls answer no rows (the browser answers them,
// so the server's time is out too): the same chunk, table, filters, styles and tab, without a
// single row. The groups: the course list's and the school list's first render from the home page
// (first-render.mjs); their filter and page clicks (floor-interactions.mjs); the calendar's week
// (calendar.mjs); a kept tab shown again (tabs.mjs). The two sides alternate in one run, each in a
// fresh browser context, so that the machine's other work falls on both alike.
//
//   node scripts/bench/floor.mjs [--runs=5] [--cpu=4] [--only=first,clicks,calendar,tabs]
//
// On the existing dist (npm run build first), served by the real server over a new PGlite
// database holding the stress data (real-server.mjs). Prints each figure's median and its runs.
import { measureCalendar } from './calendar.mjs';
import { measureFirstRender, openHome } from './first-render.mjs';
import { measureListClicks } from './floor-interactions.mjs';
import { logIn, openColdPage } from './measure.mjs';
import { fulfillNoRows } from './no-rows.mjs';
import { measureTabSwitch } from './tabs.mjs';

/** The lists measured, by the names the profile takes (profile.mjs). */
export const LIST_SCREENS = {
  courses: { name: 'course list', path: '/admin/course/index', list: '**/csp/admin/course/list*' },
  schools: { name: 'school list', path: '/admin/school/index', list: '**/csp/admin/school/list*' },
};

/** The table's "no data" row: what an empty list shows in place of its rows. */
export const EMPTY_TABLE = 'main .ant-table-tbody .ant-table-placeholder';

/**
 * A cold page logged in and settled on the home page, ready to open `screen` (first-render.mjs);
 * `empty`: its list call is answered with no rows by the browser. The caller closes the context.
 */
export async function settledBefore(browser, baseURL, screen, { empty = false, cpuRate = 1 } = {}) {
  const opened = await openColdPage(browser, baseURL, 1);
  const { page, cdp } = opened;
  await logIn(page);
  if (empty) await page.route(screen.list, (route) => fulfillNoRows(route));
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

/**
 * What each group measures, with rows or without: figures by label, in ms. Each call starts a
 * fresh browser context of its own.
 */
const GROUPS = {
  first: async (browser, url, { empty, cpuRate }) => {
    const figures = {};
    for (const screen of Object.values(LIST_SCREENS))
      figures[`${screen.name}: first render`] = (
        await firstRenderOf(browser, url, screen, { empty, cpuRate })
      ).firstRenderMs;
    return figures;
  },
  clicks: (browser, url, { empty }) => measureListClicks(browser, url, { empty }),
  calendar: async (browser, url, { empty, cpuRate }) => ({
    'calendar: a week': (await measureCalendar(browser, url, { empty, cpuRate })).openMs,
  }),
  tabs: async (browser, url, { empty, cpuRate }) => ({
    'a kept tab shown again': (await measureTabSwitch(browser, url, { empty, cpuRate })).switchMs,
  }),
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const value = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const runs = Number(value('runs') ?? 5);
  const cpuRate = Number(value('cpu') ?? 1);
  const only = (value('only') ?? Object.keys(GROUPS).join(',')).split(',');
  const { onRealServer } = await import('./real-server.mjs');
  await onRealServer(async (browser, url) => {
    const took = new Map();
    // run 0 is a warm-up of each, not counted: the server's and the browser's first time
    for (let run = 0; run <= runs; run++)
      for (const group of only)
        for (const empty of run % 2 ? [true, false] : [false, true]) {
          const figures = await GROUPS[group](browser, url, { empty, cpuRate });
          if (run === 0) continue;
          for (const [label, ms] of Object.entries(figures)) {
            const key = `${label}, ${empty ? 'no rows' : 'its rows'}`;
            took.set(key, [...(took.get(key) ?? []), ms]);
          }
        }
    console.log(`main thread (a kept tab: wall time), ${cpuRate}× CPU, medians of ${runs}`);
    for (const [key, values] of took)
      console.log(
        `${key.padEnd(44)} ${median(values).toFixed(0).padStart(5)} ms   (${values.map((v) => v.toFixed(0)).join(', ')})`,
      );
  });
}
