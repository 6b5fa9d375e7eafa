import { setReloginAction } from '@/api/relogin';
import { logoutAndReload } from './session';

/** Called once at start: the request layer's "log in again" button ends the session here. */
export function registerRelogin(): void {
  setReloginAction(logoutAndReload);
}
