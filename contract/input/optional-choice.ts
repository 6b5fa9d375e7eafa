import { z } from 'zod';
import { said, titled, type Label } from './fields';

// A code a form may leave out where the record's own value stands in (a user's gender and status
// on an edit): the schema cannot know that value, so an empty field is answered as null.

/** One of a fixed set of codes, or null when empty (left out, null or ''). */
export function optionalChoice<const T extends readonly [string, ...string[]]>(l: Label, allowed: T) {
  const list = allowed.join(', ');
  const wrong = said(`${l.zh}的值无效，可选值：${list}`, `${l.en} must be one of: ${list}`);
  const invalidChar = said(`${l.zh}含有无效字符`, `${l.en} contains an invalid character`);
  const badFormat = said(`${l.zh}格式不正确`, `${l.en} has an invalid format`);
  const read = (value: unknown, ctx: z.RefinementCtx) => {
    if (value === undefined || value === null) return null;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (typeof value !== 'string') {
      ctx.addIssue({ code: 'custom', message: badFormat });
      return z.NEVER;
    }
    if (value.includes('\u0000')) ctx.addIssue({ code: 'custom', message: invalidChar });
    return value.trim() || null;
  };
  return z
    .preprocess((value: T[number] | '' | null, ctx) => read(value, ctx), z.enum(allowed, { error: wrong }).nullable())
    .meta(titled(l))
    .default(null);
}
