/**
 * A small RGBA raster with anti-aliased fills and a PNG encoder, for the pictures the server draws.
 * They are PNG, as their paths say: a browser decodes a PNG off its main thread, where each SVG
 * picture was a document of its own (built, laid out and painted on the page's main thread: most of
 * a card's cost while scrolling), and a PNG opened directly is no document at all.
 */
import { deflateSync } from "node:zlib";

/** Red, green and blue 0-255, alpha 0-1. */
export type Colour = readonly [number, number, number, number];

type Box = readonly [x0: number, y0: number, x1: number, y1: number];

/** A region to fill: its bounding box, whether a point is inside, and boxes wholly inside it. */
export interface Shape {
  bounds: Box;
  inside: (x: number, y: number) => boolean;
  /** Pixels within one of these are covered without probing (most of a large shape's pixels). */
  solid?: readonly Box[];
  /**
   * For the pixel column from x to x + 1, where probing is needed: rows above `probeFrom` are
   * outside, rows from `insideFrom` up to `insideTo` inside, rows from `insideTo` on outside.
   */
  column?: (x: number) => readonly [probeFrom: number, insideFrom: number, insideTo: number];
  /** A pixel's coverage from its centre, where the shape knows it without probing (a thin line). */
  coverageAt?: (x: number, y: number) => number;
}

/** CSS hsl(h s% l%) as a colour. */
export function hsl(hue: number, saturation: number, lightness: number, alpha = 1): Colour {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) =>
    Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [channel(0), channel(8), channel(4), alpha];
}

/** "#16a34a" as a colour. */
export function hex(value: string, alpha = 1): Colour {
  const n = Number.parseInt(value.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, alpha];
}

export function rect(x: number, y: number, width: number, height: number, radius = 0): Shape {
  const r = Math.min(radius, width / 2, height / 2);
  return {
    bounds: [x, y, x + width, y + height],
    solid: [
      [x + r, y, x + width - r, y + height],
      [x, y + r, x + width, y + height - r],
    ],
    inside: (px, py) => {
      if (px < x || px > x + width || py < y || py > y + height) return false;
      // Outside a corner's quarter circle.
      const cx = Math.min(Math.max(px, x + r), x + width - r);
      const cy = Math.min(Math.max(py, y + r), y + height - r);
      return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
    },
  };
}

