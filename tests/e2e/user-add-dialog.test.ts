import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs } from './support/app';
import { expectNoConsoleErrors, useBrowserSession } from './support/browser';

// The Add-user dialog of System → Users, at a laptop's width and a phone's, in both languages.

const SHOTS = '/tmp/wt-accounts/shots';
const main = (page: Page) => page.getByRole('main');

/** The dialog's boxes that scroll sideways: a box whose content is wider than itself and that lets it scroll. */
function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wrap = document.querySelector('.ant-modal-wrap');
    const dialog = document.querySelector('[role="dialog"]');
    if (!wrap || !dialog) return ['no dialog'];
    const boxes = [document.scrollingElement!, wrap, ...wrap.querySelectorAll('*')];
    return boxes
      .filter((el) => {
        const overflow = getComputedStyle(el).overflowX;
        const scrolls = el === document.scrollingElement || overflow === 'auto' || overflow === 'scroll';
        return scrolls && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className)} ${el.scrollWidth}>${el.clientWidth}`);
  });
}

describe('the Add-user dialog', () => {
  const session = useBrowserSession();

  it.each([
    [1366, 'zh', '新增', '添加用户'],
    [390, 'zh', '新增', '添加用户'],
    [1366, 'en', 'Add', 'Add user'],
    [390, 'en', 'Add', 'Add user'],
  ] as const)('does not scroll sideways at %i px (%s)', async (width, language, add, title) => {
    const { page } = session;
    await page.setViewportSize({ width, height: 800 });
    await loginAs(page, 'admin', undefined, { language });
    await page.goto('/system/user/index');
    await main(page)
      .getByRole('button', { name: new RegExp(`^${add.split('').join('\\s*')}$`) })
      .click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('button').first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/user-add-${width}-${language}.png` });
    expect(await sidewaysScrollers(page)).toEqual([]);
    expectNoConsoleErrors(page);
  });
});
