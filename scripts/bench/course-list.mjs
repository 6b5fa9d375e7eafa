// The course catalogue with 1,000 courses (the stress data, stress-counts.mjs): main-thread time of its first
// render, from the home page (first-render.mjs), and of each list interaction (filter, page,
// reset), measured as the growth of the DevTools "TaskDuration" metric from the click (a mouse
// click on a target found beforehand: main-thread.mjs) until the table shows the answer and two
// frames have been painted.
import { measureEditorOpen } from './course-editor.mjs';
import { MAIN_ROWS, measureFirstRender, openHome } from './first-render.mjs';
import { measureRowsChange } from './main-thread.mjs';
import { logIn, openColdPage } from './measure.mjs';
import { STRESS } from './stress-counts.mjs';

export const COURSE_COUNT = STRESS.courses;
/** What one interaction may cost on the main thread. */
export const INTERACTION_BUDGET_MS = 100;

/**
 * Logs in as admin on a server holding the stress courses, times the list's first render from the home
 * page, filtering and paging it, then opening the course editor from it (course-editor.mjs).
 */
export async function measureCourseList(browser, baseURL, { cpuRate = 1 } = {}) {
  const { context, page, cdp, errors } = await openColdPage(browser, baseURL, 1);
  try {
    await logIn(page);
    await openHome(page);
    // slow the CPU only for what is measured, not for the setup
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const { firstRenderMs, firstRenderWallMs } = await measureFirstRender(page, cdp, '/admin/course/index');
    const total = await page
      .getByText(/共 \d+ 条/)
      .first()
      .textContent();
    const search = page.getByRole('search');
    await search.getByLabel('课程名称').fill('机器人');
    const click = (target) => measureRowsChange(page, cdp, target, MAIN_ROWS);
    const filterMs = await click(search.getByRole('button', { name: /搜\s*索/ }));
    const filteredPageMs = await click(page.getByRole('button', { name: '第 2 页', exact: true }));
    const resetMs = await click(search.getByRole('button', { name: /重\s*置/ }));
    const pageMs = await click(page.getByRole('button', { name: '第 5 页', exact: true }));
    const { editorOpenMs, editorOpenTaskMs } = await measureEditorOpen(page, cdp);
    return {
      total,
      firstRenderMs,
      firstRenderWallMs,
      filterMs,
      filteredPageMs,
      resetMs,
      pageMs,
      editorOpenMs,
      editorOpenTaskMs,
      errors,
    };
  } finally {
    await context.close();
  }
}