export function circle(cx: number, cy: number, r: number): Shape {
  const inner = r / Math.SQRT2;
  return {
    bounds: [cx - r, cy - r, cx + r, cy + r],
    solid: [[cx - inner, cy - inner, cx + inner, cy + inner]],
    inside: (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r,
  };
}

/** A convex polygon, its points in either winding. */
export function convexPolygon(points: readonly (readonly [number, number])[]): Shape {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return {
    bounds: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    inside: (x, y) => {
      let sign = 0;
      for (let i = 0; i < points.length; i++) {
        const [ax, ay] = points[i] as [number, number];
        const [bx, by] = points[(i + 1) % points.length] as [number, number];
        const side = Math.sign((bx - ax) * (y - ay) - (by - ay) * (x - ax));
        if (side === 0) continue;
        if (sign === 0) sign = side;
        else if (side !== sign) return false;
      }
      return true;
    },
  };
}

/**
 * A line through points evenly spaced in x: the y at any x between the first and the last, and the
 * lowest and highest y it takes between x and x + 1.
 */
function lineThrough(x0: number, step: number, ys: readonly number[]) {
  const y = (x: number) => {
    if (ys.length === 1 || step === 0) return ys[0] ?? 0;
    const at = Math.min(Math.max((x - x0) / step, 0), ys.length - 1);
    const i = Math.min(Math.floor(at), ys.length - 2);
    const a = ys[i] ?? 0;
    return a + ((ys[i + 1] ?? 0) - a) * (at - i);
  };
  const range = (x: number): [number, number] => {
    let low = Math.min(y(x), y(x + 1));
    let high = Math.max(y(x), y(x + 1));
    // A point of the line between x and x + 1 may be the column's top or bottom.
    const i = step === 0 ? 0 : Math.ceil((x - x0) / step);
    if (i >= 0 && i < ys.length && x0 + i * step < x + 1) {
      low = Math.min(low, ys[i] ?? low);
      high = Math.max(high, ys[i] ?? high);
    }
    return [low, high];
  };
  return { y, range };
}

/** The area between a line through points evenly spaced in x and a baseline below them. */
export function areaUnder(
  x0: number,
  step: number,
  ys: readonly number[],
  baseline: number,
): Shape {
  const line = lineThrough(x0, step, ys);
  const x1 = x0 + step * (ys.length - 1);
  return {
    bounds: [x0, Math.min(...ys), x1, baseline],
    inside: (px, py) => px >= x0 && px <= x1 && py <= baseline && py >= line.y(px),
    column: (px) => {
      if (px < x0 || px + 1 > x1) return [-Infinity, Infinity, Infinity];
      const [low, high] = line.range(px);
      return [low, high, baseline];
    },
  };
}

/** A line `width` wide through points evenly spaced in x, with round joins and ends. */
export function strokeThrough(
  x0: number,
  step: number,
  ys: readonly number[],
  width: number,
): Shape {
  const half = width / 2;
  const x1 = x0 + step * (ys.length - 1);
  const line = lineThrough(x0, step, ys);
  const distanceToSegment = (i: number, px: number, py: number) => {
    const ax = x0 + i * step;
    const ay = ys[i] ?? 0;
    const bx = ax + step;
    const by = ys[i + 1] ?? ay;
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.min(
      1,
      Math.max(0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)),
    );
    return Math.hypot(px - ax - t * dx, py - ay - t * dy);
  };
  const distance = (px: number, py: number) => {
    if (ys.length === 1) return Math.hypot(px - x0, py - (ys[0] ?? 0));
    // Only the segments whose x range comes within a width of the point can reach it.
    const from = Math.max(0, Math.floor((px - width - x0) / (step || 1)));
    const to = Math.min(ys.length - 2, Math.floor((px + width - x0) / (step || 1)));
    let nearest = Number.POSITIVE_INFINITY;
    for (let i = from; i <= to; i++) nearest = Math.min(nearest, distanceToSegment(i, px, py));
    return nearest;
  };
  return {
    bounds: [x0 - half, Math.min(...ys) - half, x1 + half, Math.max(...ys) + half],
    inside: (px, py) => distance(px, py) <= half,
    // The usual thin-line approximation: full within the line, fading over one pixel at its edge.
    coverageAt: (px, py) => Math.min(1, Math.max(0, half + 0.5 - distance(px, py))),
    column: (px) => {
      const [low, high] = line.range(Math.min(Math.max(px, x0), x1 - 1));
      // Nothing is inside: outside above and below the band the line's width can reach.
      return [low - half, high + half, high + half];
    },
  };
}

/** Samples per pixel side where a shape's edge crosses the pixel. */
const SUPERSAMPLE = 4;

