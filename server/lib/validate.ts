import type { Body } from './body';
import { fail } from './errors';

// One declared schema per body: each field has its name in both languages and a rule; reading a
// body checks the fields in the order declared and either answers clean values or refuses the
// request with a message naming the field, before anything is saved.
//
//   const LOGIN = schema({ username: text(USERNAME, { required: true, max: 50 }), ... });
//   const { username } = LOGIN(await readJson(c));

/** A field's key in the payload and its human name in both languages. */
export interface Field {
  key: string;
  zh: string;
  en: string;
}

export const field = (key: string, zh: string, en: string): Field => ({ key, zh, en });

/** Reads and checks one field of a body. */
export type Rule<T> = (body: Body) => T;

function scalar(body: Body, f: Field): string {
  const value = body[f.key];
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') {
    // PostgreSQL text cannot hold a NUL character: refused here, naming the field, not as a database error
    if (value.includes('\u0000')) fail(`${f.zh}含有无效字符`, `${f.en} contains an invalid character`);
    return value.trim();
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return fail(`${f.zh}格式不正确`, `${f.en} has an invalid format`);
}

export interface TextRule {
  required?: boolean;
  min?: number;
  max?: number;
}

/** Trimmed text; '' when absent and not required. */
export const text =
  (f: Field, rule: TextRule = {}): Rule<string> =>
  (body) => {
    const value = scalar(body, f);
    const { required = false, min = required ? 1 : 0, max = 500 } = rule;
    if (!value) {
      if (required) fail(`${f.zh}不能为空`, `${f.en} is required`);
      return '';
    }
    if (value.length < min || value.length > max) {
      fail(`${f.zh}长度必须介于 ${min} 和 ${max} 之间`, `${f.en} must be ${min} to ${max} characters long`);
    }
    return value;
  };

export interface IntRule {
  required?: boolean;
  min?: number;
  max?: number;
}

/** A whole number; null when absent and not required. */
export const int =
  (f: Field, rule: IntRule = {}): Rule<number | null> =>
  (body) => {
    const value = scalar(body, f);
    const { required = false, min = 0, max = 2_147_483_647 } = rule;
    if (!value) {
      if (required) fail(`${f.zh}不能为空`, `${f.en} is required`);
      return null;
    }
    if (!/^-?\d+$/.test(value)) fail(`${f.zh}必须是整数`, `${f.en} must be a whole number`);
    const n = Number(value);
    if (n < min || n > max) fail(`${f.zh}必须介于 ${min} 和 ${max} 之间`, `${f.en} must be between ${min} and ${max}`);
    return n;
  };

/** One of a fixed set of codes (status "0"/"1", ...); empty takes the fallback. */
export const choice =
  <T extends string>(f: Field, allowed: readonly T[], fallback: T): Rule<T> =>
  (body) => {
    const value = scalar(body, f);
    if (!value) return fallback;
    if (!(allowed as readonly string[]).includes(value)) {
      const list = allowed.join(', ');
      fail(`${f.zh}的值无效，可选值：${list}`, `${f.en} must be one of: ${list}`);
    }
    return value as T;
  };

type Parsed<S extends Record<string, Rule<unknown>>> = { [K in keyof S]: ReturnType<S[K]> };

/** A body's declared schema: the rules run in the order written, the first refusal answers. */
export function schema<S extends Record<string, Rule<unknown>>>(rules: S): (body: Body) => Parsed<S> {
  return (body) => {
    const out: Record<string, unknown> = {};
    for (const [key, rule] of Object.entries(rules)) out[key] = rule(body);
    return out as Parsed<S>;
  };
}

/** Comma-joined numeric ids from a path such as `/config/3,4`. */
export function idList(raw: string | undefined, f: Field): number[] {
  const parts = String(raw ?? '')
    .split(',')
    .map((s) => s.trim());
  if (!parts.length || parts.some((p) => !/^\d{1,9}$/.test(p))) {
    fail(`${f.zh}必须是数字（多个用逗号分隔）`, `${f.en} must be numbers separated by commas`);
  }
  return parts.map(Number);
}

export function idParam(raw: string | undefined, f: Field): number {
  const ids = idList(raw, f);
  if (ids.length !== 1) fail(`${f.zh}只能是一个数字`, `${f.en} must be a single number`);
  return ids[0];
}
