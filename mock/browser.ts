import { setupWorker } from 'msw/browser';
import { restoreDb } from './db/store';
import { takeFaultFromAddress } from '@/dev/faults/state';
import { faultHandler } from './faults/handler';
import { handlers } from './handlers';
import { byArea } from './lib/by-area';
import { tellWhenSavingFails } from './save-failure';

/** msw's worker behind a filter that lets only the backend's calls reach it (see the file). */
const WORKER_URL = '/mock-api-worker.js';

/**
 * msw checks its registered worker for an update on every start without waiting for the answer
 * (mswjs/msw#2006). When that check fails, e.g. because the page is reloaded or left while the
 * script is being fetched, the registered worker keeps serving and the next start checks again,
 * yet the browser reports an uncaught error. Only that one failure is silenced.
 */
function ignoreFailedWorkerUpdates(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker')) {
      event.preventDefault();
    }
  });
}

/** Start the mock backend in the browser; resolve once the service worker intercepts calls. */
export async function startMockWorker(): Promise<void> {
  ignoreFailedWorkerUpdates();
  tellWhenSavingFails();
  // the saved data first: a call answered from the seed would overwrite it
  await restoreDb();
  // In development src/main.tsx has started the switch already (src/dev/faults/start.ts).
  const switchHere = !import.meta.env.DEV;
  if (switchHere) takeFaultFromAddress();
  // The fault switch first: it answers in place of every other handler while a fault is on.
  const worker = setupWorker(faultHandler, byArea(handlers));
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: WORKER_URL },
    quiet: true,
  });
  // Not awaited: the switch is not needed for the first page.
  if (switchHere) void import('@/dev/faults/mount-panel').then(({ mountFaultPanel }) => mountFaultPanel());
}
