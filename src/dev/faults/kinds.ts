// The faults the embedded backend can play, by the id that the `mockFault` query parameter and
// the fault panel use. docs/api.md ("Trying failures by hand") says what each one answers.

export const FAULT_IDS = ['network', 'slow', '500', 'nonjson', 'code500', 'expired'] as const;

export type FaultId = (typeof FAULT_IDS)[number];

export function isFaultId(value: unknown): value is FaultId {
  return typeof value === 'string' && (FAULT_IDS as readonly string[]).includes(value);
}

/**
 * Longer than the console's 10 s request timeout (src/api/request.ts), so the client gives up
 * first; the answer still comes afterwards, as from a real backend that was only slow.
 */
export const SLOW_ANSWER_MS = 12_000;
