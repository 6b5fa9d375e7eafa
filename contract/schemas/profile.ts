import { z } from 'zod';
import { label, optionalChoice, text } from '@contract/input';
import { requiredContact } from './contact-fields';

// What the caller's own profile and password calls take (docs/api.md "Profile").

/** An avatar left out keeps the current one: read as null, apart from '' (back to the default picture). */
const avatarKept = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) && !('avatar' in value)
    ? { ...value, avatar: null }
    : value;

const PROFILE = z.object({
  nickName: text(label('用户昵称', 'Nickname'), { required: true, max: 30 }),
  ...requiredContact(),
  /** null when left out: the current gender stays */
  sex: optionalChoice(label('性别', 'Gender'), ['0', '1', '2']),
  avatar: text(label('头像', 'Avatar'), { max: 500 }).nullable(),
});

export const profileChange = z.preprocess((value: z.input<typeof PROFILE>) => avatarKept(value), PROFILE);
export type ProfileChange = z.output<typeof profileChange>;

export const passwordChange = z.object({
  oldPassword: text(label('旧密码', 'Old password'), { required: true, max: 100 }),
  newPassword: text(label('新密码', 'New password'), { required: true, min: 6, max: 20 }),
});
