// One measured page load per call, each in a new browser context with the HTTP cache cleared
// (and disabled for the login page's own figures), optionally with the CPU slowed down through
// the DevTools protocol.
import { solveCaptchaSrc } from './captcha.mjs';
import { FRAME_ONLY_QUERY } from './server.mjs';

/** Mirrors CONSOLE_AHEAD_MARKS in src/utils/prefetch-console.ts. */
const CONSOLE_AHEAD_MARKS = { start: 'console-ahead-start', end: 'console-ahead-end' };

const USERNAME_SELECTOR = 'input[aria-label="账号"]';
const LOGIN_PATH = '/login';

/**
 * Runs in the page before any of its scripts. Records, on the page's own clock (ms since the
 * navigation started): the latest Largest Contentful Paint, when the username field is first
 * visible and enabled, when the login form is submitted and when a welcome heading shows.
 * Checks once per animation frame, i.e. at the moment the browser is about to paint, and only
 * while a mark is awaited: the username field on the login page, the welcome heading after a login.
 * Any other page (a screen opened by its address for a screen's benchmark) runs no check at all: a
 * check per frame keeps the browser drawing frames it would not draw otherwise, and both would be
 * counted as the console's work.
 */
const INSTRUMENT = `(() => {
  const marks = (window.__bench = { lcp: null, usernameReady: null, loginPressed: null, homeReady: null });
  try {
    new PerformanceObserver((list) => {
      const entry = list.getEntries().at(-1);
      if (entry) marks.lcp = entry.renderTime || entry.loadTime || entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
  const shown = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  let running = false;
  const onLoginPage = () => location.pathname.startsWith(${JSON.stringify(LOGIN_PATH)});
  const pending = () =>
    (marks.usernameReady === null && onLoginPage()) || (marks.loginPressed !== null && marks.homeReady === null);
  const frame = () => {
    const now = performance.now();
    if (marks.usernameReady === null) {
      const input = document.querySelector(${JSON.stringify(USERNAME_SELECTOR)});
      if (shown(input) && !input.disabled) marks.usernameReady = now;
    }
    if (marks.loginPressed !== null && marks.homeReady === null) {
      for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')) {
        if (/^(欢迎，|Welcome, )/.test((heading.textContent || '').trim()) && shown(heading)) {
          marks.homeReady = now;
          break;
        }
      }
    }
    running = pending();
    if (running) requestAnimationFrame(frame);
  };
  const start = () => {
    if (!running && pending()) {
      running = true;
      requestAnimationFrame(frame);
    }
  };
  start();
  document.addEventListener('submit', () => {
    // a search form's submit on another screen is no login
    if (!onLoginPage()) return;
    if (marks.loginPressed === null) marks.loginPressed = performance.now();
    start();
  }, true);
})();`;

/** Seconds of main-thread work so far (Chromium's TaskDuration; needs Performance.enable). */
export const taskSeconds = async (cdp) =>
  (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;

/**
 * Opens a cold, instrumented page; returns it with its CDP session and a request log. `cache`:
 * keep the HTTP cache working within the page's life (what the login page prefetches for the
 * console lands there); it starts empty either way.
 */
export async function openColdPage(browser, baseURL, cpuRate, { cache = false } = {}) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(60_000);
  await context.addInitScript({ content: INSTRUMENT });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Performance.enable');
  if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });

  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:') || requests.has(e.requestId)) return;
    requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', done: false });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.type = e.type ?? r.type;
    r.status = e.response.status;
    r.headerBytes = e.response.encodedDataLength ?? 0;
    r.fromServiceWorker = !!e.response.fromServiceWorker;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.encodedBytes = e.encodedDataLength;
    r.done = true;
    r.doneAt = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.failed = e.errorText;
    r.done = true;
    r.doneAt = Date.now();
  });

  return { context, page, cdp, requests, errors };
}

/**
 * Runs `action` (a navigation, or typing into a form) and then waits until no request has been in
 * flight for `quietMs`: the benchmark's one way to let a page settle. Playwright's 'networkidle'
 * never comes on a console page served by the real server: the tab's live stream (an EventSource,
 * docs/api.md "Live events") stays open as long as the page does, so the stream is not counted
 * here. Fails after `maxMs`, naming what was still loading.
 */
