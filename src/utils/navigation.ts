/** The console's home page: where a login without a wanted address lands, and the tab that is always there. */
export const HOME_PATH = '/index';

/** A full page load: nothing of the current page's memory (routes, caches) survives it. */
export function loadPage(path: string): void {
  window.location.assign(path);
}
