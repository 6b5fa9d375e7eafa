/* global importScripts */
// The demo build's service worker: msw's worker, seeing only the backend's calls.
//
// msw's worker asks the page's main thread about every request the page makes (is it mocked?).
// After a reload that thread is busy evaluating the app's scripts, so every script and stylesheet
// waited 0.5-1 s for its "no" and the screen came seconds late. Every mocked call is under /csp/;
// everything else is stopped here, before msw's listener, and goes to the network directly.
self.addEventListener('fetch', (event) => {
  if (!new URL(event.request.url).pathname.startsWith('/csp/')) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
