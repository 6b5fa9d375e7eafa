/** Same URL and body within this window counts as a double submit. */
export const REPEAT_WINDOW_MS = 1000;
/** Large bodies (uploads) are not compared. */
const MAX_CHECKED_BYTES = 5 * 1024 * 1024;

let last: { url: string; body: string; time: number } | null = null;

/** Returns true when this POST/PUT repeats the previous one inside the window. */
export function isRepeatSubmit(url: string, data: unknown, now = Date.now()): boolean {
  const body = typeof data === 'string' ? data : JSON.stringify(data ?? null);
  if (body.length >= MAX_CHECKED_BYTES) return false;
  const repeated = last !== null && last.url === url && last.body === body && now - last.time < REPEAT_WINDOW_MS;
  if (!repeated) last = { url, body, time: now };
  return repeated;
}

/** A call that failed saved nothing: sending it again at once is a retry, not a double submit. */
export function forgetSubmit(url: string): void {
  if (last?.url === url) last = null;
}

export function resetRepeatSubmit(): void {
  last = null;
}
