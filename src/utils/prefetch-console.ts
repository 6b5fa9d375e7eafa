import { oneByOneWhenIdle } from './idle';

/** The element of index.html that lists the console's first files (built by scripts/console-prefetch). */
const LIST_ID = 'console-assets';

let started = false;

/**
 * Asks the browser to fetch, at its lowest priority, the files the console needs right after
 * login (the shell, antd, the home screen, the messages), each settled once its fetch has ended:
 * true when it came. Scripts are requested as modules (CORS), so the console's own import reuses
 * the copy.
 */
function prefetchListed(hrefs: string[]): Map<string, Promise<boolean>> {
  return new Map(
    hrefs.map((href) => {
      const came = new Promise<boolean>((settled) => {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        if (href.endsWith('.js')) link.crossOrigin = '';
        link.href = href;
        link.onload = () => settled(true);
        link.onerror = () => settled(false);
        document.head.append(link);
      });
      return [href, came];
    }),
  );
}

/** User Timing marks of runConsoleAhead (read by scripts/bench/measure.mjs). */
export const CONSOLE_AHEAD_MARKS = { start: 'console-ahead-start', end: 'console-ahead-end' };

const importScript = (href: string): Promise<unknown> => import(/* @vite-ignore */ href);

/**
 * Once someone starts filling in the login form, gets the console ready ahead of the click: its
 * first files fetched at the lowest priority, then its scripts run, so that after the login press
 * the browser only waits for the login calls and draws the console instead of first fetching,
 * compiling and running its code (the larger part of the wait; README, Performance). Not before:
 * a visitor who only looks at the page fetches nothing but the page. One script at a time when
 * the browser is idle, the files a file needs first, so no step holds up the typing for long;
 * each once its fetch has come (a script that failed to load would fail the console's own import
 * too). A file that fails here is left to the console's own import, which shows its error as it
 * always does. Once per page load; no list (the dev server has none): nothing.
 */
export function runConsoleAhead(run: (href: string) => Promise<unknown> = importScript): void {
  if (started) return;
  const list = document.getElementById(LIST_ID)?.textContent;
  if (!list) return;
  started = true;
  const prefetched = prefetchListed(JSON.parse(list) as string[]);
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
