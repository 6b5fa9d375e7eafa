// A screen's first render: from an in-app navigation (the router's history changing, as a menu
// click does) until the screen's first table rows are on screen, from the home page of a console
// that has settled. Figures: the main-thread time (growth of Chromium's TaskDuration until the
// rows show and two more frames have been painted) and the wall time until the frame that
// showed them.
import { frames } from './main-thread.mjs';
import { settledAfter, taskSeconds } from './measure.mjs';

/** Visible table rows inside the page's main area. */
export const MAIN_ROWS = 'main .ant-table-tbody tr.ant-table-row';

/** Reloads the console on its home page (after a stress seed) and waits until it is quiet. */
export async function openHome(page) {
  await settledAfter(page, async () => {
    await page.goto('/index');
    await page.getByRole('heading', { name: /^欢迎，/ }).waitFor({ timeout: 60_000 });
  });
  await frames(page);
}

/** In the page: navigates to `path` and marks, once per frame, when `selector` first shows rows. */
function navigateAndWatch([path, selector]) {
  const marks = { started: performance.now(), shown: null };
  window.__firstRender = marks;
  const visible = (el) => el.getClientRects().length > 0;
  const frame = () => {
    const spinning = [...document.querySelectorAll('main .ant-spin-spinning')].some(visible);
    if (!spinning && [...document.querySelectorAll(selector)].some(visible)) marks.shown = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** Navigates to `path` and answers `{ firstRenderMs, firstRenderWallMs }` (see above). */
export async function measureFirstRender(page, cdp, path, selector = MAIN_ROWS) {
  await frames(page);
  const start = await taskSeconds(cdp);
  await page.evaluate(navigateAndWatch, [path, selector]);
  await page.waitForFunction(() => window.__firstRender.shown !== null, null, { timeout: 60_000 });
  await frames(page);
  const firstRenderMs = ((await taskSeconds(cdp)) - start) * 1000;
  const marks = await page.evaluate(() => window.__firstRender);
  return { firstRenderMs, firstRenderWallMs: marks.shown - marks.started };
}
