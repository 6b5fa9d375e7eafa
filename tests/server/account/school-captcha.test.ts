import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { createPglite, pgliteDatabase, type Database } from '../../../server/db/client';
import { prepareDatabase } from '../../../server/db/prepare';
import { captchas } from '../../../server/db/schema';
import {
  call,
  login,
  peekCaptchaAnswer,
  questionOf,
  request,
  setConfig,
  solve,
  type CallOptions,
  type Envelope,
} from '../helpers/client';

// docs/security.md "Captchas": outside the demo data the captcha's picture draws its question as
// jittered paths among noise, so that its markup does not hold the answer; only the demo seed sets
// sys.account.captchaPlainText, which draws it as plain text for the browser tests. A school's
// first start (SEED=school) also leaves self-registration off until its administrator turns it on.

const NEW_DATABASE_MS = 120_000;

/**
 * What a machine could read from the markup: the text between tags and every attribute that is
 * neither geometry nor the fixed SVG namespace.
 */
function readableParts(svg: string): string {
  const textNodes = [...svg.matchAll(/>([^<]*)</g)].map((m) => m[1]).join('');
  const attributes = [...svg.matchAll(/\s([\w:-]+)="([^"]*)"/g)]
    .filter(
      ([, name]) =>
        !['xmlns', 'd', 'transform', 'width', 'height', 'viewBox', 'stroke-width', 'opacity'].includes(name),
    )
    .map(([, name, value]) => `${name}=${value}`)
    .join(' ');
  return `${textNodes} ${attributes}`;
}

const svgOf = (reply: Envelope) => Buffer.from(String(reply.img), 'base64').toString('utf8');

function hardCaptchaChecks(svgs: Array<{ svg: string; answer: string }>) {
  const paths = new Set<string>();
  let drawn = 0;
  for (const { svg, answer } of svgs) {
    expect(svg).toMatch(/^<svg [^>]*width="120" height="40"/);
    expect(svg).not.toMatch(/<(text|tspan|title|desc|foreignObject|image|use)\b/);
    expect(readableParts(svg)).not.toMatch(/\d/);
    expect(readableParts(svg)).not.toContain(answer);
    const d = [...svg.matchAll(/<path [^>]*d="([^"]+)"/g)].map((m) => m[1]);
    // the question's five glyphs and the noise strokes
    expect(d.length).toBeGreaterThanOrEqual(8);
    // A speck is one short relative dash ("M x y l dx dy", tenths of a pixel): among the 480 that
    // twenty pictures hold, two alike happen by chance about once in two hundred runs, and say
    // nothing. Every other stroke (a glyph's, a curve's) has points enough never to repeat.
    const strokes = d.filter((path) => !/^M[\d.]+ [\d.]+ l[-\d.]+ [-\d.]+$/.test(path));
    expect(strokes.length).toBeGreaterThanOrEqual(8);
    for (const path of strokes) paths.add(path);
    drawn += strokes.length;
  }
  // jitter: no stroke is drawn twice the same way, so no table of glyphs reads the question
  expect(paths.size).toBe(drawn);
}

describe("a school's database (SEED=school)", () => {
  let school: Database;
  const app = () => createApp({ db: school.db });
  const callSchool = async <D = unknown>(path: string, options: CallOptions = {}) =>
    (await (await app().fetch(request(path, options))).json()) as Envelope<D>;
  const answerOf = async (uuid: string) =>
    (await school.db.select({ answer: captchas.answer }).from(captchas).where(eq(captchas.uuid, uuid)))[0]?.answer ??
    '';

  beforeAll(async () => {
    school = pgliteDatabase(await createPglite());
    await prepareDatabase(school, { seed: 'school', adminPassword: 'Our-School-2026' });
  }, NEW_DATABASE_MS);
  afterAll(async () => {
    await school?.close();
  });

  it('draws a captcha whose markup holds neither <text> nor the answer', async () => {
    const drawn = [];
    for (let i = 0; i < 20; i++) {
      const reply = await callSchool('/captchaImage');
      expect(reply).toMatchObject({ code: 200, captchaEnabled: true });
      drawn.push({ svg: svgOf(reply), answer: await answerOf(String(reply.uuid)) });
    }
    hardCaptchaChecks(drawn);
  });

  it('still lets in who reads the picture (here: the answer the server keeps)', async () => {
    const reply = await callSchool('/captchaImage');
    const body = {
      username: 'admin',
      password: 'Our-School-2026',
      uuid: reply.uuid,
      code: await answerOf(String(reply.uuid)),
    };
    expect((await callSchool('/login', { method: 'POST', body })).code).toBe(200);
  });

  it('has registration off until the administrator turns it on', async () => {
    const reply = await callSchool('/captchaImage');
    const body = {
      username: 'visitor',
      password: 'secret1',
      confirmPassword: 'secret1',
      uuid: reply.uuid,
      code: await answerOf(String(reply.uuid)),
    };
    expect(await callSchool('/register', { method: 'POST', body, lang: 'en' })).toEqual({
      code: 500,
      msg: 'Registration is not enabled',
      kind: 'invalid',
    });
    expect(await callSchool('/system/config/configKey/sys.account.registerUser')).toMatchObject({ data: 'false' });
  });
});

describe('the demo data', () => {
  it('sets sys.account.captchaPlainText, and only then is the question plain text', async () => {
    const plain = await call('/captchaImage');
    expect(solve(questionOf(String(plain.img)))).toBe(Number(await peekCaptchaAnswer(String(plain.uuid))));
    await setConfig(await login('admin'), 'sys.account.captchaPlainText', 'false');
    const drawn = [];
    for (let i = 0; i < 5; i++) {
      const reply = await call('/captchaImage');
      drawn.push({ svg: svgOf(reply), answer: String(await peekCaptchaAnswer(String(reply.uuid))) });
    }
    hardCaptchaChecks(drawn);
  });
});
