import { http } from 'msw';
import { userRoleOptions } from '../db/lookup';
import { db } from '../db/store';
import type { UserRow } from '../db/types';
import { readJson, type Body } from '../lib/body';
import { formatTime } from '../lib/clock';
import { readContact } from '../lib/contact';
import type { Lang } from '../lib/lang';
import { bad, ok } from '../lib/reply';
import { withAuth } from '../lib/route';
import { choice, field, text } from '../lib/validate';

// The logged-in user's own profile and password (RuoYi's /system/user/profile calls).

const NICKNAME = field('nickName', '用户昵称', 'Nickname');
const SEX = field('sex', '性别', 'Gender');
const OLD_PASSWORD = field('oldPassword', '旧密码', 'Old password');
const NEW_PASSWORD = field('newPassword', '新密码', 'New password');

const AVATAR = field('avatar', '头像', 'Avatar');
const AVATAR_TYPES = ['image/png', 'image/jpeg'];

/**
 * The avatar is the URL of an image uploaded through POST /system/oss/upload (png or jpeg);
 * '' goes back to the default picture, and leaving the field out keeps the current one.
 */
function readAvatar(lang: Lang, body: Body, user: UserRow): string {
  if (body.avatar === undefined || body.avatar === null) return user.avatar;
  const avatar = text(lang, body, AVATAR, { max: 500 });
  if (!avatar || avatar === user.avatar) return avatar;
  const file = db().ossFiles.find((f) => f.url === avatar);
  if (!file || !AVATAR_TYPES.includes(file.contentType)) {
    bad(lang, '头像必须是已上传的 png、jpg 或 jpeg 图片', 'The avatar must be an uploaded png, jpg or jpeg image');
  }
  return avatar;
}

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
    const { email, phonenumber } = readContact(lang, body, true);
    const sex = choice(lang, body, SEX, ['0', '1', '2'], user.sex) as typeof user.sex;
    const avatar = readAvatar(lang, body, user);
    const others = db().users.filter((u) => u.userId !== user.userId);
    if (others.some((u) => u.phonenumber === phonenumber)) {
      bad(lang, '修改个人信息失败，手机号码已存在', 'Profile not saved: the phone number is already taken');
    }
    if (others.some((u) => u.email.toLowerCase() === email.toLowerCase())) {
      bad(lang, '修改个人信息失败，邮箱账号已存在', 'Profile not saved: the email is already taken');
    }
    Object.assign(user, {
      nickName,
      email,
      phonenumber,
      sex,
      avatar,
      updateBy: user.userName,
      updateTime: formatTime(),
    });
    return ok(lang);
  }),
);

const updatePassword = http.put(
  '*/csp/system/user/profile/updatePwd',
  withAuth(null, async ({ request, lang, user }) => {
    const body = await readJson(request);
    const oldPassword = text(lang, body, OLD_PASSWORD, { required: true, max: 100 });
    const newPassword = text(lang, body, NEW_PASSWORD, { required: true, min: 6, max: 20 });
    if (oldPassword !== user.password)
      bad(lang, '修改密码失败，旧密码错误', 'Password not changed: the old password is wrong');
    if (oldPassword === newPassword)
      bad(lang, '新密码不能与旧密码相同', 'The new password must differ from the old one');
    user.password = newPassword;
    return ok(lang);
  }),
);

export const profileHandlers = [getProfile, updateProfile, updatePassword];
