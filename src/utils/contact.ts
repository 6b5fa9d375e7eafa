import { EMAIL_SHAPE, MOBILE_SHAPE } from '@contract/contact';

// Email and mobile-number checks for the forms, with the shapes the server checks too.

export const isEmail = (value: string): boolean => EMAIL_SHAPE.test(value.trim());

export const isMobilePhone = (value: string): boolean => MOBILE_SHAPE.test(value.trim());

/** A form rule for an optional shape: an empty value passes (required is a rule of its own). */
export function shapeRule(test: (value: string) => boolean, message: string) {
  return {
    validator: (_: unknown, value?: string) =>
      !value || test(value) ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}
