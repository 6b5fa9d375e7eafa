import type { Locator } from 'playwright-core';

// A small QR code reader for the browser tests: it reads the modules of a code drawn on a canvas
// (as antd's QRCode draws it) and decodes them the way a phone would: format bits, unmasking,
// the codeword zigzag, block de-interleaving, then the segments (byte, alphanumeric, numeric).
// No error correction: a code read straight off its own canvas has no damaged modules.

/** dark = true; rows top to bottom. */
export type Modules = boolean[][];

/** The modules of the QR code drawn on the first canvas inside `where`, read from its pixels. */
export async function readCanvasModules(where: Locator): Promise<Modules> {
  return where
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const { width, height } = canvas;
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, width, height).data;
      const dark = (x: number, y: number) => {
        const i = (Math.floor(y) * width + Math.floor(x)) * 4;
        const alpha = pixels[i + 3];
        return alpha > 128 && pixels[i] + pixels[i + 1] + pixels[i + 2] < 384;
      };
      let left = width;
      let top = height;
      let right = -1;
      let bottom = -1;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (!dark(x, y)) continue;
          left = Math.min(left, x);
          right = Math.max(right, x);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
      }
      // The top edge of the top-left finder pattern is 7 dark modules in a row.
      let run = 0;
      while (dark(left + run, top)) run++;
      const moduleSize = run / 7;
      // A code is 17 + 4 × version modules wide: take the width nearest to what was measured
      // (a small thumbnail's modules are only a few blurred pixels).
      const measured = (right - left + 1) / moduleSize;
      const count = 17 + 4 * Math.max(1, Math.round((measured - 17) / 4));
      const size = (right - left + 1) / count;
      return Array.from({ length: count }, (_, row) =>
        Array.from({ length: count }, (_, col) => dark(left + (col + 0.5) * size, top + (row + 0.5) * size)),
      );
    });
}

// Error correction per level (index = version, 1 to 10), from the QR code standard's tables.
const ECC_PER_BLOCK: Record<string, number[]> = {
  L: [-1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18],
  M: [-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26],
  Q: [-1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24],
  H: [-1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28],
};
const BLOCKS: Record<string, number[]> = {
  L: [-1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4],
  M: [-1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5],
  Q: [-1, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8],
  H: [-1, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8],
};
/** The two format bits of each level. */
const LEVEL_OF_BITS = ['M', 'L', 'H', 'Q'];

const MASKS: Array<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function alignmentPositions(version: number, size: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const result = [6];
  for (let pos = size - 7; result.length < count; pos -= step) result.splice(1, 0, pos);
  return result;
}

/** Which modules are finder, timing, alignment, format or version patterns (not data). */
function functionModules(version: number, size: number): boolean[][] {
  const map = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const mark = (x0: number, y0: number, w: number, h: number) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) map[y][x] = true;
  };
  mark(0, 0, 9, 9); // finder, separator and format bits
  mark(size - 8, 0, 8, 9);
  mark(0, size - 8, 9, 8); // includes the dark module
  mark(6, 0, 1, size); // timing
  mark(0, 6, size, 1);
  const align = alignmentPositions(version, size);
  const last = align.length - 1;
  align.forEach((cy, i) =>
    align.forEach((cx, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      mark(cx - 2, cy - 2, 5, 5);
    }),
  );
  if (version >= 7) {
    mark(0, size - 11, 6, 3);
    mark(size - 11, 0, 3, 6);
  }
  return map;
}

function formatOf(modules: Modules): { level: string; mask: number } {
  const bit = (x: number, y: number) => (modules[y][x] ? 1 : 0);
  let bits = 0;
  const put = (i: number, value: number) => (bits |= value << i);
  for (let i = 0; i <= 5; i++) put(i, bit(8, i));
  put(6, bit(8, 7));
  put(7, bit(8, 8));
  put(8, bit(7, 8));
  for (let i = 9; i < 15; i++) put(i, bit(14 - i, 8));
  const data = (bits ^ 0x5412) >> 10;
  return { level: LEVEL_OF_BITS[data >> 3], mask: data & 7 };
}

function codewords(modules: Modules, version: number, mask: number): number[] {
  const size = modules.length;
  const fixed = functionModules(version, size);
  const bits: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vert : vert;
        if (!fixed[y][x]) bits.push(modules[y][x] !== MASKS[mask](x, y) ? 1 : 0);
      }
    }
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  return bytes;
}

/** The data codewords in order: blocks are interleaved column by column, short blocks first. */
function dataCodewords(raw: number[], version: number, level: string): number[] {
  const blocks = BLOCKS[level][version];
  const ecc = ECC_PER_BLOCK[level][version];
  const shortBlocks = blocks - (raw.length % blocks);
  const shortLength = Math.floor(raw.length / blocks);
  const filled = Array.from({ length: blocks }, () => new Array<number>(shortLength + 1).fill(0));
  let k = 0;
  for (let i = 0; i <= shortLength; i++) {
    for (let j = 0; j < blocks; j++) {
      if (i === shortLength - ecc && j < shortBlocks) continue; // the short blocks' missing byte
      filled[j][i] = raw[k++];
    }
  }
  return filled.flatMap((block, j) => block.slice(0, shortLength - ecc + (j < shortBlocks ? 0 : 1)));
}

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

function segments(data: number[], version: number): string {
  let pos = 0;
  const read = (n: number) => {
    let value = 0;
    for (let i = 0; i < n; i++, pos++) value = (value << 1) | ((data[pos >> 3] >> (7 - (pos & 7))) & 1);
    return value;
  };
  const big = version >= 10 ? 1 : 0;
  let text = '';
  while (pos + 4 <= data.length * 8) {
    const mode = read(4);
    if (mode === 0) break;
    if (mode === 0b0111) {
      read(8); // ECI designator: the byte segments are UTF-8 anyway
    } else if (mode === 0b0100) {
      const bytes = Array.from({ length: read(big ? 16 : 8) }, () => read(8));
      text += new TextDecoder().decode(new Uint8Array(bytes));
    } else if (mode === 0b0010) {
      for (let left = read(big ? 11 : 9); left > 0; left -= 2) {
        if (left >= 2) {
          const v = read(11);
          text += ALNUM[Math.floor(v / 45)] + ALNUM[v % 45];
        } else text += ALNUM[read(6)];
      }
    } else if (mode === 0b0001) {
      for (let left = read(big ? 12 : 10); left > 0; left -= 3) {
        const digits = Math.min(left, 3);
        text += String(read([0, 4, 7, 10][digits])).padStart(digits, '0');
      }
    } else {
      throw new Error(`QR mode ${mode} is not supported by this reader`);
    }
  }
  return text;
}

/** The text a QR code (versions 1 to 10) holds. */
export function decodeQr(modules: Modules): string {
  const version = (modules.length - 17) / 4;
  if (!Number.isInteger(version) || version < 1 || version > 10) {
    throw new Error(`a ${modules.length}×${modules.length} code is not a QR code of version 1 to 10`);
  }
  const { level, mask } = formatOf(modules);
  return segments(dataCodewords(codewords(modules, version, mask), version, level), version);
}
