import type { AppContext } from './context';
import { ApiError } from './errors';
import type { Bilingual } from './lang';

// An account whose password someone else chose (a school's first admin, a user created with "ask
// for a new password at first login", an imported user) carries `password_change_required`
// (docs/api.md "Profile"). Until it has chosen its own password, its session may do only what
// that change needs: read who it is (getInfo, whose `user.passwordChangeRequired` tells the
// console to show the change screen alone), read its menu (empty meanwhile), change the password,
// and log out (which needs no session). Everything else is refused with 403.

const ALLOWED = new Set(['GET /csp/getInfo', 'GET /csp/getRouters', 'PUT /csp/system/user/profile/updatePwd']);

export const PASSWORD_CHANGE_REQUIRED: Bilingual = {
  zh: '请先修改密码：您收到的初始密码须换成您自己的密码后才能继续使用',
  en: 'Change your password before going on: the password you were given must be replaced by your own',
};

/** Refuses the call (403) when the session's account must change its password and the call is not part of that. */
export function refuseUntilPasswordChanged(c: AppContext): void {
  if (!c.var.auth.user.passwordChangeRequired) return;
  if (!ALLOWED.has(`${c.req.method} ${c.req.path}`)) throw new ApiError('forbidden', PASSWORD_CHANGE_REQUIRED);
}
