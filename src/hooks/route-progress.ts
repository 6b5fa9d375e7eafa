import { useEffect } from 'react';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// nprogress's own template gives the bar role="bar", which is no ARIA role (screen readers would
// announce nonsense); the bar is decoration, the page says itself when it has loaded.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

let running = 0;

/** Shows the progress bar until the returned function is called (several may overlap). */
export function beginProgress(): () => void {
  if (running++ === 0) NProgress.start();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    if (--running === 0) NProgress.done();
  };
}

/** The route progress bar runs while `active` is true, e.g. while a lazy screen loads. */
export function useProgressWhile(active: boolean): void {
  useEffect(() => (active ? beginProgress() : undefined), [active]);
}
