// Answers the server's captcha the way the browser tests do (tests/e2e/support/captcha.ts):
// decode the SVG data URL, read the <text> elements, do the sum.

export function solveCaptchaSrc(src) {
  const match = /^data:image\/svg\+xml(;[^,]*)?,(.*)$/s.exec(src ?? '');
  if (!match) throw new Error(`the captcha image is not an SVG data URL: ${String(src).slice(0, 60)}`);
  const [, params = '', data] = match;
  const svg = params.includes(';base64') ? Buffer.from(data, 'base64').toString('utf8') : decodeURIComponent(data);
  const question = [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)]
    .map(([, inner]) => inner.replace(/<[^>]+>/g, '').trim())
    .filter(Boolean)
    .join(' ');
  const sum = /(\d+)\s*([+\-−×xX*])\s*(\d+)\s*=/.exec(question);
  if (!sum) throw new Error(`cannot read the captcha question "${question}"`);
  const a = Number(sum[1]);
  const b = Number(sum[3]);
  if (sum[2] === '+') return String(a + b);
  if (sum[2] === '-' || sum[2] === '−') return String(a - b);
  return String(a * b);
}
