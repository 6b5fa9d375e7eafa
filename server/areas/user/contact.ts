import { EMAIL_SHAPE, MOBILE_SHAPE } from '@contract/contact';
import { label, said, text } from '../../lib/input';

// Email and mobile number, read and checked the same way by the profile and the user calls.

const EMAIL = label('邮箱', 'Email');
const PHONE = label('手机号码', 'Phone number');

/** The email and phone fields of a schema; `required` where the form must give both (the profile). */
export const contactFields = (required: boolean) => ({
  email: text(EMAIL, { required, max: 50 }).refine((value) => !value || EMAIL_SHAPE.test(value), {
    error: said('请输入正确的邮箱地址', 'Please enter a valid email address'),
  }),
  phonenumber: text(PHONE, { required, max: 11 }).refine((value) => !value || MOBILE_SHAPE.test(value), {
    error: said('请输入正确的手机号码', 'Please enter a valid phone number'),
  }),
});
