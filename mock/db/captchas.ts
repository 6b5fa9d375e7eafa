import { now } from '../lib/clock';
import { randomId } from '../lib/ids';
import type { Lang } from '../lib/lang';
import { bad } from '../lib/reply';
import { db } from './store';
import type { Captcha } from './types';

/** A captcha may be answered once, within two minutes. */
export const CAPTCHA_TTL_MS = 2 * 60 * 1000;

export interface Question {
  a: number;
  op: '+' | '-';
  b: number;
}

const digit = () => 1 + Math.floor(Math.random() * 9);

export function newCaptcha(): { uuid: string; question: Question } {
  const first = digit();
  const second = digit();
  const op = Math.random() < 0.5 ? '+' : '-';
  // For subtraction the larger operand goes first so the answer is never negative.
  const question: Question =
    op === '+' ? { a: first, op, b: second } : { a: Math.max(first, second), op, b: Math.min(first, second) };
  const answer = op === '+' ? question.a + question.b : question.a - question.b;
  const uuid = randomId(32);
  // Drop stale captchas as new ones come, so the saved database does not grow without end.
  db().captchas = db().captchas.filter((c) => c.expiresAt > now());
  db().captchas.push({ uuid, answer: String(answer), expiresAt: now() + CAPTCHA_TTL_MS });
  return { uuid, question };
}

/** Remove a captcha whatever the outcome (single use); null when unknown or expired. */
export function takeCaptcha(uuid: string): Captcha | null {
  const captcha = db().captchas.find((c) => c.uuid === uuid) ?? null;
  if (captcha) db().captchas = db().captchas.filter((c) => c !== captcha);
  return captcha && captcha.expiresAt > now() ? captcha : null;
}

/** Reject an unknown/expired captcha or a wrong answer. */
export function checkCaptcha(lang: Lang, captcha: Captcha | null, code: string): void {
  if (!captcha) bad(lang, '验证码已失效', 'The captcha has expired');
  if (code.trim() !== captcha.answer) bad(lang, '验证码错误', 'Wrong captcha');
}

/** Test helper: the answer of a live captcha without solving the picture. */
export function peekCaptchaAnswer(uuid: string): string | undefined {
  return db().captchas.find((c) => c.uuid === uuid)?.answer;
}
