// The auth feature's public entry: what the router, the layout and main may use.
export { AFTER_LOGOUT_PATH, clearSession, loadSession, logoutAndReload } from './session';
export { loginWith } from './login';
export type { LoginForm, SessionUser, SwitchableRole, UserInfo } from './types';
