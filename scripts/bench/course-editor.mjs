// Opening the course editor for an existing course from the course list: time from the click on
// a row's 修改 (edit) until the editor's 课程名称 (title) field shows that course's title and can be
// typed in, and the main-thread time spent meanwhile.

import { clickOn, pause } from './main-thread.mjs';
import { taskSeconds } from './measure.mjs';

/** How long opening the editor may take, from the click until the title field is usable. */
export const EDITOR_OPEN_BUDGET_MS = 300;

/** Watches every frame for a visible, enabled title field holding `title`; marks the click. */
function watchEditor(title) {
  const marks = { clicked: null, ready: null };
  window.__editorBench = marks;
  const shown = (el) => !!el && el.getClientRects().length > 0;
  const ready = () =>
    [...document.querySelectorAll('label')].some((label) => {
      if (label.textContent.trim() !== '课程名称' || !shown(label)) return false;
      const input = label.htmlFor ? document.getElementById(label.htmlFor) : null;
      return !!input && shown(input) && !input.disabled && input.value === title;
    });
  const frame = () => {
    const now = performance.now();
    if (ready()) {
      marks.ready = now;
      return;
    }
    requestAnimationFrame(frame);
  };
  document.addEventListener(
    'click',
    () => {
      if (marks.clicked !== null) return;
      marks.clicked = performance.now();
      requestAnimationFrame(frame);
    },
    true,
  );
}

/**
 * On the course list (zh): clicks 修改 on the first row and answers the milliseconds until the
 * editor's title field holds that course's title and is enabled (`editorOpenMs`), and the
 * main-thread time of the same span (`editorOpenTaskMs`).
 */
export async function measureEditorOpen(page, cdp) {
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
  // the title column is the second cell (after the cover)
  const title = ((await row.locator('td').nth(1).textContent()) ?? '').trim();
  await page.evaluate(watchEditor, title);
  const edit = row.getByRole('button', { name: /修\s*改/ });
  await pause(page);
  await edit.hover();
  const click = await clickOn(edit);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const start = await taskSeconds(cdp);
  await click();
  await page.waitForFunction(() => window.__editorBench.ready !== null, null, { timeout: 30_000 });
  const taskMs = ((await taskSeconds(cdp)) - start) * 1000;
  const marks = await page.evaluate(() => window.__editorBench);
  return { editorOpenMs: marks.ready - marks.clicked, editorOpenTaskMs: taskMs };
}
