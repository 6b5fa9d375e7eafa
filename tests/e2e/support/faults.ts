import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectHidden } from './app';
import { watchPage } from './browser';

// The demo backend's fault switch (the floating panel of mock/faults), as a person uses it, and
// what the console says for each fault.

export type Fault = 'network' | 'slow' | '500' | 'nonjson' | 'code500' | 'expired';

/** The panel's choices, as it names them in Chinese. */
export const FAULT_CHOICES: Record<Fault | 'none', string> = {
  none: '无故障',
  network: '网络中断',
  slow: '响应过慢（超过 10 秒超时）',
  '500': 'HTTP 500',
  nonjson: '返回内容不是 JSON',
  code500: 'code 500 及错误信息',
  expired: '会话过期（下一次请求返回 401）',
};

/** The message the console shows for each fault (the request layer's catalogue, and the mock's msg). */
export type MessageFault = Exclude<Fault, 'expired'>;

export const FAULT_MESSAGES: Record<MessageFault, string> = {
  network: '后端接口连接异常',
  slow: '系统接口请求超时',
  '500': '系统接口500异常',
  nonjson: '服务器返回的内容不是有效的 JSON',
  code500: '模拟故障：服务器拒绝了这次请求',
};

export const SESSION_EXPIRED = '登录状态已过期，您可以继续留在该页面，或者重新登录';

const toggle = (page: Page) => page.getByRole('button', { name: /^模拟后端故障/ });

/** Switches the demo backend to a fault (or back to none) through its floating panel. */
export async function switchFault(page: Page, fault: Fault | 'none'): Promise<void> {
  await toggle(page).click();
  const panel = page.getByRole('dialog', { name: '演示后端的故障', exact: true });
  await panel.getByRole('radio', { name: FAULT_CHOICES[fault], exact: true }).check();
  await page.keyboard.press('Escape');
  await expectHidden(panel);
  const expected = fault === 'none' ? '模拟后端故障' : `模拟后端故障：${FAULT_CHOICES[fault]}`;
  await expect.poll(() => toggle(page).textContent()).toBe(expected);
}

/**
 * The same switch without the panel, for a sweep that changes it before every screen: the key
 * the backend reads on every call (mock/faults/state.ts). The panel does not see it; use one or
 * the other within a test.
 */
export async function setFaultQuickly(page: Page, fault: Fault | 'none'): Promise<void> {
  await page.evaluate((id) => {
    if (id === 'none') sessionStorage.removeItem('csp-mock-fault');
    else sessionStorage.setItem('csp-mock-fault', id);
  }, fault);
}

/** Text anywhere on the page: the messages layer and the page itself. */
export const messageText = (page: Page, text: string): Locator => page.getByText(text, { exact: true });

const onPage = (page: Page, text: string): Locator => page.getByRole('main').getByText(text, { exact: true });

/** How many messages (not the page's own words) say this. */
const messagesOf = async (page: Page, text: string): Promise<number> =>
  (await messageText(page, text).count()) - (await onPage(page, text).count());

/** Waits until the fault's message has gone (it shows for 5 s), so that it can show again. */
export async function untilMessageGone(page: Page, fault: MessageFault): Promise<void> {
  await expect.poll(() => messagesOf(page, FAULT_MESSAGES[fault]), { timeout: 8_000 }).toBe(0);
}

/**
 * Waits for the fault's message, lets the other failing calls of the moment come in, and checks
 * it is shown once: a burst of failures must not stack copies of it. A failure on the way is the
 * request layer's to say, so the page does not say it again; a refusal (code 500) may be named
 * on the page too, where it stays after the message has gone.
 */
export async function expectMessageOnce(page: Page, fault: MessageFault): Promise<void> {
  const text = FAULT_MESSAGES[fault];
  const messages = () => messagesOf(page, text);
  // the timeout's message comes after the client's 10 s
  await expect.poll(messages, { message: `the message "${text}"`, timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  expect(await messages(), `"${text}" as a message`).toBe(1);
  expect(await onPage(page, text).count(), `"${text}" on the page`).toBeLessThanOrEqual(fault === 'code500' ? 1 : 0);
}

/**
 * A failing call logs the browser's own "Failed to load resource" line (for the network fault and
 * HTTP error statuses); those, for backend calls only, are expected here. Anything else stays and
 * fails the test.
 */
export function forgetFailedBackendLoads(page: Page): void {
  const log = watchPage(page);
  const expected = (line: string) => /Failed to load resource/.test(line) && /\/csp\//.test(line);
  const kept = log.errors.filter((line) => !expected(line));
  log.errors.length = 0;
  log.errors.push(...kept);
}
