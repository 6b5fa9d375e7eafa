import { MOBILE_SHAPE } from '@contract/contact';
import { fail } from './errors';

// Contact details read the same way by every area that takes them.

/** Refuses anything but a mainland mobile number. */
export function checkMobile(phone: string): void {
  if (!MOBILE_SHAPE.test(phone)) fail('请输入正确的手机号码', 'Please enter a valid phone number');
}
