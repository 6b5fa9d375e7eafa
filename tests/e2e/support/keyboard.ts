import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Moving through a page with the keyboard only, as a person who does not use a mouse.

/** Whether the locator's element has the keyboard focus. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** A short description of the focused element, for failure messages. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(nothing)';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()} role=${element.getAttribute('role') ?? ''}> ${name}`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, at most `limit` times; fails naming
 * where the focus went when it never arrives (the control is not reachable by keyboard).
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 40 } = {}): Promise<void> {
  const key = back ? 'Shift+Tab' : 'Tab';
  const visited: string[] = [];
  for (let i = 0; i < limit; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
    visited.push(await focusedElement(page));
  }
  if (await hasFocus(target)) return;
  throw new Error(`${limit} × ${key} never reached ${target.toString()}; the focus went:\n  ${visited.join('\n  ')}`);
}

/** Waits until the locator's element has the focus (focus moves after an animation frame or two). */
export async function expectFocused(locator: Locator, message: string): Promise<void> {
  await expect.poll(() => hasFocus(locator), { message }).toBe(true);
}