export async function settledAfter(page, action, { quietMs = 500, maxMs = 60_000 } = {}) {
  const inFlight = new Set();
  let lastChange = Date.now();
  const started = (request) => {
    if (request.resourceType() === 'eventsource') return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    const deadline = Date.now() + maxMs;
    while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) {
        const loading = [...inFlight].map((request) => request.url()).join(', ');
        throw new Error(`the page was still loading after ${maxMs} ms: ${loading}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

const sum = (values) => values.reduce((a, b) => a + b, 0);

function transferByType(requests, type) {
  const list = [...requests.values()].filter((r) => r.type === type && r.done && !r.failed);
  const total = sum(list.map((r) => r.encodedBytes ?? 0));
  // encodedDataLength counts the response headers too; the body alone compares with gzip sizes.
  const body = sum(list.map((r) => Math.max(0, (r.encodedBytes ?? 0) - (r.headerBytes ?? 0))));
  return { files: list.length, total, body };
}

/**
 * The plain build's login page: bytes, requests, paints, when the username field is usable,
 * and the JS heap once the page has settled.
 */
export async function measureLoginPage(browser, baseURL, { cpuRate = 1 } = {}) {
  const { context, page, cdp, requests, errors } = await openColdPage(browser, baseURL, cpuRate);
  try {
    await settledAfter(page, async () => {
      await page.goto(LOGIN_PATH, { waitUntil: 'load' });
      await page.waitForFunction(() => window.__bench.usernameReady !== null, null, { timeout: 60_000 });
    });
    const marks = await page.evaluate(() => ({
      ...window.__bench,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      domContentLoaded: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? null,
      load: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? null,
    }));
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? null;
    const js = transferByType(requests, 'Script');
    const css = transferByType(requests, 'Stylesheet');
    return {
      jsBytes: js.body,
      jsTransferBytes: js.total,
      jsFiles: js.files,
      cssBytes: css.body,
      cssTransferBytes: css.total,
      cssFiles: css.files,
      requests: requests.size,
      fcpMs: marks.fcp,
      lcpMs: marks.lcp,
      usernameReadyMs: marks.usernameReady,
      domContentLoadedMs: marks.domContentLoaded,
      loadMs: marks.load,
      jsHeapUsedBytes: heap,
      errors,
      urls: [...requests.values()].map((r) => `${r.type} ${r.status ?? r.failed ?? '?'} ${new URL(r.url).pathname}`),
    };
  } finally {
    await context.close();
  }
}

/**
 * The same address with the HTML alone (its JavaScript files left out by the server): when its
 * static frame is first painted. A measure of the machine, not a budget: the login page's first
 * paint cannot come sooner than this.
 */
export async function measureFramePaint(browser, baseURL, { cpuRate = 1 } = {}) {
  const { context, page, errors } = await openColdPage(browser, baseURL, cpuRate);
  try {
    await page.goto(`${LOGIN_PATH}?${FRAME_ONLY_QUERY}`, { waitUntil: 'load' });
    const fcpMs = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list, observer) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (!entry) return;
            observer.disconnect();
            resolve(entry.startTime);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    return { fcpMs, errors };
  } finally {
    await context.close();
  }
}

/**
 * The production build on the real server: log in as admin with the captcha read from its
 * picture; time from pressing the button to the welcome heading.
 */
export async function measureLoginToHome(
  browser,
  baseURL,
  { cpuRate = 1, username = 'admin', password = 'admin123' } = {},
) {
  const { context, page, errors } = await openColdPage(browser, baseURL, cpuRate, { cache: true });
  try {
    const usernameReadyMs = await logIn(page, { username, password, settleFirst: true });
    const marks = await page.evaluate(() => window.__bench);
    const [aheadStart, aheadEnd] = await page.evaluate(
      (names) => names.map((name) => performance.getEntriesByName(name)[0]?.startTime ?? null),
      [CONSOLE_AHEAD_MARKS.start, CONSOLE_AHEAD_MARKS.end],
    );
    return {
      loginToHomeMs: marks.homeReady - marks.loginPressed,
      // from the first keystroke until the console's code has run (src/utils/prefetch-console.ts)
      consoleAheadMs: aheadStart != null && aheadEnd != null ? aheadEnd - aheadStart : null,
      consoleAheadBeforePress: aheadEnd != null && aheadEnd < marks.loginPressed,
      usernameReadyMs,
      finalPath: new URL(page.url()).pathname,
      errors,
    };
  } finally {
    await context.close();
  }
}

/**
 * On a page from openColdPage: logs in through the form (captcha read from its picture) and waits
 * for the home page's welcome heading. Resolves when the username field was first usable.
 * With `settleFirst`, the button is pressed once the network has been quiet for a moment, as
 * after a person has typed their name and password: what the login page fetches for the console
 * meanwhile is then in the cache.
 */
export async function logIn(page, { username = 'admin', password = 'admin123', settleFirst = false } = {}) {
  await page.goto(LOGIN_PATH, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__bench.usernameReady !== null, null, { timeout: 60_000 });
  const usernameReadyMs = await page.evaluate(() => window.__bench.usernameReady);
  const form = page.getByRole('form');
  const image = form.getByRole('img', { name: '验证码图片', exact: true });
  await image.waitFor();
  const answer = solveCaptchaSrc(await image.getAttribute('src'));
  const type = async () => {
    await form.getByRole('textbox', { name: '账号', exact: true }).fill(username);
    await form.getByLabel('密码', { exact: true }).fill(password);
    await form.getByRole('textbox', { name: '验证码', exact: true }).fill(answer);
  };
  if (settleFirst) await settledAfter(page, type);
  else await type();
  await form.getByRole('button', { name: '登 录', exact: true }).click();
  await page.waitForFunction(() => window.__bench.homeReady !== null, null, { timeout: 60_000 });
  return usernameReadyMs;
}
