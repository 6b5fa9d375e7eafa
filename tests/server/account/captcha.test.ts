import { describe, expect, it } from 'vitest';
import { call, login, peekCaptchaAnswer, questionOf, setConfig, solve } from '../helpers/client';

// docs/api.md "GET /captchaImage": the captcha's switch, its image and its one use.

describe('GET /captchaImage', () => {
  it('answers an SVG arithmetic question with a uuid', async () => {
    const reply = await call('/captchaImage');
    expect(reply).toMatchObject({ code: 200, msg: '操作成功', captchaEnabled: true });
    expect(String(reply.uuid)).toMatch(/^[0-9a-f]{32}$/);
    const img = String(reply.img);
    expect(img.startsWith('data:')).toBe(false);
    const svg = Buffer.from(img, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*width="120" height="40"/);
    expect(svg.match(/<line /g)?.length).toBeGreaterThanOrEqual(3);
    expect(questionOf(img)).toMatch(/^[1-9] [+-] [1-9] = \?$/);
  });

  it('has an answer that a reader of the picture computes', async () => {
    for (let i = 0; i < 20; i++) {
      const reply = await call('/captchaImage');
      const answer = solve(questionOf(String(reply.img)));
      expect(answer).toBeGreaterThanOrEqual(0);
      expect(String(answer)).toBe(await peekCaptchaAnswer(String(reply.uuid)));
    }
  });

  it('gives a new uuid every time', async () => {
    const first = await call('/captchaImage');
    const second = await call('/captchaImage');
    expect(first.uuid).not.toBe(second.uuid);
  });

  it('answers only captchaEnabled: false when config switches the captcha off', async () => {
    await setConfig(await login('admin'), 'sys.account.captchaEnabled', 'false');
    const reply = await call('/captchaImage');
    expect(reply).toEqual({ code: 200, msg: '操作成功', captchaEnabled: false });
  });
});
