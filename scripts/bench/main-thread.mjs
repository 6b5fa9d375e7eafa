// Main-thread time of one interaction, for the screen benchmarks.
import { taskSeconds } from './measure.mjs';

/** Resolves after two painted frames. */
export const frames = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** Main-thread milliseconds from `act` until `done` holds and two frames have been painted. */
export async function measure(page, cdp, act, done) {
  await frames(page);
  const start = await taskSeconds(cdp);
  await act();
  await done();
  await frames(page);
  return ((await taskSeconds(cdp)) - start) * 1000;
}
