import { oneByOneWhenIdle, whenIdle } from './idle';

/** The element of index.html that lists the console's first files (built by scripts/console-prefetch). */
const LIST_ID = 'console-assets';

/** Each listed file, settled once its prefetch has ended: true when it came. */
const prefetched = new Map<string, Promise<boolean>>();
let ranAhead = false;

/**
 * Once the page has nothing else to do, asks the browser to fetch, at its lowest priority, the
 * files the console needs right after login (the shell, antd, the home screen, the messages).
 * They wait in the HTTP cache, unparsed, so the login page stays as light as it was and pressing
 * the login button only waits for the login calls. Once per page load; no list (dev server): nothing.
 */
export function prefetchConsoleWhenIdle(): void {
  if (prefetched.size) return;
  const list = document.getElementById(LIST_ID)?.textContent;
  if (!list) return;
  const settle = new Map<string, (came: boolean) => void>();
  for (const href of JSON.parse(list) as string[]) {
    prefetched.set(href, new Promise((resolve) => settle.set(href, resolve)));
  }
  whenIdle(() => {
    for (const [href, settled] of settle) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      // The console's scripts are requested as modules (CORS); a matching request reuses the copy.
      if (href.endsWith('.js')) link.crossOrigin = '';
      link.href = href;
      link.onload = () => settled(true);
      link.onerror = () => settled(false);
      document.head.append(link);
    }
  });
}

/** User Timing marks of runConsoleAhead (read by scripts/bench/measure.mjs). */
export const CONSOLE_AHEAD_MARKS = { start: 'console-ahead-start', end: 'console-ahead-end' };

const importScript = (href: string): Promise<unknown> => import(/* @vite-ignore */ href);

/**
 * Once someone starts filling in the login form, runs the console's scripts ahead of the click:
 * after the login press the browser then only waits for the login calls and draws the console,
 * instead of first compiling and running its code (the larger part of the wait; README,
 * Performance). Not before: a visitor who only looks at the page keeps its light heap. One file
 * at a time when the browser is idle, the files a file needs first, so no step holds up the
 * typing for long; each once its prefetch has come (a script that failed to load would fail the
 * console's own import too). A file that fails here is left to the console's own import, which
 * shows its error as it always does.
 */
export function runConsoleAhead(run: (href: string) => Promise<unknown> = importScript): void {
  if (ranAhead || !prefetched.size) return;
  ranAhead = true;
  const scripts = [...prefetched].filter(([href]) => href.endsWith('.js')).reverse();
  // marks for the benchmark, which reports how long this takes after the first keystroke
  performance.mark(CONSOLE_AHEAD_MARKS.start);
  oneByOneWhenIdle([
    ...scripts.map(([href, came]) => async () => {
      if (await came) await run(href).catch(() => undefined);
    }),
    async () => performance.mark(CONSOLE_AHEAD_MARKS.end),
  ]);
}
