/** The answer to a captcha SVG's arithmetic question, read from its text as a person reads it. */
export function answerOfCaptchaSvg(svg: string): string {
  const text = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
  const match = /(\d+)\s*([+\-−])\s*(\d+)/.exec(text);
  if (!match) throw new Error(`no question in the captcha: ${text}`);
  const [a, op, b] = [Number(match[1]), match[2], Number(match[3])];
  return String(op === '+' ? a + b : a - b);
}