export class Raster {
  /** 8-bit RGBA, row by row. */
  private readonly pixels: Uint8ClampedArray;
  /** The same pixels, one word each. */
  private readonly words: Uint32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8ClampedArray(width * height * 4);
    this.words = new Uint32Array(this.pixels.buffer);
  }

  /** Fills a shape (source-over), its edges anti-aliased. */
  fill(shape: Shape, [r, g, b, alpha]: Colour): this {
    const [bx0, by0, bx1, by1] = shape.bounds;
    const x0 = Math.max(0, Math.floor(bx0));
    const y0 = Math.max(0, Math.floor(by0));
    const x1 = Math.min(this.width, Math.ceil(bx1));
    const y1 = Math.min(this.height, Math.ceil(by1));
    const solids = (shape.solid ?? []).map(
      ([sx0, sy0, sx1, sy1]) =>
        [Math.ceil(sx0), Math.ceil(sy0), Math.floor(sx1), Math.floor(sy1)] as const,
    );
    // The colour as one little-endian RGBA word (the byte order of Uint32Array on every Node target).
    const opaque = (r | (g << 8) | (b << 16) | (255 << 24)) >>> 0;
    const columns: (readonly [number, number, number] | undefined)[] = [];
    if (shape.column) for (let px = x0; px < x1; px++) columns[px] = shape.column(px);
    for (let py = y0; py < y1; py++) {
      // The widest run of whole pixels inside the shape on this row needs no probing.
      let run0 = 0;
      let run1 = 0;
      for (const [sx0, sy0, sx1, sy1] of solids) {
        if (py >= sy0 && py + 1 <= sy1 && sx1 - sx0 > run1 - run0) [run0, run1] = [sx0, sx1];
      }
      const runStart = Math.max(x0, run0);
      const runEnd = Math.min(x1, run1);
      if (alpha === 1 && runEnd > runStart) {
        // Opaque over a whole run: one write per pixel.
        this.words.fill(opaque, py * this.width + runStart, py * this.width + runEnd);
      }
      for (let px = x0; px < x1; px++) {
        const inRun = px >= runStart && px < runEnd;
        if (inRun && alpha === 1) continue;
        const coverage = inRun ? 1 : this.coverage(shape, px, py, columns[px]);
        if (coverage > 0) this.blend(px, py, r, g, b, alpha * coverage);
      }
    }
    return this;
  }

  /** How much of the pixel the shape covers: its corners and centre, then a finer grid if they differ. */
  private coverage(
    shape: Shape,
    px: number,
    py: number,
    column?: readonly [number, number, number],
  ): number {
    if (column) {
      const [probeFrom, insideFrom, insideTo] = column;
      if (py + 1 <= probeFrom || py >= insideTo) return 0;
      if (py >= insideFrom && py + 1 <= insideTo) return 1;
    }
    if (shape.coverageAt) return shape.coverageAt(px + 0.5, py + 0.5);
    const { inside } = shape;
    const probes =
      Number(inside(px, py)) +
      Number(inside(px + 1, py)) +
      Number(inside(px, py + 1)) +
      Number(inside(px + 1, py + 1)) +
      Number(inside(px + 0.5, py + 0.5));
    if (probes === 5) return 1;
    if (probes === 0) return 0;
    let hits = 0;
    for (let i = 0; i < SUPERSAMPLE; i++) {
      for (let j = 0; j < SUPERSAMPLE; j++) {
        if (inside(px + (i + 0.5) / SUPERSAMPLE, py + (j + 0.5) / SUPERSAMPLE)) hits++;
      }
    }
    return hits / SUPERSAMPLE ** 2;
  }

  private blend(px: number, py: number, r: number, g: number, b: number, alpha: number) {
    const at = (py * this.width + px) * 4;
    const p = this.pixels;
    const below = ((p[at + 3] ?? 0) / 255) * (1 - alpha);
    const out = alpha + below;
    if (out === 0) return;
    p[at] = (r * alpha + (p[at] ?? 0) * below) / out;
    p[at + 1] = (g * alpha + (p[at + 1] ?? 0) * below) / out;
    p[at + 2] = (b * alpha + (p[at + 2] ?? 0) * below) / out;
    p[at + 3] = out * 255;
  }

  /** The picture as a PNG file (8-bit RGBA, no text chunks). */
  png(): Buffer {
    const stride = this.width * 4;
    const raw = Buffer.alloc((stride + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      // Each row is led by its filter type, 0 (none).
      raw.set(this.pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, standard filters, no interlace
    return Buffer.concat([
      PNG_SIGNATURE,
      chunk("IHDR", header),
      // Level 1: a quarter of the default's time on these flat pictures, for files twice as large.
      chunk("IDAT", deflateSync(raw, { level: 1 })),
      chunk("IEND", Buffer.alloc(0)),
    ]);
  }
}

export const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 255] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
