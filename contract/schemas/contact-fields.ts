import type { z } from 'zod';
import { EMAIL_SHAPE, MOBILE_SHAPE } from '@contract/contact';
import { label, said, text } from '@contract/input';

// Email and mobile number, read and checked the same way by the profile and the user calls.

const EMAIL = label('邮箱', 'Email');
const PHONE = label('手机号码', 'Phone number');

/** Each field's shape, checked once it is given. */
const shaped = <E extends z.ZodType<string>, P extends z.ZodType<string>>(email: E, phonenumber: P) => ({
  email: email.refine((value) => !value || EMAIL_SHAPE.test(value), {
    error: said('请输入正确的邮箱地址', 'Please enter a valid email address'),
  }),
  phonenumber: phonenumber.refine((value) => !value || MOBILE_SHAPE.test(value), {
    error: said('请输入正确的手机号码', 'Please enter a valid phone number'),
  }),
});

/** The email and phone fields of a schema whose form may leave them empty (a user's dialog). */
export const optionalContact = () => shaped(text(EMAIL, { max: 50 }), text(PHONE, { max: 11 }));

/** The email and phone fields of a schema whose form must give both (the profile). */
export const requiredContact = () =>
  shaped(text(EMAIL, { required: true, max: 50 }), text(PHONE, { required: true, max: 11 }));
