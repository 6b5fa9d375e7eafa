// Email and mobile-number shapes, the same ones the backend checks (docs/api.md "Users", "Profile").

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A mainland China mobile number: 11 digits starting 13 to 19. */
const MOBILE = /^1[3-9]\d{9}$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

export const isMobilePhone = (value: string): boolean => MOBILE.test(value.trim());

/** A form rule for an optional shape: an empty value passes (required is a rule of its own). */
export function shapeRule(test: (value: string) => boolean, message: string) {
  return {
    validator: (_: unknown, value?: string) =>
      !value || test(value) ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}
