// Reading the captcha the way a person does: look at the picture, do the sum. The browser tests
// run on the demo data, whose parameter sys.account.captchaPlainText draws the picture as an SVG
// data URL whose <text> elements spell the question, e.g. "3", "+", "4", "=", "?". Any other
// database draws it as jittered paths that no script reads (docs/security.md "Captchas").

export interface SolvedCaptcha {
  question: string;
  answer: string;
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'" };

/** The SVG markup inside a `data:image/svg+xml;base64,...` (or URL-encoded) src. */
export function svgFromDataUrl(src: string): string {
  const match = /^data:image\/svg\+xml(;[^,]*)?,(.*)$/s.exec(src);
  if (!match) throw new Error(`the captcha image is not an SVG data URL: ${src.slice(0, 60)}…`);
  const [, params = '', data] = match;
  return params.includes(';base64') ? Buffer.from(data, 'base64').toString('utf8') : decodeURIComponent(data);
}

/** The words of every <text> element, in document order, joined by spaces. */
export function svgText(svg: string): string {
  const parts: string[] = [];
  for (const [, inner] of svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)) {
    // A <text> may hold <tspan>s; keep only the characters.
    const plain = inner.replace(/<[^>]+>/g, '').replace(/&[a-z#0-9]+;/gi, (e) => ENTITIES[e] ?? e);
    if (plain.trim()) parts.push(plain.trim());
  }
  return parts.join(' ');
}

/** Solve "a op b = ?" (op one of + - × x * ÷ /). */
export function solveQuestion(question: string): string {
  const match = /(\d+)\s*([+\-−×xX*÷/])\s*(\d+)\s*=/.exec(question);
  if (!match) throw new Error(`cannot read the captcha question "${question}"`);
  const a = Number(match[1]);
  const b = Number(match[3]);
  switch (match[2]) {
    case '+':
      return String(a + b);
    case '-':
    case '−':
      return String(a - b);
    case '÷':
    case '/':
      return String(Math.trunc(a / b));
    default:
      return String(a * b);
  }
}

export function solveCaptchaSrc(src: string): SolvedCaptcha {
  const question = svgText(svgFromDataUrl(src));
  return { question, answer: solveQuestion(question) };
}
