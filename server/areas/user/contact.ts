import { EMAIL_SHAPE } from '../../../contract/contact';
import type { Body } from '../../lib/body';
import { checkMobile } from '../../lib/contact';
import { fail } from '../../lib/errors';
import { field, text } from '../../lib/validate';

// Email and mobile number, read and checked the same way by the profile and the user calls.

export const EMAIL = field('email', '邮箱', 'Email');
export const PHONE = field('phonenumber', '手机号码', 'Phone number');

export function readContact(body: Body, required: boolean): { email: string; phonenumber: string } {
  const email = text(EMAIL, { required, max: 50 })(body);
  const phonenumber = text(PHONE, { required, max: 11 })(body);
  if (email && !EMAIL_SHAPE.test(email)) fail('请输入正确的邮箱地址', 'Please enter a valid email address');
  if (phonenumber) checkMobile(phonenumber);
  return { email, phonenumber };
}
