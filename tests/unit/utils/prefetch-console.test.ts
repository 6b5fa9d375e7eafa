import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The login page gets the console ready before the click, once someone starts typing: its files
// fetched, then run (src/utils/prefetch-console.ts); a visitor who only looks fetches none. Module state lasts a page
// load, so each test takes a fresh copy of the module.
const FILES = ['/assets/guard.js', '/assets/Layout.js', '/assets/Layout.css', '/assets/HomePage.js'];

async function freshModule() {
  vi.resetModules();
  return import('@/utils/prefetch-console');
}

const prefetchLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
const settle = (href: string, event: 'load' | 'error') =>
  prefetchLinks()
    .find((link) => link.getAttribute('href') === href)!
    .dispatchEvent(new Event(event));
/** Lets the idle callbacks and the awaited promises of the run move on. */
const idle = async () => {
  for (let i = 0; i < 20; i++) await vi.advanceTimersByTimeAsync(20);
};

describe('the console ahead of the login', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 10));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = 'console-assets';
    list.textContent = JSON.stringify(FILES);
    document.body.append(list);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.getElementById('console-assets')?.remove();
    for (const link of prefetchLinks()) link.remove();
  });

  it('is fetched once typing starts, scripts as modules, once per page load', async () => {
    const { runConsoleAhead } = await freshModule();
    await idle();
    expect(prefetchLinks()).toHaveLength(0);
    const run = vi.fn(() => Promise.resolve());
    runConsoleAhead(run);
    runConsoleAhead(run);
    await idle();
    expect(prefetchLinks().map((link) => [link.getAttribute('href'), link.crossOrigin])).toEqual([
      ['/assets/guard.js', ''],
      ['/assets/Layout.js', ''],
      ['/assets/Layout.css', null],
      ['/assets/HomePage.js', ''],
    ]);
  });

  it('once typing starts, runs the scripts that came, the needed ones first, one at a time and once', async () => {
    const { runConsoleAhead } = await freshModule();
    const started: string[] = [];
    const finishers: Array<() => void> = [];
    const run = vi.fn(
      (href: string) =>
        new Promise<void>((resolve) => {
          started.push(href);
          finishers.push(resolve);
        }),
    );
    runConsoleAhead(run);
    runConsoleAhead(run);
    await idle();
    // nothing has come yet
    expect(started).toEqual([]);

    settle('/assets/HomePage.js', 'load');
    settle('/assets/Layout.css', 'load');
    settle('/assets/Layout.js', 'error');
    settle('/assets/guard.js', 'load');
    await idle();
    expect(started).toEqual(['/assets/HomePage.js']);
    finishers[0]();
    await idle();
    expect(started).toEqual(['/assets/HomePage.js', '/assets/guard.js']);
    finishers[1]();
    await idle();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('goes on past a script that fails to run', async () => {
    const { runConsoleAhead } = await freshModule();
    const run = vi.fn((href: string) =>
      href.includes('HomePage') ? Promise.reject(new Error('boom')) : Promise.resolve(),
    );
    runConsoleAhead(run);
    for (const href of FILES) settle(href, 'load');
    await idle();
    expect(run.mock.calls.map(([href]) => href)).toEqual([
      '/assets/HomePage.js',
      '/assets/Layout.js',
      '/assets/guard.js',
    ]);
  });

  it('does nothing without the list (the dev server has none)', async () => {
    document.getElementById('console-assets')?.remove();
    const { runConsoleAhead } = await freshModule();
    const run = vi.fn(() => Promise.resolve());
    runConsoleAhead(run);
    await idle();
    expect(prefetchLinks()).toHaveLength(0);
    expect(run).not.toHaveBeenCalled();
  });
});
