import { z } from 'zod';
import { label, pathId, text } from '@contract/input';
import { userName } from './user-name';

// What the account calls take (docs/api.md "Account and session"), and the login form's fields
// that POST /auth/bind shares.

export const USERNAME = label('用户名', 'Username');
export const PASSWORD = label('密码', 'Password');
export const CODE = label('验证码', 'Captcha');
const ROLE_ID = label('角色编号', 'Role id');

/**
 * A captcha's id and answer as a form sends them. Only read here: whether they are required, and
 * the answer's length, depend on the captcha switch, and ./captcha-gate.ts checks them once the
 * captcha is taken. The answer's bound here only keeps a runaway value out.
 */
export const CAPTCHA_ID = text(label('验证码标识', 'Captcha id'));
export const CAPTCHA_ANSWER = text(CODE, { max: 10_000 });

/** The account of a login form, as POST /login and POST /auth/bind read it. */
export const LOGIN_FIELDS = {
  username: text(USERNAME, { required: true, max: 50 }),
  password: text(PASSWORD, { required: true, max: 100 }),
};

export const login = z.object({ uuid: CAPTCHA_ID, code: CAPTCHA_ANSWER, ...LOGIN_FIELDS });

export const registration = z.object({
  uuid: CAPTCHA_ID,
  code: CAPTCHA_ANSWER,
  username: userName(USERNAME),
  password: text(PASSWORD, { required: true, min: 5, max: 20 }),
  confirmPassword: text(label('确认密码', 'Confirm password'), { required: true, max: 20 }),
});

/** The role to switch to, from the query or a JSON body: one id. */
export const roleSwitch = z.object({ roleId: text(ROLE_ID, { required: true }).pipe(pathId(ROLE_ID)) });
