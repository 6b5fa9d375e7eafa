import { field } from '../../lib/validate';

// The fields of the account calls, named in both languages for the validation messages.
export const USERNAME = field('username', '用户名', 'Username');
export const PASSWORD = field('password', '密码', 'Password');
export const CODE = field('code', '验证码', 'Captcha');
export const UUID = field('uuid', '验证码标识', 'Captcha id');
export const ROLE_ID = field('roleId', '角色编号', 'Role id');
export const CONFIRM = field('confirmPassword', '确认密码', 'Confirm password');
export const WECHAT_CODE = field('code', '微信授权码', 'WeChat authorisation code');
/** The captcha's answer where `code` is taken by another code (the WeChat bind). */
export const CAPTCHA_CODE = field('captchaCode', '验证码', 'Captcha');
