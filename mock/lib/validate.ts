import type { Body } from './body';
import type { Lang } from './lang';
import { bad } from './reply';

// Field readers that validate as they read, so a handler either gets clean values or the
// request fails with a bilingual message that names the field, before anything is saved.

/** A field's key in the payload and its human name in both languages. */
export interface Field {
  key: string;
  zh: string;
  en: string;
}

export const field = (key: string, zh: string, en: string): Field => ({ key, zh, en });

function scalar(lang: Lang, body: Body, f: Field): string {
  const value = body[f.key];
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return bad(lang, `${f.zh}格式不正确`, `${f.en} has an invalid format`);
}

interface TextRule {
  required?: boolean;
  min?: number;
  max?: number;
}

export function text(lang: Lang, body: Body, f: Field, rule: TextRule = {}): string {
  const value = scalar(lang, body, f);
  const { required = false, min = required ? 1 : 0, max = 500 } = rule;
  if (!value) {
    if (required) bad(lang, `${f.zh}不能为空`, `${f.en} is required`);
    return '';
  }
  if (value.length < min || value.length > max) {
    bad(lang, `${f.zh}长度必须介于 ${min} 和 ${max} 之间`, `${f.en} must be ${min} to ${max} characters long`);
  }
  return value;
}

interface IntRule {
  required?: boolean;
  min?: number;
  max?: number;
  fallback?: number;
}

export function int(lang: Lang, body: Body, f: Field, rule: IntRule = {}): number {
  const value = scalar(lang, body, f);
  const { required = false, min = 0, max = 999_999, fallback = 0 } = rule;
  if (!value) {
    if (required) bad(lang, `${f.zh}不能为空`, `${f.en} is required`);
    return fallback;
  }
  if (!/^-?\d+$/.test(value)) bad(lang, `${f.zh}必须是整数`, `${f.en} must be a whole number`);
  const n = Number(value);
  if (n < min || n > max)
    bad(lang, `${f.zh}必须介于 ${min} 和 ${max} 之间`, `${f.en} must be between ${min} and ${max}`);
  return n;
}

/** One of a fixed set of codes (status "0"/"1", list classes, ...); empty takes the fallback. */
export function choice(lang: Lang, body: Body, f: Field, allowed: readonly string[], fallback: string): string {
  const value = scalar(lang, body, f);
  if (!value) return fallback;
  if (!allowed.includes(value)) {
    const list = allowed.join(', ');
    bad(lang, `${f.zh}的值无效，可选值：${list}`, `${f.en} must be one of: ${list}`);
  }
  return value;
}

/** Comma-joined numeric ids from a path such as `/config/3,4`. */
export function idList(lang: Lang, raw: string | readonly string[] | undefined, f: Field): number[] {
  const parts = String(raw ?? '')
    .split(',')
    .map((s) => s.trim());
  if (!parts.length || parts.some((p) => !/^\d+$/.test(p))) {
    bad(lang, `${f.zh}必须是数字（多个用逗号分隔）`, `${f.en} must be numbers separated by commas`);
  }
  return parts.map(Number);
}

export function idParam(lang: Lang, raw: string | readonly string[] | undefined, f: Field): number {
  const ids = idList(lang, raw, f);
  if (ids.length !== 1) bad(lang, `${f.zh}只能是一个数字`, `${f.en} must be a single number`);
  return ids[0];
}
