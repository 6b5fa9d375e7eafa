// The auth feature's public entry: what the router, the layout and main may use.
export { AFTER_LOGOUT_PATH, clearSession, loadSession, loginWith, logoutAndReload } from './session';
export { registerRelogin } from './register-relogin';
export type { LoginForm, SessionUser, SwitchableRole, UserInfo } from './types';
