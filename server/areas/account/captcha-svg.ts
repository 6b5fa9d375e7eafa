// The demo data's captcha picture: a 120x40 SVG whose question sits in <text> elements, one per
// token. Plain text on purpose, and only where the parameter sys.account.captchaPlainText is
// "true" (the demo seed sets it): the browser tests read it the way a person would. A machine
// reads it as easily, so every other database gets ./captcha-paths.ts.

const INK = ['#1f3a93', '#8e44ad', '#c0392b', '#16a085', '#d35400'];
const NOISE = ['#a3b8d8', '#c8b3d9', '#e0b4a8', '#a9d8c8'];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const rand = (min: number, max: number) => Math.round(min + Math.random() * (max - min));

export function captchaSvg(tokens: readonly string[]): string {
  const lines = Array.from(
    { length: 4 },
    () =>
      `<line x1="${rand(0, 30)}" y1="${rand(2, 38)}" x2="${rand(90, 120)}" y2="${rand(2, 38)}" stroke="${pick(NOISE)}" stroke-width="1"/>`,
  ).join('');
  const texts = tokens
    .map((token, i) => {
      const x = 14 + i * 22;
      const y = 28 + rand(-3, 3);
      return `<text x="${x}" y="${y}" font-family="Arial, sans-serif" font-size="22" font-weight="bold" fill="${pick(INK)}" transform="rotate(${rand(-12, 12)} ${x} ${y})">${token}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#f4f7fb"/>${lines}${texts}</svg>`;
}
