import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Dialog,
  type Page,
  type Request,
} from 'playwright-core';
import { afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { launchChromium } from '../../../scripts/chromium.mjs';
import { startFileServer, type FileServer } from '../server/file-server';

export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** How long a single wait for something on the page may take before the test fails. */
export const ACTION_TIMEOUT_MS = 15_000;

export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

// ---------------------------------------------------------------- console errors and dialogs

interface PageLog {
  errors: string[];
  dialogs: string[];
}

const logs = new WeakMap<Page, PageLog>();

/** Start recording console errors, uncaught exceptions and dialogs of a page. */
export function watchPage(page: Page): PageLog {
  const existing = logs.get(page);
  if (existing) return existing;
  const log: PageLog = { errors: [], dialogs: [] };
  logs.set(page, log);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A page's policy refusal is reported by its securitypolicyviolation event instead (below),
    // which names what was refused; a worker's, which has no such listener, stays here.
    if (!message.worker() && message.text().includes(CSP_REFUSAL)) return;
    const where = message.location();
    const at = where.url ? ` (${where.url}:${where.lineNumber})` : '';
    log.errors.push(`console.error: ${message.text()}${at}`);
  });
  page.on('pageerror', (error) => log.errors.push(`pageerror: ${error.stack || error.message}`));
  // A test never expects a native dialog; dismiss it so the page does not hang, and remember it.
  page.on('dialog', (dialog: Dialog) => {
    log.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return log;
}

/** How Chromium words a Content-Security-Policy refusal in the console. */
const CSP_REFUSAL = 'violates the following Content Security Policy directive';

/**
 * Code the browser tests store on purpose to prove that it never runs (support/hostile-payloads.ts,
 * activity-publish.test.ts). The policy refusing it is the defence at work, not a page that needs
 * more than the policy allows: Chromium reports an inline handler even while DOMPurify parses
 * the stored text in a document of its own, where nothing would run anyway.
 */
const PLANTED_CODE = ['__xss.push(', 'window.__activityPwned'];

/**
 * In every page and frame, before the page's own scripts: a Content-Security-Policy violation
 * becomes a console error, which fails the test like any other (Chromium does not log every
 * refusal: a refused eval that the page catches says nothing). The server's headers are
 * server/security-headers.ts; a violation means the policy and the console disagree. The
 * policy's 'report-sample' gives the first characters of refused inline code, which tells the
 * tests' planted code apart.
 */
function reportPolicyViolations(planted: string[]): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const refused = `${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`;
    if (planted.some((code) => event.sample.startsWith(code))) {
      console.info(`securitypolicyviolation (planted by the test, refused): ${refused}: ${event.sample}`);
      return;
    }
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
    const sample = event.sample ? `: ${event.sample}` : '';
    console.error(`securitypolicyviolation: ${refused}${where}${sample}`);
  });
}

/** Fails when the page logged a console error or threw an uncaught exception. */
export function expectNoConsoleErrors(page: Page): void {
  const log = logs.get(page);
  if (!log) throw new Error('expectNoConsoleErrors: this page is not watched (open it with the session helper)');
  expect(log.errors, `console errors on ${page.url()}`).toEqual([]);
}

/** Native dialogs (alert, confirm, prompt, beforeunload) the page opened. */
export function dialogsOf(page: Page): readonly string[] {
  return logs.get(page)?.dialogs ?? [];
}

// ---------------------------------------------------------------- screenshots

/** A file name for a test: readable words plus a short hash, so similar names do not collide. */
function slug(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[^\w\u4e00-\u9fff-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90);
  return `${words}-${createHash('sha1').update(text).digest('hex').slice(0, 6)}`;
}

/**
 * The folder, made if need be, where a test keeps the screenshots it takes for people to look at
 * (each screen in both languages and at both widths): tests/e2e/artifacts/<name>, not committed.
 */
