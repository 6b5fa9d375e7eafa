import type { RateLimits } from './rate-limit-settings';

// Every rate-limited call in one table (docs/security.md "Rate limits"), applied by one
// middleware (./rate-limit.ts, mounted in server/app.ts): a new limited call is one line here.

export interface RateLimitedRoute {
  /** the bucket's prefix: one name per rule, never reused for another */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** the path under the app, `/csp/...`; `:name` stands for one segment */
  path: RegExp;
  /** whose calls count together: the client's address, the account name typed, the logged-in account */
  by: 'address' | 'accountName' | 'session';
  limit: keyof RateLimits;
  windowMs: number;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** `/csp/a/:id/b` as a pattern matching that whole path. */
const route = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);

export const RATE_LIMITED_ROUTES: readonly RateLimitedRoute[] = [
  {
    name: 'login',
    method: 'POST',
    path: route('/csp/login'),
    by: 'address',
    limit: 'loginPerAddress',
    windowMs: MINUTE,
  },
  {
    name: 'login-account',
    method: 'POST',
    path: route('/csp/login'),
    by: 'accountName',
    limit: 'loginPerAccount',
    windowMs: MINUTE,
  },
  {
    name: 'captcha',
    method: 'GET',
    path: route('/csp/captchaImage'),
    by: 'address',
    limit: 'captchaPerAddress',
    windowMs: MINUTE,
  },
  {
    name: 'register',
    method: 'POST',
    path: route('/csp/register'),
    by: 'address',
    limit: 'registerPerAddress',
    windowMs: HOUR,
  },
  {
    name: 'activity-registration',
    method: 'POST',
    path: route('/csp/activity/public/:activityId/registrations'),
    by: 'address',
    limit: 'activityRegistrationPerAddress',
    windowMs: HOUR,
  },
  {
    name: 'upload',
    method: 'POST',
    path: route('/csp/system/oss/upload'),
    by: 'session',
    limit: 'uploadPerAccount',
    windowMs: HOUR,
  },
];
