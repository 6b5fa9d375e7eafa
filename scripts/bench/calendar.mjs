// The teacher's calendar with 500 lessons in one week (the stress data, stress-counts.mjs): main-thread time from the click that
// opens the calendar until its week view shows every lesson, and whether FullCalendar stays out
// of everything loaded before a calendar is shown (at run time, and in the schedule list's chunks).
import { listChunkCheck } from './list-chunk.mjs';
import { measure } from './main-thread.mjs';
import { fulfillNoRows } from './no-rows.mjs';
import { logIn, openColdPage } from './measure.mjs';
import { STRESS } from './stress-counts.mjs';

export const CALENDAR_LESSONS = STRESS.lessons;
/** The week view shows its lessons within this much main-thread time after the click, at 1× CPU. */
export const CALENDAR_BUDGET_MS = 300;

const SCHEDULE_LIST = 'src/features/schedule/SchedulePage.tsx';
const FULLCALENDAR = { FullCalendar: /node_modules\/@fullcalendar\// };
/** A class name only FullCalendar's code holds: a script carrying it is FullCalendar's chunk. */
const FULLCALENDAR_MARK = 'fc-timegrid-event-harness';

/** The calendar's call for its week (the schedule list asks for pages of 10). */
const WEEK_CALL = (url) =>
  url.pathname.endsWith('/csp/user/schedule/list') && url.searchParams.get('pageSize') === '1000';

/**
 * Logs in as the teacher on a server holding the stress week, opens the schedule list and
 * times the click on its calendar button until the week view holds all the lessons; `empty`
 * (floor.mjs): the week's call is answered by the browser with no lessons, and the time runs
 * until the week's empty grid is shown.
 */
export async function measureCalendar(browser, baseURL, { cpuRate = 1, empty = false } = {}) {
  const { context, page, cdp, errors } = await openColdPage(browser, baseURL, 1);
  if (empty) await page.route(WEEK_CALL, (route) => fulfillNoRows(route));
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .text()
        .then((text) => ({ url: response.url(), fullCalendar: text.includes(FULLCALENDAR_MARK) }))
        .catch(() => ({ url: response.url(), fullCalendar: false })),
    );
  });
  try {
    await logIn(page, { username: 'teacher' });
    await page.goto('/user/schedule/index');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 60_000 });
    const button = page.getByRole('button', { name: '日历视图', exact: true });
    await button.waitFor();
    const before = await Promise.all(scripts);
    const loadedEarly = before.filter((s) => s.fullCalendar).map((s) => s.url);
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const openMs = await measure(page, cdp, button, () =>
      page.waitForFunction(
        (count) =>
          !!document.querySelector('.fc-timegrid-slots') &&
          document.querySelectorAll('.fc-timegrid-event-harness').length >= count,
        empty ? 0 : CALENDAR_LESSONS,
        { timeout: 60_000 },
      ),
    );
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const after = await Promise.all(scripts);
    // the check could not fail if FullCalendar's chunk were never recognised
    const recognised = after.some((s) => s.fullCalendar);
    return { openMs, loadedEarly, recognised, errors };
  } finally {
    await context.close();
  }
}

/** The schedule list's chunks and the FullCalendar modules found in them (none when all is well). */
export const scheduleListChunkCheck = () => listChunkCheck(SCHEDULE_LIST, FULLCALENDAR);

if (import.meta.url === `file://${process.argv[1]}`) {
  // node scripts/bench/calendar.mjs: measures on the existing dist, served by the real server with the stress data
  const { onRealServer } = await import('./real-server.mjs');
  await onRealServer(async (browser, url) => {
    for (let run = 0; run < 3; run++) console.log(JSON.stringify(await measureCalendar(browser, url)));
  });
  const { found } = await scheduleListChunkCheck();
  console.log(
    found.FullCalendar.length ? `list chunks carry ${found.FullCalendar[0]}` : 'list chunks: no FullCalendar',
  );
}
