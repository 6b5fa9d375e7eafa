import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Start the mock backend in the browser; resolve once the service worker intercepts calls. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
  });
}
