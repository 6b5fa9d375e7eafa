import type { TFunction } from 'i18next';
import { isEmail, isMobilePhone, shapeRule } from '@/utils/contact';

/**
 * The rules of an account's fields, the same wherever an account is typed (the user dialog, the
 * school editor's new accounts) and the same as the backend's `POST /system/user`: user name 2 to
 * 20, name required, password 5 to 20, phone and email valid when given. `t` is the `system`
 * namespace's.
 */
export function accountRules(t: TFunction) {
  return {
    userName: [
      { required: true, whitespace: true, message: t('system:user.userNameRequired') },
      { min: 2, max: 20, message: t('system:user.userNameLength') },
    ],
    name: [{ required: true, whitespace: true, message: t('system:user.nameRequired') }],
    password: [
      { required: true, message: t('system:user.passwordRequired') },
      { min: 5, max: 20, message: t('system:user.passwordLength') },
    ],
    phonenumber: [shapeRule(isMobilePhone, t('system:user.phoneInvalid'))],
    email: [shapeRule(isEmail, t('system:user.emailInvalid'))],
  };
}
