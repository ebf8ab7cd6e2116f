/** The trigram index finds exactly the titles containing a needle, before and after title changes. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RowBits, TitleIndex } from "./titleIndex";

// A small alphabet so needles of every length often match; non-ASCII units and one-character titles.
const titleArb = fc
  .array(fc.constantFrom("a", "b", "c", " ", "%", "é", "ß", "\u{1f600}", "ab", "ba"), {
    maxLength: 12,
  })
  .map((parts) => parts.join(""));
const needleArb = fc
  .array(fc.constantFrom("a", "b", "c", " ", "%"), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(""));

const expected = (titles: readonly string[], needle: string) =>
  titles.map((title) => (title.includes(needle) ? 1 : 0));

/**
 * The rows a caller finds (the marks, each checked with `contains` unless they are exact), after
 * checking that the row list (when given) names each marked row exactly once.
 */
function marksOf(index: TitleIndex, needle: string, size: number): number[] {
  const { marks, rows, exact } = index.hits(needle, size);
  const all = Array.from({ length: size }, (_, row) => row);
  if (rows) {
    const marked = all.filter((row) => marks.has(row));
    expect([...rows].sort((a, b) => a - b)).toEqual(marked);
  }
  return all.map((row) => (marks.has(row) && (exact || index.contains(row, needle)) ? 1 : 0));
}

describe("TitleIndex", () => {
  it("hits are the titles containing the needle (1, 2, 3 and more characters, absent ones too)", () => {
    fc.assert(
      fc.property(
        fc.array(titleArb, { maxLength: 80 }),
        fc.array(needleArb, { minLength: 10, maxLength: 30 }),
        fc.array(fc.tuple(fc.nat(50), titleArb), { maxLength: 8 }),
        (initial, needles, changes) => {
          const titles = [...initial];
          const index = new TitleIndex(titles);
          index.build(titles.length);
          for (const needle of needles) {
            expect(marksOf(index, needle, titles.length)).toEqual(expected(titles, needle));
          }
          // Edits and appended rows are found before and after the index settles (rebuilds).
          for (const [at, title] of changes) {
            const row = Math.min(at, titles.length);
            titles[row] = title;
            index.changed(row);
          }
          for (const needle of needles) {
            expect(marksOf(index, needle, titles.length)).toEqual(expected(titles, needle));
          }
          index.build(titles.length);
          for (const needle of needles) {
            expect(marksOf(index, needle, titles.length)).toEqual(expected(titles, needle));
          }
        },
      ),
      { numRuns: 200, seed: 17 },
    );
  });

  it("posts a trigram once per title and reads only the rarest lists' rows", () => {
    const titles = ["aaaaaaaa", "xyz lamp", "lamp", "blue lamp shade"];
    const index = new TitleIndex(titles);
    index.build(titles.length);
    expect(marksOf(index, "lamp", 4)).toEqual([0, 1, 1, 1]);
    expect(marksOf(index, "amp s", 4)).toEqual([0, 0, 0, 1]);
    expect(marksOf(index, "aaaa", 4)).toEqual([1, 0, 0, 0]);
    expect(index.hits("lamp", 4).rows).not.toBeNull();
    // A needle asked again is remembered, and forgotten once a title changes.
    expect(index.hits("lamp", 4)).toBe(index.hits("lamp", 4));
    titles[1] = "xyz lump";
    index.changed(1);
    expect(marksOf(index, "lamp", 4)).toEqual([0, 0, 1, 1]);
    // Every trigram of a needle is no proof of it: such rows are candidates, checked by the caller.
    const plan = new TitleIndex(["plan ant", "plant"]);
    plan.build(2);
    const candidates = plan.hits("plant", 2);
    expect(candidates.exact).toBe(false);
    expect([candidates.marks.has(0), candidates.marks.has(1)]).toEqual([true, true]);
    expect(marksOf(plan, "plant", 2)).toEqual([0, 1]);
    // Distinct trigrams: "aaa"+"aa\0"+"a\0\0" for row 0 (3), then 8, 4 and 15.
    expect(index.bytes()).toBe((128 ** 2 + 1) * 4 + (3 + 8 + 4 + 15) * 5);
  });
});

describe("RowBits", () => {
  it("holds each row as one bit, across byte boundaries", () => {
    const bits = new RowBits(20);
    for (const row of [0, 7, 8, 15, 19]) bits.add(row);
    bits.delete(8);
    const held = Array.from({ length: 20 }, (_, row) => row).filter((row) => bits.has(row));
    expect(held).toEqual([0, 7, 15, 19]);
  });
});
