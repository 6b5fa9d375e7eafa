// Another console's login page (npm run bench -- --peer URL --peer-selector CSS), measured the way
// measureLoginPage (measure.mjs) measures ours: a new browser context with the HTTP cache disabled
// and cleared, the CPU optionally slowed through the DevTools protocol; JS bytes (gzip body),
// requests, First and Largest Contentful Paint, when the element matching the selector is first
// visible and enabled (checked once per animation frame), and the JS heap after a garbage collection.
import { settledAfter } from './measure.mjs';

/** Runs in the page before its scripts; `selector` names the peer's username field. */
function instrument(selector) {
  const marks = (window.__peerBench = { lcp: null, ready: null });
  try {
    new PerformanceObserver((list) => {
      const entry = list.getEntries().at(-1);
      if (entry) marks.lcp = entry.renderTime || entry.loadTime || entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // no LCP in this browser: the figure stays empty
  }
  const frame = () => {
    const el = document.querySelector(selector);
    const shown = !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    if (shown && !el.disabled) marks.ready = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** One cold load of `url`; resolves with the same figures as measureLoginPage, the field as `readyMs`. */
export async function measurePeerLoginPage(browser, url, selector, { cpuRate = 1 } = {}) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(60_000);
  await context.addInitScript(instrument, selector);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Performance.enable');
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!e.request.url.startsWith('data:') && !requests.has(e.requestId))
        requests.set(e.requestId, { type: e.type ?? 'Other' });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r) Object.assign(r, { type: e.type ?? r.type, headerBytes: e.response.encodedDataLength ?? 0 });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) Object.assign(r, { bytes: e.encodedDataLength, doneAt: Date.now() });
    });
    cdp.on('Network.loadingFailed', (e) => {
      const r = requests.get(e.requestId);
      if (r) Object.assign(r, { failed: true, doneAt: Date.now() });
    });

    await settledAfter(page, async () => {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(() => window.__peerBench.ready !== null, null, { timeout: 60_000 });
    });
    const marks = await page.evaluate(() => ({
      ...window.__peerBench,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    // encodedDataLength counts the response headers too; the body alone compares with gzip sizes
    const scripts = [...requests.values()].filter((r) => r.type === 'Script' && r.doneAt && !r.failed);
    return {
      jsBytes: scripts.reduce((sum, r) => sum + Math.max(0, (r.bytes ?? 0) - (r.headerBytes ?? 0)), 0),
      jsFiles: scripts.length,
      requests: requests.size,
      fcpMs: marks.fcp,
      lcpMs: marks.lcp,
      readyMs: marks.ready,
      jsHeapUsedBytes: metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? null,
    };
  } finally {
    await context.close();
  }
}
