// The school list with 1,000 schools (the stress data, stress-counts.mjs): main-thread time of its first render from the home page (first-render.mjs) and
// of one filter by name.
import { INTERACTION_BUDGET_MS } from './course-list.mjs';
import { MAIN_ROWS, measureFirstRender, openHome } from './first-render.mjs';
import { measureRowsChange } from './main-thread.mjs';
import { logIn, openColdPage } from './measure.mjs';
import { STRESS } from './stress-counts.mjs';

export const SCHOOL_COUNT = STRESS.schools;
export { INTERACTION_BUDGET_MS };

const SCHOOL_LIST = '/admin/school/index';
/** Part of some seeded schools' names, not of the first school's, so the first row changes. */
const NAME_FILTER = '上海';

/** On the school list: main-thread milliseconds of filtering it by name until the rows change. */
export async function filterSchools(page, cdp) {
  const search = page.getByRole('search');
  await search.getByLabel('学校名称').fill(NAME_FILTER);
  return measureRowsChange(page, cdp, search.getByRole('button', { name: /搜\s*索/ }), MAIN_ROWS);
}

/** Logs in as admin on a server holding the stress schools and times the list. */
export async function measureSchoolList(browser, baseURL, { cpuRate = 1 } = {}) {
  const { context, page, cdp, errors } = await openColdPage(browser, baseURL, 1);
  try {
    await logIn(page);
    await openHome(page);
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const { firstRenderMs, firstRenderWallMs } = await measureFirstRender(page, cdp, SCHOOL_LIST);
    const total = await page
      .getByText(/共 \d+ 条/)
      .first()
      .textContent();
    const filterMs = await filterSchools(page, cdp);
    const filtered = await page
      .getByText(/共 \d+ 条/)
      .first()
      .textContent();
    return { total, filtered, firstRenderMs, firstRenderWallMs, filterMs, errors };
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // node scripts/bench/school-list.mjs: measures on the existing dist, served by the real server with the stress data
  const { onRealServer } = await import('./real-server.mjs');
  await onRealServer(async (browser, url) => {
    for (let run = 0; run < 3; run++) console.log(JSON.stringify(await measureSchoolList(browser, url)));
  });
}
