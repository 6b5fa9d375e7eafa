import { Hono, type MiddlewareHandler } from 'hono';
import { authed, bearerToken } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok, okFields } from '../../lib/envelope';
import { fail } from '../../lib/errors';
import { permissionsOf } from '../../lib/permissions';
import { requestDevice } from '../../lib/user-agent';
import { endSession, setActiveRole } from '../../lib/sessions';
import { body, NOTHING, queryOrBody } from '../../lib/input';
import { configOn, configValue } from '../config/values';
import { captchaPaths } from './captcha-paths';
import { captchaSvg } from './captcha-svg';
import { refuseBlockedAddress } from './blocked-addresses';
import { CAPTCHA_SWITCH, takeFormCaptcha } from './captcha-gate';
import { newCaptcha } from './captchas';
import { checkAccount, openLoginSession } from './log-in';
import { refuseTakenName, registerTeacher } from './register';
import { userRoleOptions } from './roles';
import { buildRouters } from './routers';
import * as schema from './schema';

// docs/api.md "Account and session": captcha, login, logout, the session's user and menus, and
// the switch between the roles a user holds.

const REGISTER_SWITCH = 'sys.account.registerUser';
/** "true" draws the captcha as plain text, which machines read: the demo data's browser tests only. */
const PLAIN_CAPTCHA = 'sys.account.captchaPlainText';

/** Registration off refuses before anything the form sent is read. */
const registrationOn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await configOn(c.var.db, REGISTER_SWITCH))) fail('当前系统没有开启注册功能！', 'Registration is not enabled');
  await next();
};

export const accountRoutes = new Hono<AppEnv>()
  .get('/captchaImage', async (c) => {
    if (!(await configOn(c.var.db, CAPTCHA_SWITCH))) return okFields(c, { captchaEnabled: false });
    const { uuid, question } = await newCaptcha(c.var.db, c.var.clock);
    const tokens = [String(question.a), question.op, String(question.b), '=', '?'];
    // plain text only where the database says so: the demo seed does, for its browser tests
    const plain = (await configValue(c.var.db, PLAIN_CAPTCHA)) === 'true';
    const svg = plain ? captchaSvg(tokens) : captchaPaths(tokens);
    return okFields(c, { captchaEnabled: true, uuid, img: Buffer.from(svg).toString('base64') });
  })

  .post('/login', body(schema.login), async (c) => {
    const { db, clock } = c.var;
    const { uuid, code, username, password } = c.req.valid('json');
    const checkCaptcha = await takeFormCaptcha(db, clock, { uuid, answer: code });
    checkCaptcha();
    await refuseBlockedAddress(c);
    const userId = await checkAccount(db, clock, username, password);
    const token = await openLoginSession(db, clock, userId, requestDevice(c));
    return okFields(c, { token, data: { token } });
  })

  .post('/register', registrationOn, body(schema.registration), async (c) => {
    const { db, clock } = c.var;
    const { uuid, code, username, password, confirmPassword } = c.req.valid('json');
    const checkCaptcha = await takeFormCaptcha(db, clock, { uuid, answer: code });
    if (confirmPassword !== password) fail('两次输入的密码不一致', 'The passwords entered twice are inconsistent');
    checkCaptcha();
    await refuseTakenName(db, username);
    await registerTeacher(db, clock, username, password);
    return ok(c);
  })

  .post('/logout', body(NOTHING), async (c) => {
    // Always succeeds: a gone or expired session is already logged out.
    const token = bearerToken(c.req.header('Authorization'));
    if (token) await endSession(c.var.db, token);
    return ok(c);
  })

  .get('/getInfo', authed(), async (c) => {
    const { db, lang, auth } = c.var;
    // the session's user as it is (passwordChangeRequired included), but for its school
    const { schoolId: _schoolId, ...user } = auth.user;
    // Every role the user holds, so the console knows when to offer the role switch.
    const roles = await userRoleOptions(db, user.userId, lang);
    return ok(c, {
      user: { ...user, roles },
      roles: auth.role ? [auth.role.roleKey] : [],
      permissions: await permissionsOf(db, auth.role),
    });
  })

  // no menu while the password must be changed: the console shows that screen alone
  .get('/getRouters', authed(), async (c) =>
    ok(c, c.var.auth.user.passwordChangeRequired ? [] : await buildRouters(c.var.db, c.var.auth.role, c.var.lang)),
  )

  .put('/system/user/findUserRoles', authed(), body(NOTHING), async (c) =>
    ok(c, await userRoleOptions(c.var.db, c.var.auth.user.userId, c.var.lang)),
  )

  // The client may send the role id in the query, in a JSON body, or both: the query's wins.
  .put('/system/user/switchRole', authed(), queryOrBody(schema.roleSwitch, ['roleId']), async (c) => {
    const { db, auth } = c.var;
    const { roleId } = c.req.valid('json');
    const held = await userRoleOptions(db, auth.user.userId, 'zh');
    if (!held.some((r) => r.roleId === roleId)) {
      fail('您没有该角色，无法切换', 'You do not hold this role, so you cannot switch to it');
    }
    await setActiveRole(db, auth.tokenHash, roleId);
    return ok(c);
  });
