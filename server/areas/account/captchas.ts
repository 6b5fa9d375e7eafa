import { randomInt } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import { captchas } from '../../db/schema';
import type { Db } from '../../db/types';
import { plus, type Clock } from '../../lib/clock';
import { fail } from '../../lib/errors';
import { randomHex } from '../../lib/tokens';

// Captchas (docs/api.md "GET /captchaImage"): an arithmetic question, answered once within two
// minutes, whatever the outcome of the attempt.

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;

export interface Question {
  a: number;
  op: '+' | '-';
  b: number;
}

const digit = () => randomInt(1, 10);

export async function newCaptcha(db: Db, clock: Clock): Promise<{ uuid: string; question: Question }> {
  const first = digit();
  const second = digit();
  const op = randomInt(2) === 0 ? '+' : '-';
  // For subtraction the larger operand goes first so the answer is never negative.
  const question: Question =
    op === '+' ? { a: first, op, b: second } : { a: Math.max(first, second), op, b: Math.min(first, second) };
  const answer = op === '+' ? question.a + question.b : question.a - question.b;
  const uuid = randomHex(16);
  const now = clock.now();
  // Stale captchas are dropped as new ones come, so the table does not grow without end.
  await db.delete(captchas).where(lte(captchas.expiresAt, now));
  await db.insert(captchas).values({ uuid, answer: String(answer), expiresAt: plus(now, CAPTCHA_TTL_MS) });
  return { uuid, question };
}

/** Removes a captcha whatever the outcome (single use); answers it only while it is valid. */
export async function takeCaptcha(db: Db, clock: Clock, uuid: string): Promise<{ answer: string } | null> {
  const [taken] = await db.delete(captchas).where(eq(captchas.uuid, uuid)).returning();
  return taken && taken.expiresAt > clock.now() ? { answer: taken.answer } : null;
}

/** Refuses an unknown, used or expired captcha and a wrong answer. */
export function checkCaptcha(captcha: { answer: string } | null, code: string): void {
  if (!captcha) fail('验证码已失效', 'The captcha has expired');
  if (code.trim() !== captcha.answer) fail('验证码错误', 'Wrong captcha');
}
