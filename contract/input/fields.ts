import { z } from 'zod';

// The building blocks of an area's input schemas (docs/server.md "Adding an area"). Each field carries its
// human name in both languages, and every problem it finds is said naming that field, in the
// request's language (the server's server/lib/input/check.ts turns the first problem into the answer). Bodies come from forms
// that may send a number where text is expected and '' or null for an empty field, so each field
// first reads its value as trimmed text, as the forms send it, before its rule applies. A field's
// input type (`z.input`) is the value a form holds for it, which the console's form types are
// inferred from; the server still reads whatever arrives, as said above.

/** A field's human name in both languages. */
export interface Label {
  zh: string;
  en: string;
}

export const label = (zh: string, en: string): Label => ({ zh, en });

/** The field's name in the API document (server/areas/openapi): English as `title`, Chinese beside it. */
export const titled = (l: Label) => ({ title: l.en, 'x-title-zh': l.zh });

/**
 * A problem as the issue's message: both languages, read back by the server's
 * server/lib/input/check.ts. zod keeps one string
 * per issue, so the pair travels as JSON.
 */
export const said = (zh: string, en: string): string => JSON.stringify({ zh, en } satisfies Label);

const invalidChar = (l: Label) => said(`${l.zh}含有无效字符`, `${l.en} contains an invalid character`);
const badFormat = (l: Label) => said(`${l.zh}格式不正确`, `${l.en} has an invalid format`);
const required = (l: Label) => said(`${l.zh}不能为空`, `${l.en} is required`);

/** The value as trimmed text: '' for absent or null, numbers and booleans as written; else a problem. */
function asText(l: Label) {
  return (value: unknown, ctx: z.RefinementCtx): string => {
    if (value === undefined || value === null) return '';
    if (typeof value === 'string') {
      // PostgreSQL text cannot hold a NUL character: refused here, naming the field, not as a database error
      if (value.includes('\u0000')) ctx.addIssue({ code: 'custom', message: invalidChar(l) });
      return value.trim();
    }
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    ctx.addIssue({ code: 'custom', message: badFormat(l) });
    return z.NEVER;
  };
}

export interface TextRule {
  required?: boolean;
  min?: number;
  /** 500 when not given: no free-text column is longer */
  max?: number;
}

/** A text field that must be given: a form sends it as text. */
export type RequiredText = z.ZodPreprocess<z.ZodString, string>;

/** Trimmed text; '' when absent and not required. */
export function text(l: Label, rule: TextRule & { required: true }): RequiredText;
export function text(l: Label, rule?: TextRule & { required?: false }): z.ZodDefault<RequiredText>;
export function text(l: Label, rule: TextRule): RequiredText | z.ZodDefault<RequiredText>;
export function text(l: Label, rule: TextRule = {}): RequiredText | z.ZodDefault<RequiredText> {
  const { required: needed = false, min = needed ? 1 : 0, max = 500 } = rule;
  const length = said(`${l.zh}长度必须介于 ${min} 和 ${max} 之间`, `${l.en} must be ${min} to ${max} characters long`);
  let inner = z.string();
  if (needed) inner = inner.min(1, { error: required(l), abort: true });
  inner = inner.max(max, { error: length });
  const checked = inner.refine((v) => !v || v.length >= min, { error: length });
  const read = asText(l);
  const field = z.preprocess((value: string, ctx) => read(value, ctx), checked).meta(titled(l));
  return needed ? field : field.default('');
}

export interface IntRule {
  min?: number;
  max?: number;
}

const INT_MAX = 2_147_483_647;

/** The value as a whole number, or null when empty; text that is not one is a problem. */
function asInt(l: Label, needed: boolean) {
  const read = asText(l);
  return (value: unknown, ctx: z.RefinementCtx): number | null => {
    const written = read(value, ctx);
    if (written === z.NEVER) return z.NEVER;
    if (!written) {
      if (needed) ctx.addIssue({ code: 'custom', message: required(l) });
      return null;
    }
    if (!/^-?\d+$/.test(written)) {
      ctx.addIssue({ code: 'custom', message: said(`${l.zh}必须是整数`, `${l.en} must be a whole number`) });
      return z.NEVER;
    }
    return Number(written);
  };
}

function wholeNumber(l: Label, rule: IntRule) {
  const { min = 0, max = INT_MAX } = rule;
  const range = said(`${l.zh}必须介于 ${min} 和 ${max} 之间`, `${l.en} must be between ${min} and ${max}`);
  return z.number().int().min(min, { error: range }).max(max, { error: range });
}

/** A required whole number (numbers and numeric text are read alike). */
export function int(l: Label, rule: IntRule = {}) {
  const read = asInt(l, true);
  return z.preprocess((value: number, ctx) => read(value, ctx), wholeNumber(l, rule)).meta(titled(l));
}

/** A whole number, null when absent. */
export function optionalInt(l: Label, rule: IntRule = {}) {
  const read = asInt(l, false);
  return z
    .preprocess((value: number | null, ctx) => read(value, ctx), wholeNumber(l, rule).nullable())
    .meta(titled(l))
    .default(null);
}

/** One of a fixed set of codes (status "0"/"1", ...); empty takes the fallback. */
export function choice<const T extends readonly [string, ...string[]]>(l: Label, allowed: T, fallback: T[number]) {
  const list = allowed.join(', ');
  const wrong = said(`${l.zh}的值无效，可选值：${list}`, `${l.en} must be one of: ${list}`);
  const read = asText(l);
  return z
    .preprocess((value: T[number], ctx) => read(value, ctx) || fallback, z.enum(allowed, { error: wrong }))
    .meta(titled(l))
    .default(fallback);
}

/** The ids of a path such as `/config/3,4`: comma-joined numbers. */
export function pathIds(l: Label) {
  const wrong = said(`${l.zh}必须是数字（多个用逗号分隔）`, `${l.en} must be numbers separated by commas`);
  return z
    .string()
    .regex(/^\s*\d{1,9}\s*(,\s*\d{1,9}\s*)*$/, { error: wrong })
    .transform((raw) => raw.split(',').map((part) => Number(part.trim())))
    .meta(titled(l));
}

/** The one id of a path such as `/config/3`. */
export function pathId(l: Label) {
  const single = said(`${l.zh}只能是一个数字`, `${l.en} must be a single number`);
  return pathIds(l)
    .pipe(z.array(z.number()).length(1, { error: single }))
    .transform(([id]) => id);
}

/**
 * `schema` with its input type declared as `In`, the value a form holds for the field, where the
 * chain of checks would otherwise say only what its first step reads (text). Types only: the
 * checks are `schema`'s own.
 */
export const sentAs =
  <In>() =>
  <S extends z.ZodType>(schema: S) =>
    schema as S & z.ZodType<z.output<S>, In>;
