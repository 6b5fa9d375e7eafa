import type { Locator, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { watchPage } from './browser';

// A broken backend, forced in the browser's network layer (playwright's page.route) in front of
// the real server, and what the console says for each fault. The faults are the ones
// development's switch plays (docs/api.md "Trying failures by hand"); a production build has no
// switch, so the tests play them here, the same way.

export type Fault = 'network' | 'slow' | '500' | 'nonjson' | 'code500';

/** The message the console shows for each fault (the request layer's catalogue, and the refusal's msg). */
export const FAULT_MESSAGES: Record<Fault, string> = {
  network: '后端接口连接异常',
  slow: '系统接口请求超时',
  '500': '系统接口500异常',
  nonjson: '服务器返回的内容不是有效的 JSON',
  code500: '模拟故障：服务器拒绝了这次请求',
};

export const SESSION_EXPIRED = '登录状态已过期，您可以继续留在该页面，或者重新登录';

/** Longer than the console's 10 s request timeout: the client gives up first. */
const SLOW_ANSWER_MS = 12_000;

/** Logging in and out always works, as with the development switch: a person can get in and out. */
const SPARED = /\/csp\/(captchaImage|login|logout)$/;

const HTML_502 = '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>';

async function play(route: Route, fault: Fault): Promise<void> {
  switch (fault) {
    case 'network':
      return route.abort('failed');
    case 'slow':
      // The call still reaches the server, too late for the client, which has given up by then.
      await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
      return route.continue().catch(() => undefined);
    case '500':
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    case 'nonjson':
      return route.fulfill({ status: 200, contentType: 'text/html', body: HTML_502 });
    case 'code500':
      return route.fulfill({ json: { code: 500, msg: FAULT_MESSAGES.code500 } });
  }
}

const chosen = new WeakMap<Page, Fault | 'none'>();

/**
 * Every backend call of the page answers with this fault from now on (`none`: the server answers
 * again), except the captcha, login and logout. The page's route is set up on the first call.
 */
export async function forceFault(page: Page, fault: Fault | 'none'): Promise<void> {
  const first = !chosen.has(page);
  chosen.set(page, fault);
  if (!first) return;
  await page.route('**/csp/**', async (route) => {
    const now = chosen.get(page) ?? 'none';
    if (now === 'none' || SPARED.test(new URL(route.request().url()).pathname)) return route.fallback();
    return play(route, now);
  });
}

/** Ends the page's session on the server, as an expired one: its next call answers 401. */
export async function endSession(page: Page): Promise<void> {
  const code = await page.evaluate(async () => {
    const token = /(?:^|;\s*)Admin-Token=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const answer = await fetch('/csp/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
    });
    return ((await answer.json()) as { code: number }).code;
  });
  expect(code, 'the logout that ends the session').toBe(200);
}

/** Text anywhere on the page: the messages layer and the page itself. */
export const messageText = (page: Page, text: string): Locator => page.getByText(text, { exact: true });

const onPage = (page: Page, text: string): Locator => page.getByRole('main').getByText(text, { exact: true });

/** How many messages (not the page's own words) say this. */
const messagesOf = async (page: Page, text: string): Promise<number> =>
  (await messageText(page, text).count()) - (await onPage(page, text).count());

/** Waits until the fault's message has gone (it shows for 5 s), so that it can show again. */
export async function untilMessageGone(page: Page, fault: Fault): Promise<void> {
  await expect.poll(() => messagesOf(page, FAULT_MESSAGES[fault]), { timeout: 8_000 }).toBe(0);
}

/**
 * Waits for the fault's message, lets the other failing calls of the moment come in, and checks
 * it is shown once: a burst of failures must not stack copies of it. A failure on the way is the
 * request layer's to say, so the page does not say it again; a refusal (code 500) may be named
 * on the page too, where it stays after the message has gone.
 */
export async function expectMessageOnce(page: Page, fault: Fault): Promise<void> {
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
 * HTTP error statuses), and the live stream's reconnection its own line about the answer's type;
 * those, for backend calls only, are expected here. Anything else stays and fails the test.
 */
export function forgetFailedBackendLoads(page: Page): void {
  const log = watchPage(page);
  // The live stream is a backend call too: reconnecting while a fault is forced, it gets the
  // fault's answer, and Chromium says so in a line of its own that names the page, not the call.
  const expected = (line: string) =>
    (/Failed to load resource/.test(line) && /\/csp\//.test(line)) ||
    /EventSource's response has a MIME type \("(application\/json|text\/html|text\/plain)"\)/.test(line);
  const kept = log.errors.filter((line) => !expected(line));
  log.errors.length = 0;
  log.errors.push(...kept);
}
