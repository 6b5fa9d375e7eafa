// The rate limits as settings (server/settings.ts reads them from RATE_LIMIT_*), apart from the
// limiter itself (./rate-limit.ts) so that reading the settings loads no database code.

/** How many calls each limited rule allows in its window (settings, RATE_LIMIT_*). */
export interface RateLimits {
  /** POST /login per client address, per minute */
  loginPerAddress: number;
  /** POST /login per account name typed, per minute */
  loginPerAccount: number;
  /** GET /captchaImage per client address, per minute */
  captchaPerAddress: number;
  /** POST /register per client address, per hour */
  registerPerAddress: number;
  /** the website's activity registration per client address, per hour */
  activityRegistrationPerAddress: number;
  /** POST /system/oss/upload per logged-in account, per hour */
  uploadPerAccount: number;
}

/**
 * A school sits behind one shared address: a class of 40 fetching a captcha and logging in at
 * once, with retries, stays well inside; a script making accounts or guessing passwords does not.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerAddress: 60,
  loginPerAccount: 10,
  captchaPerAddress: 120,
  registerPerAddress: 10,
  activityRegistrationPerAddress: 20,
  uploadPerAccount: 120,
};
