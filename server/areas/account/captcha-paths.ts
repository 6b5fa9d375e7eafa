import { randomInt } from 'node:crypto';

// The captcha picture outside the demo data (docs/security.md "Captchas"): a 120x40 SVG whose
// question is drawn, not written. Each glyph is a stroke whose every point is moved at random,
// then scaled, turned and placed at random, so the same digit is never drawn the same way twice
// and no table of shapes reads it; curves and specks in the glyphs' own colours and weight lie
// across it. The markup holds no text and no attribute that names a character: a machine must
// see the picture as a person does.

type Point = readonly [number, number];
type Stroke = readonly Point[];

/** Each glyph as strokes in a 10 by 16 box, top left at 0,0. */
const GLYPHS: Record<string, readonly Stroke[]> = {
  '0': [
    [
      [5, 0],
      [9, 3],
      [9, 13],
      [5, 16],
      [1, 13],
      [1, 3],
      [5, 0],
    ],
  ],
  '1': [
    [
      [3, 3],
      [6, 0],
      [6, 16],
    ],
  ],
  '2': [
    [
      [1, 3],
      [4, 0],
      [8, 1],
      [9, 4],
      [1, 16],
      [10, 16],
    ],
  ],
  '3': [
    [
      [1, 1],
      [8, 0],
      [9, 4],
      [4, 7],
      [9, 10],
      [9, 14],
      [5, 16],
      [1, 15],
    ],
  ],
  '4': [
    [
      [7, 16],
      [7, 0],
      [0, 11],
      [10, 11],
    ],
  ],
  '5': [
    [
      [9, 0],
      [2, 0],
      [1, 7],
      [6, 6],
      [9, 9],
      [9, 13],
      [5, 16],
      [1, 15],
    ],
  ],
  '6': [
    [
      [8, 0],
      [3, 3],
      [1, 9],
      [2, 15],
      [6, 16],
      [9, 13],
      [8, 9],
      [4, 8],
      [1, 10],
    ],
  ],
  '7': [
    [
      [0, 0],
      [10, 0],
      [4, 16],
    ],
  ],
  '8': [
    [
      [5, 8],
      [1, 5],
      [2, 1],
      [5, 0],
      [8, 1],
      [9, 5],
      [5, 8],
      [1, 11],
      [2, 15],
      [5, 16],
      [8, 15],
      [9, 11],
      [5, 8],
    ],
  ],
  '9': [
    [
      [9, 7],
      [6, 9],
      [2, 8],
      [1, 4],
      [4, 0],
      [8, 1],
      [9, 7],
      [8, 13],
      [3, 16],
    ],
  ],
  '+': [
    [
      [1, 8],
      [9, 8],
    ],
    [
      [5, 4],
      [5, 12],
    ],
  ],
  '-': [
    [
      [1, 8],
      [9, 8],
    ],
  ],
  '=': [
    [
      [1, 6],
      [9, 6],
    ],
    [
      [1, 11],
      [9, 11],
    ],
  ],
  '?': [
    [
      [1, 4],
      [3, 0],
      [7, 0],
      [9, 3],
      [5, 8],
      [5, 11],
    ],
    [
      [5, 14],
      [5, 16],
    ],
  ],
};

// Named colours: an attribute value with digits could be mistaken for a clue, and names carry none.
const INK = ['navy', 'purple', 'firebrick', 'teal', 'chocolate', 'darkslateblue'];
const NOISE = ['lightsteelblue', 'thistle', 'rosybrown', 'darkseagreen'];

/** A uniformly random number in [min, max), in thousandths. */
const between = (min: number, max: number) => min + randomInt(Math.round((max - min) * 1000)) / 1000;
const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)];
const num = (n: number) => n.toFixed(1);

/** A smooth path through the points: quadratic curves between their midpoints. */
function pathThrough(points: readonly Point[]): string {
  const [first, ...rest] = points;
  let d = `M${num(first[0])} ${num(first[1])}`;
  for (let i = 0; i < rest.length - 1; i++) {
    const [x, y] = rest[i];
    const [nx, ny] = rest[i + 1];
    d += ` Q${num(x)} ${num(y)} ${num((x + nx) / 2)} ${num((y + ny) / 2)}`;
  }
  const last = rest.at(-1) ?? first;
  return `${d} L${num(last[0])} ${num(last[1])}`;
}

/** Glyphs and noise alike: the same attributes, so that none tells the one from the other. */
const strokePath = (d: string, colour: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${num(width)}" stroke-linecap="round"/>`;

/** The elements in a random order: their order in the markup says nothing either. */
function shuffled<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** One glyph's strokes, each point jittered, the whole scaled, turned and put at (left, top). */
function drawGlyph(strokes: readonly Stroke[], left: number, top: number): string[] {
  const scale = between(1.2, 1.5);
  const angle = (between(-18, 18) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const colour = pick(INK);
  return strokes.map((stroke) => {
    const points = stroke.map(([x, y]): Point => {
      const [jx, jy] = [(x - 5 + between(-0.9, 0.9)) * scale, (y - 8 + between(-0.9, 0.9)) * scale];
      return [left + 5 * scale + jx * cos - jy * sin, top + 8 * scale + jx * sin + jy * cos];
    });
    return strokePath(pathThrough(points), colour, between(1.6, 2.4));
  });
}

/** Curves across the picture, some in the glyphs' own colours and weight, and specks. */
function noise(): string[] {
  const curves = Array.from({ length: 5 }, (_, i) => {
    const points: Point[] = [
      [between(0, 20), between(2, 38)],
      [between(25, 60), between(0, 40)],
      [between(60, 95), between(0, 40)],
      [between(100, 120), between(2, 38)],
    ];
    const [a, b, c, d] = points;
    const path = `M${num(a[0])} ${num(a[1])} C${num(b[0])} ${num(b[1])} ${num(c[0])} ${num(c[1])} ${num(d[0])} ${num(d[1])}`;
    const colour = i < 2 ? pick(INK) : pick(NOISE);
    // thinner than the glyphs: a person tells them apart at a glance
    return strokePath(path, colour, i < 2 ? between(0.8, 1.3) : between(0.8, 2));
  });
  const specks = Array.from({ length: 24 }, () => {
    const [x, y] = [between(0, 118), between(0, 38)];
    // dots, not dashes, so that none passes for a minus sign
    const d = `M${num(x)} ${num(y)} l${num(between(0.1, 0.5))} ${num(between(-0.5, 0.5))}`;
    return strokePath(d, pick([...INK, ...NOISE]), between(1, 1.8));
  });
  return [...curves, ...specks];
}

/** The question's tokens ("3", "+", "4", "=", "?") drawn as paths among noise. */
export function captchaPaths(tokens: readonly string[]): string {
  const glyphs = tokens.flatMap((token, i) =>
    [...token].flatMap((char, j) =>
      drawGlyph(GLYPHS[char] ?? GLYPHS['?'], 6 + i * 22 + j * 9 + between(-2, 2), between(4, 12)),
    ),
  );
  const body = shuffled([...noise(), ...glyphs]).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="ghostwhite"/>${body}</svg>`;
}
