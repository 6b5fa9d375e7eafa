// The school list with 1,000 schools (the stress seed of mock/db/seed/stress-schools.ts, not the
// default seed): main-thread time of its first render from the home page (first-render.mjs) and
// of one filter by name.
import { INTERACTION_BUDGET_MS } from './course-list.mjs';
import { MAIN_ROWS, measureFirstRender, openHome } from './first-render.mjs';
import { measureRowsChange } from './main-thread.mjs';
import { loginDemo, openColdPage } from './measure.mjs';
import { extendSavedDb } from './saved-db.mjs';

export const SCHOOL_COUNT = 1000;
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

/** Logs in to the demo build as admin, grows the schools to SCHOOL_COUNT and times the list. */
export async function measureSchoolList(browser, baseURL, { cpuRate = 1 } = {}) {
  const { context, page, cdp, errors } = await openColdPage(browser, baseURL, 1);
  try {
    await loginDemo(page);
    await extendSavedDb(page, 'mock/db/seed/stress-schools.ts', 'addSchoolCopies', [SCHOOL_COUNT]);
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
  // node scripts/bench/school-list.mjs: measures on an existing dist-demo
  const { onDemoBuild } = await import('./server.mjs');
  await onDemoBuild(async (browser, url) => {
    for (let run = 0; run < 3; run++) console.log(JSON.stringify(await measureSchoolList(browser, url)));
  });
}
