// The floor of a list's filter and page clicks (floor.mjs): the course list's filter, reset and
// page 5, and the school list's filter, timed as the benchmark times them (main-thread.mjs: main-thread
// time from the click, after a person's pause), once with the server's rows and once with a list
// call the browser answers with no rows. Both end when the answer is shown: with rows, when the
// first row changes, as the benchmark's clicks end; with no rows, when the pager's total changes
// (the browser's answer carries a total of its own each time, above 50, so page 5 is there).
import { MAIN_ROWS } from './first-render.mjs';
import { frames, measureRowsChange } from './main-thread.mjs';
import { logIn, openColdPage } from './measure.mjs';
import { fulfillNoRows } from './no-rows.mjs';

/** The pager's total ("共 1000 条"), the first thing in the list's pager. */
const TOTAL = 'main nav > span:first-child';

/**
 * What a click waits to see change (main-thread.mjs, measureRowsChange): the first of these on the
 * page, the first row while the table has rows (as the benchmark's own clicks wait), else the
 * pager's total.
 */
const ANSWER_MARK = `${MAIN_ROWS}, ${TOTAL}`;

const searchButton = (page, search) => search.getByRole('button', { name: /搜\s*索/ });

/** A filter: `text` typed into the search form's `field`, then its search button. */
const filterClick = (label, field, text) => [label, (search) => search.getByLabel(field).fill(text), searchButton];

/** The clicks of each list: [label, what to do before the click (or null), the button to click]. */
const CLICKS = [
  {
    path: '/admin/course/index',
    list: '**/csp/admin/course/list*',
    clicks: [
      filterClick('course list: filter', '课程名称', '机器人'),
      ['course list: reset', null, (page, search) => search.getByRole('button', { name: /重\s*置/ })],
      ['course list: page 5', null, (page) => page.getByRole('button', { name: '第 5 页', exact: true })],
    ],
  },
  {
    path: '/admin/school/index',
    list: '**/csp/admin/school/list*',
    clicks: [filterClick('school list: filter', '学校名称', '上海')],
  },
];

/**
 * Each click's main-thread milliseconds, by label, on a fresh context; `empty`: every list call
 * of the screen is answered by the browser with no rows.
 */
export async function measureListClicks(browser, baseURL, { empty = false } = {}) {
  const took = {};
  for (const screen of CLICKS) {
    const { context, page, cdp } = await openColdPage(browser, baseURL, 1);
    try {
      await logIn(page);
      let answers = 0;
      if (empty) await page.route(screen.list, (route) => fulfillNoRows(route, 900 + ++answers));
      await page.goto(screen.path);
      await page
        .locator(TOTAL)
        .getByText(/共 \d+ 条/)
        .first()
        .waitFor({ timeout: 60_000 });
      await frames(page);
      const search = page.getByRole('search');
      for (const [label, before, target] of screen.clicks) {
        if (before) await before(search);
        took[label] = await measureRowsChange(page, cdp, target(page, search), ANSWER_MARK);
      }
    } finally {
      await context.close();
    }
  }
  return took;
}
