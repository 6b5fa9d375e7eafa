/**
 * Remembers which error texts are on screen, so a burst of identical failures (fifty calls
 * during a network outage) shows one message rather than a stack of fifty.
 */
const shownUntil = new Map<string, number>();

/** True when `text` is not already showing; marks it as showing for `durationMs`. */
export function claimMessage(text: string, durationMs: number, now = Date.now()): boolean {
  const until = shownUntil.get(text);
  if (until !== undefined && until > now) return false;
  shownUntil.set(text, now + durationMs);
  return true;
}

/** For tests: forget what was shown. */
export function resetRecentMessages(): void {
  shownUntil.clear();
}
