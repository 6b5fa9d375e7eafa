// The faults the development server can play (server/dev-faults.ts, only when started with
// DEV_FAULTS=1), by the id that the `mockFault` address parameter, the fault panel and the
// request header use. docs/api.md ("Trying failures by hand") says what each one answers.
// Shared by the console and the server: no imports.

export const FAULT_IDS = ['network', 'slow', '500', 'nonjson', 'code500', 'expired'] as const;

export type FaultId = (typeof FAULT_IDS)[number];

export function isFaultId(value: unknown): value is FaultId {
  return typeof value === 'string' && (FAULT_IDS as readonly string[]).includes(value);
}

/** The request header that carries the chosen fault from the console in development. */
export const FAULT_HEADER = 'X-Dev-Fault';

/**
 * Longer than the console's 10 s request timeout (src/api/request.ts), so the client gives up
 * first; the answer still comes afterwards, as from a real backend that was only slow.
 */
export const SLOW_ANSWER_MS = 12_000;

/**
 * The calls that open and close a session answer normally whatever the fault: logging in again
 * is how an expired session recovers, and a person must always be able to get into the console
 * to try the faults there. Matched against the path (`/csp/login`).
 */
export const SPARED_PATH = /\/csp\/(captchaImage|login|logout)$/;
