import type { Body } from './body';
import type { Lang } from './lang';
import { bad } from './reply';
import { field, text } from './validate';

// Email and mobile number, read and checked the same way by the profile and the user calls.

export const EMAIL = field('email', '邮箱', 'Email');
export const PHONE = field('phonenumber', '手机号码', 'Phone number');

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A mainland China mobile number: 11 digits starting 13 to 19. */
const PHONE_SHAPE = /^1[3-9]\d{9}$/;

export function readContact(lang: Lang, body: Body, required: boolean): { email: string; phonenumber: string } {
  const email = text(lang, body, EMAIL, { required, max: 50 });
  const phonenumber = text(lang, body, PHONE, { required, max: 11 });
  if (email && !EMAIL_SHAPE.test(email)) bad(lang, '请输入正确的邮箱地址', 'Please enter a valid email address');
  if (phonenumber) checkMobile(lang, phonenumber);
  return { email, phonenumber };
}

/** Refuses anything but a mainland mobile number (the profile, the users, a registration). */
export function checkMobile(lang: Lang, phone: string): void {
  if (!PHONE_SHAPE.test(phone)) bad(lang, '请输入正确的手机号码', 'Please enter a valid phone number');
}
