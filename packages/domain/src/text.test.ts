import { describe, expect, it } from "vitest";
import { cutDescription, previewList } from "./text";

describe("cutDescription", () => {
  it("leaves a description of up to 2,000 characters alone", () => {
    const text = "a".repeat(2000);
    expect(cutDescription(text, false)).toEqual({ text, isCut: false });
  });
  it("cuts a longer one at 2,000 characters, whole when expanded", () => {
    const text = "😀".repeat(2001);
    const cut = cutDescription(text, false);
    expect(cut.isCut).toBe(true);
    expect(Array.from(cut.text)).toHaveLength(2001);
    expect(cut.text.endsWith("😀…")).toBe(true);
    expect(cutDescription(text, true)).toEqual({ text, isCut: true });
  });
});

describe("previewList", () => {
  it("shows the first 5 with Show More, all when expanded", () => {
    const apps = ["a", "b", "c", "d", "e", "f"];
    expect(previewList(apps, false)).toEqual({ visible: ["a", "b", "c", "d", "e"], hasMore: true });
    expect(previewList(apps, true)).toEqual({ visible: apps, hasMore: true });
    expect(previewList(apps.slice(0, 5), false)).toEqual({
      visible: apps.slice(0, 5),
      hasMore: false,
    });
  });
});
