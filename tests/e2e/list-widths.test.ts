import type { BrowserContext, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectVisible, loginAs } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';

// Lists must stay readable on a phone and show every column's controls whole on a laptop.

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element has no box');
  return found;
}

/** Sets a saved preference before the app starts (not on the blank page, which has no storage). */
async function preset(context: BrowserContext, key: string, value: string) {
  await context.addInitScript(
    ([k, v]) => {
      if (location.protocol.startsWith('http')) localStorage.setItem(k, v);
    },
    [key, value],
  );
}

async function openList(context: BrowserContext, path: string, rowText: string) {
  const page = await context.newPage();
  await loginAs(page, 'admin');
  await page.goto(path);
  const table = page.getByRole('main').getByRole('table');
  await expectVisible(table.getByText(rowText, { exact: true }));
  return { page, table };
}

describe('list widths', () => {
  const session = useBrowserSession();

  it.each(['zh', 'en'])('a phone (390 px) shows the users list with each user name in view (%s)', async (language) => {
    const context = await session.newContext({ viewport: { width: 390, height: 844 } });
    await preset(context, 'language', language);
    const { page, table } = await openList(context, '/system/user/index', 'schooladmin');
    for (const name of ['admin', 'schooladmin', 'teacher']) {
      const text = table.getByText(name, { exact: true });
      // Scroll the window only (not the table), then ask what a finger would touch there.
      const seen = await text.evaluate((element) => {
        window.scrollBy(0, element.getBoundingClientRect().top - 300);
        const r = element.getBoundingClientRect();
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return { left: r.x, right: r.x + r.width, onTop: !!top && (top === element || element.contains(top)) };
      });
      expect(seen.left, `${name} starts in view`).toBeGreaterThanOrEqual(0);
      expect(seen.right, `${name} ends in view`).toBeLessThanOrEqual(390);
      expect(seen.onTop, `${name} is not covered by another column`).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkpoint(page, `users-phone-${language}`);
    expectNoConsoleErrors(page);
  });

  it.each([
    ['/system/oss-config/index', 'medium', 'local'],
    ['/system/user/index', 'mini', 'schooladmin'],
    ['/system/user/index', 'medium', 'schooladmin'],
  ])('at 1366 px no switch of %s sits under the actions column (size %s)', async (path, size, rowText) => {
    const context = await session.newContext({ viewport: { width: 1366, height: 900 } });
    await preset(context, 'size', size);
    const { page, table } = await openList(context, path, rowText);
    const actions = await box(table.getByRole('columnheader', { name: /操作/ }));
    const switches = table.getByRole('switch');
    expect(await switches.count()).toBeGreaterThan(0);
    for (const toggle of await switches.all()) {
      const { x, width } = await box(toggle);
      expect(x + width, 'the switch ends left of the actions column').toBeLessThanOrEqual(actions.x);
    }
    await checkpoint(page, `switches-1366-${path}-${size}`);
    expectNoConsoleErrors(page);
  });

  it('at 1366 px in English the resource library writes each discipline on one line', async () => {
    const context = await session.newContext({ viewport: { width: 1366, height: 900 } });
    await preset(context, 'language', 'en');
    const page = await context.newPage();
    await loginAs(page, 'teacher');
    await page.goto('/user/resource/index');
    const table = page.getByRole('main').getByRole('table');
    const cell = table.getByRole('cell', { name: 'Engineering', exact: true }).first();
    await expectVisible(cell);
    // the lines the word takes: one top per line of its text
    const lines = await cell.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines, '"Engineering" is not broken in two').toBe(1);
    await checkpoint(page, 'resources-1366-en');
    expectNoConsoleErrors(page);
  });

  it("at 1366 px in English the class teachers list shows every row's Delete whole, without scrolling sideways", async () => {
    const context = await session.newContext({ viewport: { width: 1366, height: 900 } });
    await preset(context, 'language', 'en');
    const { page, table } = await openList(context, '/admin/classteacher/index', 'schooladmin');
    const deletes = await table.getByRole('button', { name: 'Delete', exact: true }).all();
    expect(deletes.length).toBeGreaterThan(0);
    for (const button of deletes) {
      // Scroll the window only (not the table), then ask what a finger would touch at the button's right end.
      const whole = await button.evaluate((element) => {
        window.scrollBy(0, element.getBoundingClientRect().top - 300);
        const r = element.getBoundingClientRect();
        const top = document.elementFromPoint(r.right - 2, r.top + r.height / 2);
        return !!top && (top === element || element.contains(top));
      });
      expect(whole, 'the Delete button is in view up to its right end').toBe(true);
    }
    await checkpoint(page, 'classteacher-1366-en');
    expectNoConsoleErrors(page);
  });

  it('at 800 px a list without fixed columns scrolls sideways to its last column, the page does not', async () => {
    const context = await session.newContext({ viewport: { width: 800, height: 700 } });
    const { page, table } = await openList(context, '/system/config/index', 'sys.index.skinName');
    const last = table.getByRole('columnheader', { name: /操作/ });
    const before = await box(last);
    expect(before.x + before.width, 'the last column ends beyond the window').toBeGreaterThan(800);
    await last.scrollIntoViewIfNeeded();
    const after = await box(last);
    expect(after.x + after.width, 'scrolled sideways, the last column is in view').toBeLessThanOrEqual(800);
    // only the table moved: its filters and the page stay where they were
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    await expectVisible(page.getByRole('button', { name: /搜\s?索/ }));
    await checkpoint(page, 'config-800-scrolled');
    expectNoConsoleErrors(page);
  });

  it.each(['zh', 'en'])(
    'at 1024 px the course list scrolls sideways under its pinned actions, which stay in view and on top (%s)',
    async (language) => {
      const context = await session.newContext({ viewport: { width: 1024, height: 800 } });
      await preset(context, 'language', language);
      const page = await context.newPage();
      await loginAs(page, 'admin');
      await page.goto('/admin/course/index');
      const table = page.getByRole('main').getByRole('table');
      const edit = table.getByRole('button', { name: language === 'zh' ? /修\s?改/ : /^Edit$/ }).first();
      await expectVisible(edit);
      // scrolls the box around the table (the nearest one wider inside than out) to `where`; answers whether one was found
      const scrollSideways = (where: 'start' | 'end') =>
        edit.evaluate((button, to) => {
          for (let box = button.parentElement; box; box = box.parentElement) {
            if (box.scrollWidth > box.clientWidth && getComputedStyle(box).overflowX === 'auto') {
              box.scrollLeft = to === 'end' ? box.scrollWidth : 0;
              return true;
            }
          }
          return false;
        }, where);
      const inViewAndOnTop = () =>
        edit.evaluate((button) => {
          const r = button.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return r.right <= window.innerWidth && !!top && (top === button || button.contains(top));
        });
      expect(await scrollSideways('start'), 'the table is wider than its box').toBe(true);
      expect(await inViewAndOnTop(), 'before scrolling, the actions are in view').toBe(true);
      await checkpoint(page, `courses-1024-pinned-start-${language}`);
      await scrollSideways('end');
      expect(await inViewAndOnTop(), 'scrolled to the end, the actions are in view').toBe(true);
      await checkpoint(page, `courses-1024-pinned-${language}`);
      expectNoConsoleErrors(page);
    },
  );
});
