// Main-thread time of one interaction, for the screen benchmarks.
import { taskSeconds } from './measure.mjs';

/** Resolves after two painted frames. */
export const frames = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * A click as a person makes it: the mouse pressed and released at the middle of `locator`.
 * The target is found, scrolled to and measured first, so that the test tool's own search
 * (accessible names of every button, the checks that the target can take a click, all run in
 * the page) is not counted as the console's work: about 20 to 30 ms of main thread per click.
 */
export async function clickOn(locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`nothing on screen to click: ${locator}`);
  const mouse = locator.page().mouse;
  return () => mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** How long a person takes before the next action on a page they have just seen change. */
const THINK_MS = 1000;

/**
 * A person's pause before an action. What the page still does after its last change (images
 * arriving, work put off to idle time, the garbage collector) runs then, as it does while someone
 * reads the page, instead of being counted as the next action's work.
 */
export async function pause(page) {
  await page.waitForTimeout(THINK_MS);
  await frames(page);
}

/**
 * Main-thread milliseconds from `act` until `done` holds and two frames have been painted, after
 * a person's pause. `act` is an action, or a locator to click (clickOn, found before the clock
 * starts).
 */
export async function measure(page, cdp, act, done) {
  const run = typeof act === 'function' ? act : await clickOn(act);
  await pause(page);
  const start = await taskSeconds(cdp);
  await run();
  await done();
  await frames(page);
  return ((await taskSeconds(cdp)) - start) * 1000;
}

/** The text of the first row that `rows` (a CSS selector) finds, '' when there is none. */
export const firstRowText = (page, rows) =>
  page.evaluate((selector) => document.querySelector(selector)?.textContent ?? '', rows);

/** Until the first row that `rows` finds reads other than `before` and its table shows no spinner. */
export const rowsChanged = (page, rows, before) =>
  page.waitForFunction(
    ([selector, previous]) => {
      const row = document.querySelector(selector);
      return !!row && row.textContent !== previous && !row.closest('.ant-spin-spinning');
    },
    [rows, before],
    { timeout: 30_000 },
  );

/** Main-thread milliseconds of a click on `target` until the first row that `rows` finds changes. */
export async function measureRowsChange(page, cdp, target, rows) {
  const before = await firstRowText(page, rows);
  return measure(page, cdp, target, () => rowsChanged(page, rows, before));
}
