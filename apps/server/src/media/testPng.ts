// Reading PNG files in tests: their chunks, and their pixels as pngjs (not our encoder) decodes them.
import { PNG } from "pngjs";
import { expect } from "vitest";
import { PNG_SIGNATURE } from "./raster";

/** The chunk types of a PNG file, in order. */
export function chunkTypes(file: Buffer): string[] {
  expect(file.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  const types: string[] = [];
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    types.push(file.toString("latin1", at + 4, at + 8));
    at += 12 + length;
  }
  return types;
}

/** Decoded by pngjs (not by our own code): [r, g, b, a] at a pixel. */
export function pixelsOf(file: Buffer) {
  const png = PNG.sync.read(file);
  return {
    width: png.width,
    height: png.height,
    at: (x: number, y: number) => [
      ...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4),
    ],
    all: () =>
      Array.from({ length: png.width * png.height }, (_, i) => [
        ...png.data.subarray(i * 4, i * 4 + 4),
      ]),
  };
}
