import { useState } from 'react';

/** A rule answers the error message, or null when the value is fine. */
export type Rule<T> = (value: string, values: T) => string | null;

export const required =
  <T>(message: string): Rule<T> =>
  (value) =>
    value.trim() ? null : message;

export const lengthBetween =
  <T>(min: number, max: number, message: string): Rule<T> =>
  (value) =>
    !value || (value.length >= min && value.length <= max) ? null : message;

/**
 * The small form state the login, register and bind pages need. They avoid antd's Form on
 * purpose: the login page must stay inside its JavaScript budget (docs/performance.md).
 */
export function useAuthForm<T extends Record<string, string>>(initial: T, rules: { [K in keyof T]?: Rule<T>[] }) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});

  const check = (name: keyof T, all: T): string | undefined => {
    for (const rule of rules[name] ?? []) {
      const message = rule(all[name], all);
      if (message) return message;
    }
    return undefined;
  };

  const setValue = (name: keyof T, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // Once a field shows an error, it follows every keystroke so the user sees it go away.
    if (errors[name] !== undefined) setErrors((e) => ({ ...e, [name]: check(name, next) }));
  };

  const validate = (): boolean => {
    const found: Partial<Record<keyof T, string>> = {};
    for (const name of Object.keys(rules) as (keyof T)[]) found[name] = check(name, values);
    setErrors(found);
    return Object.values(found).every((m) => !m);
  };

  /** What an input of the form takes: `<AuthField {...form.field('username')} … />`. */
  const field = (name: keyof T) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValue(name, value),
  });

  return { values, errors, setValue, validate, field };
}
