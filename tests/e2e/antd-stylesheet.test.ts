import { describe, expect, it } from 'vitest';
import { expectVisible, loginAs } from './support/app';
import { expectNoConsoleErrors, useBrowserSession } from './support/browser';

/** A seeded course, in the session's language (Chinese): its row is a row of data, not the table's placeholder while loading. */
const COURSE = '走进电路世界';

// antd's components take their styles from the stylesheet antd ships, linked first in the page
// (src/antd-static-styles.ts), not from styles made in the browser. The console's own rules still
// meet antd's as before: later than antd's, so they win over rules as specific as theirs and lose
// to more specific ones.

describe("antd's stylesheet", () => {
  const session = useBrowserSession();

  it('is linked once, before every other stylesheet, and no component styles are made in the page', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await page.goto('/admin/course/index');
    await expectVisible(page.getByRole('main').getByRole('table').getByRole('cell', { name: COURSE }));
    // every stylesheet of the page in order: a link by its file's name without the build's hash
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"], style')]
        // the theme's CSS variables, which antd itself writes (and places) at run time
        .filter((el) => !el.hasAttribute('data-rc-order'))
        .map((el) =>
          el instanceof HTMLLinkElement ? new URL(el.href).pathname.replace(/-[\w]+\.css$/, '.css') : 'inline',
        ),
    );
    expect(order[0]).toBe('/assets/antd.css');
    expect(order.filter((sheet) => sheet === '/assets/antd.css')).toHaveLength(1);
    // after it: the page's own stylesheet (index.html) and the console's
    expect(order.slice(1)).toEqual(expect.arrayContaining(['inline', '/assets/Layout.css']));
    // antd's run-time mode writes each component's rules into a style element of the page
    const tableRulesMadeInPage = await page.evaluate(
      () =>
        [...document.querySelectorAll('style')].filter((el) => (el.textContent ?? '').includes('.ant-table-wrapper'))
          .length,
    );
    expect(tableRulesMadeInPage).toBe(0);
    expectNoConsoleErrors(page);
  });

  it("shows a row's hover colour over its pinned actions cell, antd's more specific rule winning", async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await page.goto('/admin/course/index');
    const row = page
      .getByRole('main')
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: COURSE }) });
    await expectVisible(row);
    const backgrounds = () =>
      row.evaluate((tr) => {
        const cells = [...tr.querySelectorAll('td')];
        return {
          first: getComputedStyle(cells[1]).backgroundColor,
          pinned: getComputedStyle(cells.at(-1)!).backgroundColor,
        };
      });
    const resting = await backgrounds();
    await row.getByRole('cell').nth(1).hover();
    await expect.poll(async () => (await backgrounds()).first).not.toBe(resting.first);
    const hovered = await backgrounds();
    expect(hovered.pinned).toBe(hovered.first);
    expectNoConsoleErrors(page);
  });
});
