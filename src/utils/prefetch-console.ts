import { whenIdle } from './idle';

/** The element of index.html that lists the console's first files (built by scripts/console-prefetch). */
const LIST_ID = 'console-assets';

let started = false;

/**
 * Once the page has nothing else to do, asks the browser to fetch, at its lowest priority, the
 * files the console needs right after login (the shell, antd, the home screen, the messages).
 * They wait in the HTTP cache, unparsed, so the login page stays as light as it was and pressing
 * the login button only waits for the login calls. Once per page load; no list (dev server): nothing.
 */
export function prefetchConsoleWhenIdle(): void {
  if (started) return;
  const list = document.getElementById(LIST_ID)?.textContent;
  if (!list) return;
  started = true;
  whenIdle(() => {
    for (const href of JSON.parse(list) as string[]) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      // The console's scripts are requested as modules (CORS); a matching request reuses the copy.
      if (href.endsWith('.js')) link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  });
}
