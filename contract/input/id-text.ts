import { z } from 'zod';
import { said, titled, type Label } from './fields';

/**
 * Record ids as the older forms send them: a list, or comma-joined text ("3,4"), each a number of
 * at most nine digits; absent or '' is none. Repeats are kept: the area decides what they mean.
 */
export function idsOrText(l: Label) {
  const badFormat = said(`${l.zh}格式不正确`, `${l.en} has an invalid format`);
  const notNumbers = said(`${l.zh}必须是数字`, `${l.en} must be numbers`);
  const read = (raw: unknown, ctx: z.RefinementCtx): number[] => {
    if (raw === undefined || raw === null || raw === '') return [];
    const parts = Array.isArray(raw)
      ? (raw as unknown[])
      : typeof raw === 'string' || typeof raw === 'number'
        ? String(raw).split(',')
        : null;
    if (!parts) {
      ctx.addIssue({ code: 'custom', message: badFormat });
      return z.NEVER;
    }
    const written = parts.map((part) => String(part).trim());
    if (written.some((part) => !/^\d{1,9}$/.test(part))) {
      ctx.addIssue({ code: 'custom', message: notNumbers });
      return z.NEVER;
    }
    return written.map(Number);
  };
  return z.preprocess((raw: number[] | string, ctx) => read(raw, ctx), z.array(z.number())).meta(titled(l));
}
