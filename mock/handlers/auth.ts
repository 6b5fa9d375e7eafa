import { http } from 'msw';
import { permissionsOf } from '../db/access';
import { checkCaptcha, takeCaptcha } from '../db/captchas';
import { refuseUnapprovedApplicant } from '../db/applications';
import { checkPassword } from '../db/login-guard';
import { configOn, userRoleOptions } from '../db/lookup';
import { endSession, openSession } from '../db/sessions';
import { readJson } from '../lib/body';
import { bad, ok, okFields } from '../lib/reply';
import { bearerToken, open, withAuth } from '../lib/route';
import { text } from '../lib/validate';
import { CODE, PASSWORD, USERNAME, UUID } from './fields';

// Login, logout and the session's user info.

const login = http.post(
  '*/csp/login',
  open(async ({ request, lang }) => {
    const body = await readJson(request);
    const captchaOn = configOn('sys.account.captchaEnabled');
    const uuid = text(lang, body, UUID);
    // Taken before any other check: every attempt uses the captcha up, as in RuoYi.
    const captcha = captchaOn && uuid ? takeCaptcha(uuid) : null;
    const username = text(lang, body, USERNAME, { required: true, max: 50 });
    const password = text(lang, body, PASSWORD, { required: true, max: 100 });
    if (captchaOn) {
      const code = text(lang, body, CODE, { required: true, max: 10 });
      text(lang, body, UUID, { required: true });
      checkCaptcha(lang, captcha, code);
    }
    const user = checkPassword(lang, username, password);
    if (user.status !== '0') bad(lang, '对不起，您的账号已停用', 'Sorry, your account has been disabled');
    refuseUnapprovedApplicant(lang, user);
    const { token } = openSession(user);
    return okFields(lang, { token, data: { token } });
  }),
);

const logout = http.post(
  '*/csp/logout',
  open(({ request, lang }) => {
    // Always succeeds: a gone or expired session is already logged out.
    endSession(bearerToken(request));
    return ok(lang);
  }),
);

const getInfo = http.get(
  '*/csp/getInfo',
  withAuth(null, ({ lang, user, role }) => {
    const { userId, userName, nickName, name, email, phonenumber, sex, avatar, status } = user;
    // Every role the user holds, so the console knows when to offer the role switch.
    const allRoles = userRoleOptions(user, lang);
    return ok(lang, {
      user: { userId, userName, nickName, name, email, phonenumber, sex, avatar, status, roles: allRoles },
      roles: role ? [role.roleKey] : [],
      permissions: permissionsOf(role),
    });
  }),
);

export const authHandlers = [login, logout, getInfo];
