// The server asks this clock for the time, never Date directly, so the tests can move time
// (captcha and session expiry, the login lock) on either database engine. Times are compared
// in SQL against values computed here, never against the database's own now().

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const plus = (date: Date, ms: number): Date => new Date(date.getTime() + ms);