export function shotsFolder(name: string): string {
  const folder = join(ARTIFACTS_DIR, name);
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** Writes a full-page PNG to tests/e2e/artifacts/<name>.png and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string | undefined> {
  if (page.isClosed()) return undefined;
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${slug(name)}.png`);
  try {
    await page.screenshot({ path, fullPage: true, timeout: 5_000 });
    return path;
  } catch {
    return undefined;
  }
}

/** With E2E_SCREENSHOTS=all, a named picture of the page at this point (for looking at pages). */
export async function checkpoint(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== 'all') return;
  // Let opening menus and fading messages finish their animations first.
  await page.waitForTimeout(500);
  await saveScreenshot(page, `checkpoint--${name}`);
}

// ---------------------------------------------------------------- one browser per worker

interface WorkerResources {
  /** none with E2E_BASE_URL */
  server: FileServer | undefined;
  browser: Browser;
}

let resources: Promise<WorkerResources> | undefined;

/**
 * The test worker's server and Chromium, started by its first file and kept for the files after
 * it (the e2e project does not isolate its files: vitest/config's isolate is false). Each test
 * starts from the seed and a fresh context all the same, so a file finds them as a file of its
 * own would; starting both again for each of the 69 files was 6 to 9 s of each file's time on the
 * two cores. They end with the worker: the server when its IPC channel closes
 * (server/test-server.ts), Chromium with the process that launched it (playwright-core).
 */
async function workerResources(given: string): Promise<WorkerResources> {
  const kept = await resources?.catch(() => undefined);
  // a file that failed to start them, or a browser that crashed, does not fail the files after it
  if (kept?.browser.isConnected() && kept.server?.running() !== false) return kept;
  await kept?.browser.close().catch(() => undefined);
  await kept?.server?.stop();
  resources = (async () => ({
    server: given ? undefined : await startFileServer(inject('fileServer')),
    browser: await launchBrowser(),
  }))();
  return resources;
}

export interface BrowserSession {
  readonly baseURL: string;
  readonly browser: Browser;
  /** the worker's own server (none with E2E_BASE_URL): e.g. to move its clock on */
  readonly server: FileServer;
  /** this test's context (fresh cookies and storage; the file's database is back at the seed) */
  readonly context: BrowserContext;
  /** this test's first page */
  readonly page: Page;
  /** an absolute address on the app */
  url(path: string): string;
  /** another page in this test's context, watched like the first */
  newPage(): Promise<Page>;
  /** another context for this test (e.g. another browser locale), closed after the test */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

export interface SessionOptions {
  locale?: string;
  contextOptions?: BrowserContextOptions;
}

/**
 * Call once at the top of a test file: starts the worker's own server (the production build and
 * the real server on a database no other worker writes to) and Chromium unless an earlier file
 * of the worker did (workerResources above), puts the database back to
 * the seed and opens a fresh context and page for every test, saves a screenshot of every page of
 * a failed test (or of every test with E2E_SCREENSHOTS=all) and closes the context afterwards.
 * With E2E_BASE_URL every file uses that server instead, and nothing is reset.
 */
export function useBrowserSession(options: SessionOptions = {}): BrowserSession {
  const given = inject('baseURL');
  let fileServer: FileServer | undefined;
  let baseURL = given;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let extraContexts: BrowserContext[] = [];

  const openContext = async (extra: BrowserContextOptions = {}): Promise<BrowserContext> => {
    if (!browser) throw new Error('the browser did not start');
    const created = await browser.newContext({
      baseURL,
      locale: options.locale ?? 'zh-CN',
      viewport: { width: 1280, height: 800 },
      // Playwright's "stable" check can pass mid-animation when a loaded machine drops frames,
      // and the click then lands where a dialog button was a moment later, silently doing
      // nothing. The app honours "reduce motion" (no dialog or menu animations), so ask for it.
      reducedMotion: 'reduce',
      ...options.contextOptions,
      ...extra,
    });
    await created.addInitScript(reportPolicyViolations, PLANTED_CODE);
    created.setDefaultTimeout(ACTION_TIMEOUT_MS);
    created.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS * 2);
    created.on('page', (p) => void watchPage(p));
    return created;
  };

  beforeAll(async () => {
    ({ server: fileServer, browser } = await workerResources(given));
    if (fileServer) baseURL = fileServer.baseURL;
  });

  beforeEach(async () => {
    await fileServer?.reset();
    context = await openContext();
    page = await context.newPage();
    watchPage(page);
  });

  afterEach(async (ctx) => {
    const contexts = context ? [context, ...extraContexts] : extraContexts;
    const pages = contexts.flatMap((c) => c.pages());
    // Tests call expectNoConsoleErrors themselves; this catches what came after, or a forgotten call.
    let consoleProblem: unknown;
    if (ctx.task.result?.state !== 'fail') {
      try {
        for (const p of pages) expectNoConsoleErrors(p);
      } catch (error) {
        consoleProblem = error;
      }
    }
    const failed = ctx.task.result?.state === 'fail' || consoleProblem !== undefined;
    if (failed || process.env.E2E_SCREENSHOTS === 'all') {
      const file = basename(ctx.task.file?.name ?? 'test', '.test.ts');
      for (const [i, p] of pages.entries()) {
        const suffix = pages.length > 1 ? `-${i + 1}` : '';
        const path = await saveScreenshot(p, `${file}--${ctx.task.name}${suffix}${failed ? '--FAILED' : ''}`);
        if (failed && path) console.log(`[e2e] screenshot of the failed test: ${path} (at ${p.url()})`);
      }
    }
    for (const c of contexts) await c.close().catch(() => undefined);
    context = undefined;
    page = undefined;
    extraContexts = [];
    if (consoleProblem !== undefined) throw consoleProblem;
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only available inside a test`);
    return value;
  };

  return {
    get baseURL() {
      return need(baseURL || undefined, 'the address');
    },
    get server() {
      return need(fileServer, "the worker's own server");
    },
    get browser() {
      return need(browser, 'the browser');
    },
    get context() {
      return need(context, 'the context');
    },
    get page() {
      return need(page, 'the page');
    },
    url: (path: string) => new URL(path, `${need(baseURL || undefined, 'the address')}/`).href,
    async newPage() {
      const another = await need(context, 'the context').newPage();
      watchPage(another);
      return another;
    },
    async newContext(extra?: BrowserContextOptions) {
      const created = await openContext(extra);
      extraContexts.push(created);
      return created;
    },
  };
}

// ---------------------------------------------------------------- network

/**
 * Follows a page's requests from now on; `quiet()` resolves once none has been in flight for
 * `quietMs` (or fails after `maxMs`). For a test that must not count what the app loads in the
 * background, such as the screens warmed up after the home page.
 */
export function followRequests(page: Page) {
  let inFlight = 0;
  let lastActivity = Date.now();
  // The live stream (an EventSource) is one request that stays open for the page's life: the
  // network is quiet while it waits.
  const followed = (request: Request) => request.resourceType() !== 'eventsource';
  const started = (request: Request) => {
    if (!followed(request)) return;
    inFlight++;
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    if (!followed(request)) return;
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 1_000, maxMs = 30_000): Promise<void> {
      const deadline = Date.now() + maxMs;
      while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) throw new Error(`the network was not quiet for ${quietMs} ms within ${maxMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
