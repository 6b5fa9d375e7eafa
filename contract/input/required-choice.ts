import { z } from 'zod';
import { said, sentAs, text, type Label } from './fields';

/** One of a fixed set of codes that must be given: empty ('' as a form sends it) is "required", not a fallback. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(l: Label, allowed: T) {
  const list = allowed.join(', ');
  const wrong = said(`${l.zh}的值无效，可选值：${list}`, `${l.en} must be one of: ${list}`);
  const known = (value: string): value is T[number] => allowed.includes(value);
  return sentAs<T[number] | ''>()(
    text(l, { required: true }).pipe(
      z
        .string()
        .refine(known, { error: wrong })
        .transform((v) => v as T[number]),
    ),
  );
}
