import { z } from 'zod';
import { said, type Label } from './fields';

// Ids chosen in a form that may come as a JSON array or, from RuoYi's pages, as comma-joined text
// in the query (`roleIds=3,4`): each a whole number of at most nine digits, in the order sent.

/** Ids as an array or comma-joined text; [] when absent or empty. */
export function commaIds(l: Label) {
  const notNumbers = said(`${l.zh}必须是数字`, `${l.en} must be numbers`);
  const badFormat = said(`${l.zh}格式不正确`, `${l.en} has an invalid format`);
  return z
    .unknown()
    .transform((raw, ctx): number[] => {
      if (raw === undefined || raw === null || raw === '') return [];
      const parts = Array.isArray(raw)
        ? raw
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
    })
    .meta({ title: l.en })
    .default([]);
}
