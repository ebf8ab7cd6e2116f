import { describe, expect, it } from "vitest";
import { adImagePng, faviconPng, productImagePng, sparklinePng } from "./pictures";
import { circle, hex, hsl, Raster, rect } from "./raster";
import { chunkTypes, pixelsOf } from "./testPng";

describe("raster", () => {
  it("converts CSS colours", () => {
    expect(hsl(0, 100, 50)).toEqual([255, 0, 0, 1]);
    expect(hsl(120, 100, 25)).toEqual([0, 128, 0, 1]);
    expect(hsl(240, 50, 50, 0.5)).toEqual([64, 64, 191, 0.5]);
    expect(hex("#16a34a")).toEqual([22, 163, 74, 1]);
  });

  it("fills whole pixels opaque, edges in part, and blends over what is below", () => {
    const file = new Raster(10, 10)
      .fill(rect(2, 2, 4, 4), hex("#ff0000"))
      .fill(circle(5, 5, 2.5), hex("#0000ff", 0.5))
      .png();
    expect(chunkTypes(file)).toEqual(["IHDR", "IDAT", "IEND"]);
    const png = pixelsOf(file);
    expect([png.width, png.height]).toEqual([10, 10]);
    expect(png.at(0, 0)).toEqual([0, 0, 0, 0]);
    expect(png.at(2, 2)).toEqual([255, 0, 0, 255]);
    // Half blue over red.
    expect(png.at(4, 4)).toEqual([128, 0, 128, 255]);
    // Half blue over nothing, on the circle's edge: partly covered.
    const [, , blue, alpha] = png.at(7, 5) as number[];
    expect(blue).toBe(255);
    expect(alpha).toBeGreaterThan(0);
    expect(alpha).toBeLessThan(128);
    // A rounded corner leaves the pixel in the corner empty.
    expect(
      pixelsOf(new Raster(8, 8).fill(rect(0, 0, 8, 8, 3), hex("#000000")).png()).at(0, 0),
    ).toEqual([0, 0, 0, 0]);
  });
});

describe("pictures", () => {
  const green = [22, 163, 74];
  const red = [220, 38, 38];
  const strokePixels = (file: Buffer, rgb: number[]) =>
    pixelsOf(file)
      .all()
      .filter(([r, g, b, a]) => a === 255 && r === rgb[0] && g === rgb[1] && b === rgb[2]).length;

  it("draws a rising series green and a falling one red, the line where the values are", () => {
    const rising = sparklinePng([0, 5, 10]);
    expect(strokePixels(rising, green)).toBeGreaterThan(200);
    expect(strokePixels(rising, red)).toBe(0);
    expect(strokePixels(sparklinePng([10, 5, 0]), red)).toBeGreaterThan(200);
    const png = pixelsOf(rising);
    expect([png.width, png.height]).toEqual([300, 80]);
    // The line starts at the bottom left (0) and ends at the top right (the maximum).
    expect(png.at(4, 76)?.slice(0, 3)).toEqual(green);
    expect(png.at(295, 4)?.slice(0, 3)).toEqual(green);
    // Above the line is empty; below it, the soft area.
    expect(png.at(150, 10)?.[3]).toBe(0);
    expect(png.at(250, 70)?.[3]).toBe(Math.round(0.12 * 255));
  });

  it("draws favicons, product and ad pictures by id, as PNG with no text chunk", () => {
    for (const [file, size] of [
      [faviconPng(1), 64],
      [productImagePng(2), 400],
      [adImagePng(3, 0, true), 600],
      [adImagePng(3, 1, false), 600],
    ] as const) {
      expect(chunkTypes(file)).toEqual(["IHDR", "IDAT", "IEND"]);
      expect(pixelsOf(file).width).toBe(size);
    }
    const favicon = pixelsOf(faviconPng(7));
    expect(favicon.at(0, 0)?.[3]).toBe(0);
    expect(favicon.at(32, 36)).toEqual([255, 255, 255, 255]);
    expect(faviconPng(7)).toEqual(faviconPng(7));
    expect(faviconPng(7)).not.toEqual(faviconPng(8));
    // A video ad's poster has a play button: dark in its circle, white in its triangle.
    const video = pixelsOf(adImagePng(3, 0, true));
    const still = pixelsOf(adImagePng(3, 0, false));
    expect(video.at(300, 200)).not.toEqual(still.at(300, 200));
    expect(video.at(300, 230)).toEqual([255, 255, 255, 255]);
  });
});
