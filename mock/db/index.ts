import { setMockNow } from '../lib/clock';
import { clearFiles } from './files';
import { reseedDb } from './store';

// Public face of the mock database for code outside mock/ (tests above all).
export { db, type MockDb } from './store';
export { expireAllSessions, SESSION_TTL_MS } from './sessions';
export { peekCaptchaAnswer, CAPTCHA_TTL_MS } from './captchas';
export { setMockNow, now as mockNow } from '../lib/clock';

/** Back to the initial data: seed tables, no sessions or captchas, no uploads, real clock. */
export function resetMockDb(): void {
  setMockNow(null);
  void reseedDb();
  void clearFiles();
}
