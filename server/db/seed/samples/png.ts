import { zlibSync } from 'fflate';

// A circuit diagram (battery, switch, bulb and the wires between them) as a real PNG: pixels
// drawn into a buffer of palette indices (five colours, one byte a pixel: a third of what RGB
// takes to deflate, which runs on the page's thread when a course's cover is first shown), each
// row filtered with "none", deflated with zlib, chunks CRC'd.

const WIDTH = 480;
const HEIGHT = 300;
type Rgb = [number, number, number];

/** The palette, in the order of the indices below. */
const PALETTE: Rgb[] = [
  [255, 255, 255],
  [38, 50, 56],
  [25, 118, 210],
  [251, 192, 45],
  [67, 160, 71],
];
const [PAPER, WIRE, BATTERY, BULB, SWITCH] = [0, 1, 2, 3, 4];

class Canvas {
  readonly pixels = new Uint8Array(WIDTH * HEIGHT).fill(PAPER);

  rect(x: number, y: number, w: number, h: number, color: number) {
    for (let row = Math.max(0, y); row < Math.min(HEIGHT, y + h); row++) {
      this.pixels.fill(color, row * WIDTH + Math.max(0, x), row * WIDTH + Math.min(WIDTH, x + w));
    }
  }

  /** A ring (or a disc when `inner` is 0) centred on cx, cy. */
  circle(cx: number, cy: number, outer: number, inner: number, color: number) {
    for (let y = cy - outer; y <= cy + outer; y++) {
      for (let x = cx - outer; x <= cx + outer; x++) {
        const d = Math.hypot(x - cx, y - cy);
        if (d <= outer && d >= inner) this.rect(x, y, 1, 1, color);
      }
    }
  }

  /** A thick straight line, stepped along its longer axis. */
  line(x0: number, y0: number, x1: number, y1: number, width: number, color: number) {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
    for (let i = 0; i <= steps; i++) {
      const x = Math.round(x0 + ((x1 - x0) * i) / steps);
      const y = Math.round(y0 + ((y1 - y0) * i) / steps);
      this.rect(x - (width >> 1), y - (width >> 1), width, width, color);
    }
  }
}

function draw(): Uint8Array {
  const c = new Canvas();
  // The loop of wire, with gaps where the parts sit.
  c.line(60, 60, 200, 60, 4, WIRE);
  c.line(280, 60, 420, 60, 4, WIRE);
  c.line(420, 60, 420, 240, 4, WIRE);
  c.line(60, 240, 220, 240, 4, WIRE);
  c.line(260, 240, 420, 240, 4, WIRE);
  c.line(60, 60, 60, 240, 4, WIRE);
  // Battery on the bottom wire: a long and a short plate.
  c.rect(218, 210, 6, 60, BATTERY);
  c.rect(254, 222, 6, 36, BATTERY);
  // Switch on the top wire: two contacts and the lever, open.
  c.circle(200, 60, 7, 0, SWITCH);
  c.circle(280, 60, 7, 0, SWITCH);
  c.line(200, 60, 270, 28, 4, SWITCH);
  // Bulb on the right wire: a ring with a cross.
  c.circle(420, 150, 30, 25, BULB);
  c.rect(395, 140, 50, 20, PAPER);
  c.line(399, 129, 441, 171, 4, BULB);
  c.line(399, 171, 441, 129, 4, BULB);
  return c.pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

export default function makePng(): Uint8Array {
  const pixels = draw();
  const stride = WIDTH;
  const raw = new Uint8Array((stride + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, WIDTH);
  view.setUint32(4, HEIGHT);
  header.set([8, 3, 0, 0, 0], 8); // 8-bit palette indices, deflate, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Uint8Array.from(PALETTE.flat())),
    chunk('IDAT', zlibSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
