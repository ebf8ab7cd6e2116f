/**
 * The pictures drawn from catalogue data, as PNG: 30-day sparklines, favicons, product images and ad
 * images. They are public, under sequential ids, so they carry no catalogue text (titles, page
 * names, calls to action: issue 13); the web app puts the names next to them, from the licence-gated
 * API. A picture depends on its id (and a chart on its series) only.
 */
import { areaUnder, circle, convexPolygon, hex, hsl, Raster, rect, strokeThrough } from "./raster";

/** A stable colour for an id (hue spread around the wheel). */
export function hueOf(id: number): number {
  return (Math.imul(id, 2654435761) >>> 0) % 360;
}

const SPARK_W = 300;
const SPARK_H = 80;
const PAD = 4;

/**
 * A sparkline of the values (oldest first): a line over a soft area; green when the period ended
 * higher than it started, red otherwise.
 */
export function sparklinePng(values: readonly number[]): Buffer {
  const max = Math.max(...values, 0);
  const n = values.length;
  const step = n <= 1 ? 0 : (SPARK_W - 2 * PAD) / (n - 1);
  const ys = values.map((v) => SPARK_H - PAD - (max === 0 ? 0 : (v / max) * (SPARK_H - 2 * PAD)));
  const rising = (values.at(-1) ?? 0) >= (values[0] ?? 0);
  const colour = rising ? "#16a34a" : "#dc2626";
  return new Raster(SPARK_W, SPARK_H)
    .fill(areaUnder(PAD, step, ys, SPARK_H - PAD), hex(colour, 0.12))
    .fill(strokeThrough(PAD, step, ys, 2), hex(colour))
    .png();
}

/** A rounded square with a simple storefront, coloured by the shop's id. */
export function faviconPng(shopId: number): Buffer {
  const white = hex("#ffffff");
  return new Raster(64, 64)
    .fill(rect(0, 0, 64, 64, 14), hsl(hueOf(shopId), 55, 45))
    .fill(
      convexPolygon([
        [13, 18],
        [51, 18],
        [48, 26],
        [16, 26],
      ]),
      white,
    )
    .fill(rect(16, 26, 32, 22), white)
    .png();
}

/** A generated product picture: a coloured backdrop and a simple object. */
export function productImagePng(productId: number): Buffer {
  const hue = hueOf(productId);
  return new Raster(400, 400)
    .fill(rect(0, 0, 400, 400), hsl(hue, 45, 92))
    .fill(circle(200, 180, 90), hsl(hue, 55, 55))
    .fill(rect(150, 130, 100, 100, 18), hsl((hue + 40) % 360, 60, 70))
    .png();
}

/** An ad picture (a video ad's poster gets a play button). */
export function adImagePng(adId: number, n: number, video: boolean): Buffer {
  const hue = hueOf(adId * 31 + n);
  const picture = new Raster(600, 600)
    .fill(rect(0, 0, 600, 600), hsl(hue, 50, 88))
    .fill(rect(60, 80, 480, 300, 24), hsl(hue, 55, 60));
  if (video) {
    picture.fill(circle(300, 230, 46), hex("#000000", 0.55)).fill(
      convexPolygon([
        [285, 205],
        [285, 255],
        [325, 230],
      ]),
      hex("#ffffff"),
    );
  }
  return picture.fill(rect(120, 440, 360, 24, 12), hsl(hue, 20, 70)).png();
}
