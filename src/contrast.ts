// WCAG 2 contrast, and the shade of a colour that keeps text drawn in it (or on it, in white)
// readable. The console takes a theme colour's hue from the settings and draws it at that shade.

type Rgb = [number, number, number];

function parseHex(color: string): Rgb | null {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance of an sRGB colour, 0 (black) to 1 (white). */
function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const ratio = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** `rgb` moved towards `other` by `share` (0: itself, 1: `other`), rounded as a hex colour would be. */
const mix = (rgb: Rgb, other: Rgb, share: number) => rgb.map((c, i) => Math.round(c + (other[i] - c) * share)) as Rgb;

/** The contrast ratio of two colours (1 to 21); NaN when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return ca && cb ? ratio(ca, cb) : NaN;
}

/**
 * What normal text needs (WCAG AA 4.5:1), with a margin: the colour's text is drawn on its light
 * tint too (a selected menu item, a tag), not only on white.
 */
export const READABLE_ON_WHITE = 5.5;

/**
 * The colour itself when white text on it and it as text on white are readable; otherwise the
 * same colour mixed with black, just enough. A colour that is not a hex colour comes back as it is.
 */
export function readableShade(color: string, wanted = READABLE_ON_WHITE): string {
  const rgb = parseHex(color);
  if (!rgb || ratio(rgb, WHITE) >= wanted) return color;
  // Mixing with black keeps the hue and lowers the luminance monotonically: bisect the amount.
  let low = 0;
  let high = 1;
  for (let i = 0; i < 20; i++) {
    const mid = (low + high) / 2;
    if (ratio(mix(rgb, BLACK, mid), WHITE) >= wanted) high = mid;
    else low = mid;
  }
  return toHex(mix(rgb, BLACK, high));
}

/** The colour mixed with black: `share` of black (0 to 1) in the mix. */
export function deepen(color: string, share: number): string {
  const rgb = parseHex(color);
  return rgb ? toHex(mix(rgb, BLACK, share)) : color;
}

/** The colour mixed with white: `share` of it (0 to 1) in the mix. */
export function tint(color: string, share: number): string {
  const rgb = parseHex(color);
  return rgb ? toHex(mix(rgb, WHITE, 1 - share)) : color;
}
