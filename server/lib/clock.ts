// The server asks this clock for the time, never Date directly, so the tests can move time
// (captcha and session expiry, the login lock) on either database engine. Times are compared
// in SQL against values computed here, never against the database's own now().

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const plus = (date: Date, ms: number): Date => new Date(date.getTime() + ms);

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` in the server's local time, the format of every record's dates. */
export function formatTime(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
