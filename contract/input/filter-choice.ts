import { z } from 'zod';
import { said, sentAs, text, type Label } from './fields';

/** One of a fixed set of codes, or '' when not given: a list's filter, where empty means any. */
export function filterChoice<const T extends readonly [string, ...string[]]>(l: Label, allowed: T) {
  const list = allowed.join(', ');
  const wrong = said(`${l.zh}的值无效，可选值：${list}`, `${l.en} must be one of: ${list}`);
  const known = (value: string): value is T[number] | '' => !value || allowed.includes(value);
  return sentAs<T[number] | ''>()(
    text(l).pipe(
      z
        .string()
        .refine(known, { error: wrong })
        .transform((value) => value as T[number] | ''),
    ),
  );
}
