// One clock for the whole mock backend, so tests can move time (captcha expiry, session expiry,
// account lock) without fake timers that would also freeze msw's own promises.
let fixedNow: number | null = null;

export function now(): number {
  return fixedNow ?? Date.now();
}

/** Pin the mock's clock to a moment (ms or Date); `null` goes back to the real clock. */
export function setMockNow(moment: number | Date | null): void {
  fixedNow = moment === null ? null : typeof moment === 'number' ? moment : moment.getTime();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` in local time, the format every record date uses. */
export function formatTime(ms: number = now()): string {
  const d = new Date(ms);
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
