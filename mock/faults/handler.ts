import { delay, http, HttpResponse } from 'msw';
import { FAULT_HEADER, isFaultId, SLOW_ANSWER_MS, SPARED_PATH, type FaultId } from '@/dev/faults/kinds';
import { currentFault, setFault } from '@/dev/faults/state';
import { endSession } from '../db/sessions';
import { saveDb } from '../db/store';
import { t } from '../lib/lang';
import { bearerToken } from '../lib/route';

// The embedded backend's copy of the development server's faults (server/dev-faults.ts), for the
// demo build and `VITE_APP_MOCK=true`; it goes with the rest of mock/.

export function isSpared(request: Request): boolean {
  return SPARED_PATH.test(new URL(request.url).pathname);
}

type Answer = Response | undefined;

const FAULTS: Record<FaultId, (request: Request) => Answer | Promise<Answer>> = {
  network: () => HttpResponse.error(),
  // Then the call goes on to its own handler: the work is done, only too late for the client.
  slow: () => delay(SLOW_ANSWER_MS).then(() => undefined),
  '500': () => new HttpResponse('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } }),
  nonjson: () =>
    new HttpResponse('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>', {
      headers: { 'Content-Type': 'text/html' },
    }),
  code500: (request) =>
    HttpResponse.json({
      code: 500,
      msg: t(request, '模拟故障：服务器拒绝了这次请求', 'Simulated fault: the server refused this request'),
    }),
  // The session really ends, so every later call answers 401 too until the user logs in again;
  // the switch turns itself off, as the new session is a healthy one.
  expired: (request) => {
    const token = bearerToken(request);
    // A call without a session (the public website's) has none to lose: the fault waits.
    if (!token) return undefined;
    endSession(token);
    saveDb();
    setFault(null);
    return undefined;
  },
};

/**
 * Comes before every other handler: answers with the fault switched on, else lets the call
 * through. In development the console names the fault in a header (src/dev/faults/fault-header.ts)
 * and has already turned a sent `expired` off, so the header comes first.
 */
export const faultHandler = http.all('*/csp/*', ({ request }) => {
  const sent = request.headers.get(FAULT_HEADER);
  const fault = isFaultId(sent) ? sent : currentFault();
  if (!fault || isSpared(request)) return undefined;
  return FAULTS[fault](request);
});
