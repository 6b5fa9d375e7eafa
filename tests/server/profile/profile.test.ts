import { beforeEach, describe, expect, it } from 'vitest';
import type { accountRoutes } from '../../../server/areas/account/routes';
import type { profileRoutes } from '../../../server/areas/profile/routes';
import { answer, api } from '../helpers/api';
import { login, loginReply } from '../helpers/client';
import { form, upload } from '../helpers/upload';

let token = '';
beforeEach(async () => {
  token = await login('multi');
});

const mine = { nickName: '周周', email: 'zhou@school.cn', phonenumber: '13912345678', sex: '0' };
/** How each kind of file begins: the upload checks the content against the extension. */
const HEADERS: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47],
  jpg: [0xff, 0xd8, 0xff, 0xe0],
  gif: [...'GIF89a'].map((c) => c.charCodeAt(0)),
  txt: [...'notes'].map((c) => c.charCodeAt(0)),
};
const uploadAs = async (fileName: string, type: string) => {
  const bytes = new Uint8Array(HEADERS[fileName.split('.').pop()!]);
  return (await upload(form(fileName, bytes, type), token)).data.url;
};
/** The profile calls, as the user of `token`, in `lang`. */
const profileOf = (lang: 'zh' | 'en') => api<typeof profileRoutes>({ token, lang }).system.user.profile;
const save = (json: object, lang: 'zh' | 'en' = 'en') => answer(profileOf(lang).$put({ json }));
const read = async (lang: 'zh' | 'en' = 'zh') => (await answer(profileOf(lang).$get())).data;
describe('GET /system/user/profile', () => {
  it('answers the user without the password and the role names in the request language', async () => {
    const profile = await read('en');
    expect(profile.user).toMatchObject({ userName: 'multi', name: '周杰', createTime: '2024-09-01 08:00:00' });
    expect(profile.user).not.toHaveProperty('password');
    expect(profile.roleGroup).toBe('Teacher, Discipline leader');
    expect((await read('zh')).roleGroup).toBe('教师, 学科负责人');
  });
});

describe('PUT /system/user/profile', () => {
  it('saves nickname, email, phone and gender', async () => {
    expect((await save(mine)).code).toBe(200);
    expect((await read()).user).toMatchObject(mine);
    const info = await answer(api<typeof accountRoutes>({ token }).getInfo.$get());
    expect(info.data.user.nickName).toBe('周周');
  });

  it.each([
    [{ nickName: '' }, 'Nickname is required', 'invalid'],
    [{ email: '' }, 'Email is required', 'invalid'],
    [{ phonenumber: '' }, 'Phone number is required', 'invalid'],
    [{ email: 'zhou@' }, 'Please enter a valid email address', 'invalid'],
    [{ phonenumber: '1391234567x' }, 'Please enter a valid phone number', 'invalid'],
    [{ phonenumber: '23912345678' }, 'Please enter a valid phone number', 'invalid'],
    [{ phonenumber: '13800000001' }, 'Profile not saved: the phone number is already taken', 'conflict'],
    [{ email: 'ADMIN@coursesys.cn' }, 'Profile not saved: the email is already taken', 'conflict'],
    [{ sex: 'x' }, 'Gender must be one of: 0, 1, 2', 'invalid'],
  ])('refuses %j without saving', async (change, msg, kind) => {
    expect(await save({ ...mine, ...change })).toEqual({ code: 500, msg, kind });
    expect((await read()).user.nickName).toBe('周老师');
  });

  it('answers refusals in Chinese', async () => {
    expect((await save({ ...mine, email: 'bad' }, 'zh')).msg).toBe('请输入正确的邮箱地址');
  });

  it('takes an uploaded png or jpeg as the avatar, and clears it', async () => {
    const url = await uploadAs('me.png', 'image/png');
    expect((await save({ ...mine, avatar: url })).code).toBe(200);
    expect((await read()).user.avatar).toBe(url);
    expect((await save(mine)).code).toBe(200);
    expect((await read()).user.avatar).toBe(url);
    expect((await save({ ...mine, avatar: '' })).code).toBe(200);
    expect((await read()).user.avatar).toBe('');
    const jpeg = await uploadAs('me.jpg', 'image/jpeg');
    expect((await save({ ...mine, avatar: jpeg })).code).toBe(200);
  });

  it('refuses an uploaded file that is not a png or jpeg, and an upload under another name', async () => {
    const msg = 'The avatar must be an uploaded png, jpg or jpeg image';
    expect(await save({ ...mine, avatar: await uploadAs('notes.txt', 'text/plain') })).toEqual({
      code: 500,
      msg,
      kind: 'invalid',
    });
    expect(await save({ ...mine, avatar: await uploadAs('anim.gif', 'image/gif') })).toEqual({
      code: 500,
      msg,
      kind: 'invalid',
    });
    const png = await uploadAs('me.png', 'image/png');
    expect(await save({ ...mine, avatar: png.replace('me.png', 'other.png') })).toEqual({
      code: 500,
      msg,
      kind: 'invalid',
    });
  });

  it('keeps the avatar when it is left out, clears it with an empty one', async () => {
    expect((await save({ ...mine, avatar: '' })).code).toBe(200);
    expect((await read()).user.avatar).toBe('');
    expect((await save(mine)).code).toBe(200);
    expect((await read()).user.avatar).toBe('');
  });

  it('refuses an avatar that is not an uploaded image', async () => {
    const msg = 'The avatar must be an uploaded png, jpg or jpeg image';
    expect(await save({ ...mine, avatar: 'javascript:alert(1)' })).toEqual({ code: 500, msg, kind: 'invalid' });
    expect(await save({ ...mine, avatar: '/csp/system/oss/download/999' })).toEqual({
      code: 500,
      msg,
      kind: 'invalid',
    });
    expect((await read()).user.avatar).toBe('');
  });
});

describe('PUT /system/user/profile/updatePwd', () => {
  const change = (oldPassword: string, newPassword: string) =>
    answer(profileOf('en').updatePwd.$put({ json: { oldPassword, newPassword } }));

  it('changes the password after checking the old one', async () => {
    expect((await change('wrong', 'newpass1')).msg).toBe('Password not changed: the old password is wrong');
    expect((await change('admin123', '12345')).msg).toBe('New password must be 6 to 20 characters long');
    expect((await change('admin123', 'admin123')).msg).toBe('The new password must differ from the old one');
    expect((await change('admin123', 'newpass1')).code).toBe(200);
    expect((await loginReply('multi', 'newpass1')).code).toBe(200);
  });
});
