/**
 * The built-in administrator account: the backend refuses to delete or disable it, change its
 * roles or reset its password here (docs/api.md "Users"), so the screens do not offer it.
 */
export const ADMIN_USER_ID = 1;
