import { field } from '../lib/validate';

// Human names of the account fields, shared by login and registration messages.
export const USERNAME = field('username', '用户名', 'Username');
export const PASSWORD = field('password', '密码', 'Password');
export const CONFIRM = field('confirmPassword', '确认密码', 'Confirm password');
export const CODE = field('code', '验证码', 'Captcha');
export const UUID = field('uuid', '验证码标识', 'Captcha id');
export const WECHAT_CODE = field('code', '微信授权码', 'WeChat authorisation code');
