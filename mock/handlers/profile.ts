import { http } from 'msw';
import { userRoleOptions } from '../db/lookup';
import { readJson } from '../lib/body';
import { formatTime } from '../lib/clock';
import { bad, ok } from '../lib/reply';
import { withAuth } from '../lib/route';
import { choice, field, text } from '../lib/validate';

// The logged-in user's own profile and password (RuoYi's /system/user/profile calls).

const NICKNAME = field('nickName', '用户昵称', 'Nickname');
const EMAIL = field('email', '邮箱', 'Email');
const PHONE = field('phonenumber', '手机号码', 'Phone number');
const SEX = field('sex', '性别', 'Gender');
const OLD_PASSWORD = field('oldPassword', '旧密码', 'Old password');
const NEW_PASSWORD = field('newPassword', '新密码', 'New password');

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SHAPE = /^1[3-9]\d{9}$/;

const getProfile = http.get(
  '*/csp/system/user/profile',
  withAuth(null, ({ lang, user }) => {
    const { password: _password, ...visible } = user;
    const roleGroup = userRoleOptions(user, lang)
      .map((role) => role.roleName)
      .join(', ');
    return ok(lang, { user: visible, roleGroup });
  }),
);

const updateProfile = http.put(
  '*/csp/system/user/profile',
  withAuth(null, async ({ request, lang, user }) => {
    const body = await readJson(request);
    const nickName = text(lang, body, NICKNAME, { required: true, max: 30 });
    const email = text(lang, body, EMAIL, { required: true, max: 50 });
    const phonenumber = text(lang, body, PHONE, { required: true, max: 11 });
    if (!EMAIL_SHAPE.test(email)) bad(lang, '请输入正确的邮箱地址', 'Please enter a valid email address');
    if (!PHONE_SHAPE.test(phonenumber)) bad(lang, '请输入正确的手机号码', 'Please enter a valid phone number');
    const sex = choice(lang, body, SEX, ['0', '1', '2'], user.sex) as typeof user.sex;
    const avatar = typeof body.avatar === 'string' ? body.avatar.slice(0, 500) : user.avatar;
    Object.assign(user, { nickName, email, phonenumber, sex, avatar, updateBy: user.userName, updateTime: formatTime() });
    return ok(lang);
  }),
);

const updatePassword = http.put(
  '*/csp/system/user/profile/updatePwd',
  withAuth(null, async ({ request, lang, user }) => {
    const body = await readJson(request);
    const oldPassword = text(lang, body, OLD_PASSWORD, { required: true, max: 100 });
    const newPassword = text(lang, body, NEW_PASSWORD, { required: true, min: 6, max: 20 });
    if (oldPassword !== user.password) bad(lang, '修改密码失败，旧密码错误', 'Password not changed: the old password is wrong');
    if (oldPassword === newPassword) bad(lang, '新密码不能与旧密码相同', 'The new password must differ from the old one');
    user.password = newPassword;
    return ok(lang);
  }),
);

export const profileHandlers = [getProfile, updateProfile, updatePassword];
