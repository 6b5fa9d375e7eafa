import { fail } from './errors';

// Contact details read the same way by every area that takes them.

/** A mainland China mobile number: 11 digits starting 13 to 19. */
const MOBILE_SHAPE = /^1[3-9]\d{9}$/;

/** Refuses anything but a mainland mobile number. */
export function checkMobile(phone: string): void {
  if (!MOBILE_SHAPE.test(phone)) fail('请输入正确的手机号码', 'Please enter a valid phone number');
}
