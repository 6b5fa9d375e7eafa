/** A full page load: nothing of the current page's memory (routes, caches) survives it. */
export function loadPage(path: string): void {
  window.location.assign(path);
}
