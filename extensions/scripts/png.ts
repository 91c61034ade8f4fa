/**
 * A tiny PNG encoder (8-bit RGBA, no interlace) on node:zlib, and the two brand marks drawn with it:
 * a filled rounded square in #4f46e5 with a lighter shape inside (Access: a ring around a "play"
 * triangle; Session Helper: a shield with a check). Shapes are anti-aliased by supersampling.
 */
import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** PNG file of a width × height image given as RGBA bytes, row by row. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (rgba.length !== width * height * 4) throw new Error("encodePng: wrong pixel count");
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  // compression, filter and interlace methods: 0
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

type Rgb = readonly [number, number, number];
/** Whether a point of the unit square (0..1 on both axes, y down) is inside a shape. */
type Shape = (x: number, y: number) => boolean;

const BRAND: Rgb = [0x4f, 0x46, 0xe5];
const LIGHT: Rgb = [0xe0, 0xe7, 0xff];

function roundedSquare(inset: number, radius: number): Shape {
  return (x, y) => {
    const lo = inset + radius;
    const hi = 1 - inset - radius;
    const dx = Math.max(lo - x, 0, x - hi);
    const dy = Math.max(lo - y, 0, y - hi);
    return x >= inset && x <= 1 - inset && y >= inset && y <= 1 - inset && dx * dx + dy * dy <= radius * radius;
  };
}

function distanceToSegment(x: number, y: number, ax: number, ay: number, bx: number, by: number): number {
  const vx = bx - ax;
  const vy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * vx + (y - ay) * vy) / (vx * vx + vy * vy)));
  return Math.hypot(x - (ax + t * vx), y - (ay + t * vy));
}

/** Access: a ring (the way in) around a "play" triangle (open the service). */
const accessMark: Shape = (x, y) => {
  const r = Math.hypot(x - 0.5, y - 0.5);
  const ring = r <= 0.32 && r >= 0.235;
  // Triangle pointing right, centred slightly right of the middle.
  const tx = x - 0.43;
  const ty = Math.abs(y - 0.5);
  const triangle = tx >= 0 && tx <= 0.2 && ty <= 0.13 * (1 - tx / 0.2);
  return ring || triangle;
};

/** Session Helper: a shield outline with a check mark. */
const helperMark: Shape = (x, y) => {
  const inShield = (px: number, py: number, grow: number) => {
    const top = 0.2 - grow;
    const mid = 0.52;
    const half = 0.28 + grow;
    if (py < top || py > 0.84 + grow) return false;
    if (py <= mid) return Math.abs(px - 0.5) <= half;
    const t = (py - mid) / (0.84 + grow - mid); // 0 at mid, 1 at the tip
    return Math.abs(px - 0.5) <= half * Math.sqrt(Math.max(0, 1 - t * t));
  };
  const outline = inShield(x, y, 0) && !inShield(x, y, -0.07);
  const check =
    Math.min(distanceToSegment(x, y, 0.38, 0.5, 0.47, 0.6), distanceToSegment(x, y, 0.47, 0.6, 0.63, 0.4)) <= 0.045;
  return outline || check;
};

export type IconKind = "core" | "helper";

/** One icon as PNG bytes. */
export function drawIcon(kind: IconKind, size: number): Buffer {
  const background = roundedSquare(0.02, 0.22);
  const mark = kind === "core" ? accessMark : helperMark;
  const samples = 4;
  const rgba = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let inBack = 0;
      let inMark = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          if (!background(x, y)) continue;
          inBack++;
          if (mark(x, y)) inMark++;
        }
      }
      const total = samples * samples;
      const i = (py * size + px) * 4;
      const lightShare = inBack ? inMark / inBack : 0;
      for (let c = 0; c < 3; c++) {
        rgba[i + c] = Math.round((BRAND[c] as number) * (1 - lightShare) + (LIGHT[c] as number) * lightShare);
      }
      rgba[i + 3] = Math.round((255 * inBack) / total);
    }
  }
  return encodePng(size, size, rgba);
}

export const ICON_SIZES = [16, 32, 48, 128] as const;
