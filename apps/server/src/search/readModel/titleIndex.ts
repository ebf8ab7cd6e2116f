/**
 * A trigram posting index over the folded titles, so a text search reads the rows that can contain
 * the needle instead of every title.
 *
 * Each title is read as code units with two NUL units appended, and every position starts a trigram
 * (so a title of any length, and each of its last characters, has one). ASCII units are themselves; a
 * non-ASCII unit is stored as NUL too: the read model only answers ASCII needles without NUL (others go
 * to SQL), so such a unit can never be part of a match, yet the trigram of the ASCII before it is kept.
 *
 * Postings are grouped by the trigram's first two units (a bucket per pair, offsets alongside), and
 * within a bucket ordered by the third unit, then row ascending, a (third, row) pair posted once. So
 * one trigram is a binary search in its bucket, every trigram starting with two characters is a bucket,
 * and every trigram starting with one character is 128 adjacent buckets: 1- and 2-character needles
 * read one range, exact by construction. The fixed part is small (a table of a few rows is cheap).
 *
 * Rows whose title changed after the build (or that were added) are "dirty": their postings may be
 * stale, so every query checks them directly, and the index is rebuilt once they are many.
 */

const ALPHABET = 128;
const BUCKETS = ALPHABET * ALPHABET;
/** Needles whose hits are kept (each up to 1 1/8 bytes a row: the marks and a list of a quarter). */
const RECENT_NEEDLES = 8;

/** The unit as the index stores it: ASCII as is, anything else as NUL. */
function unit(title: string, at: number): number {
  if (at >= title.length) return 0;
  const code = title.charCodeAt(at);
  return code < ALPHABET ? code : 0;
}

/**
 * A set of rows as one bit each. A text search makes one per needle, and a byte per row made a million-
 * row table's searches allocate a megabyte each: outside the JS heap, where such allocations make V8
 * run full collections of the whole heap every second under load ("external memory pressure").
 */
export class RowBits {
  private readonly bits: Uint8Array;

  constructor(size: number) {
    this.bits = new Uint8Array((size + 7) >>> 3);
  }

  has(row: number): boolean {
    return ((this.bits[row >>> 3] as number) & (1 << (row & 7))) !== 0;
  }

  add(row: number): void {
    this.bits[row >>> 3] = (this.bits[row >>> 3] as number) | (1 << (row & 7));
  }

  delete(row: number): void {
    this.bits[row >>> 3] = (this.bits[row >>> 3] as number) & ~(1 << (row & 7));
  }
}

export interface TitleHits {
  /** Every row whose title contains the needle, and (unless `exact`) some others. */
  marks: RowBits;
  /** Every marked row once, in no particular order; null when they are too many to list. */
  rows: Int32Array | null;
  /**
   * Whether the marks are exactly the rows containing the needle. When not, a caller checks a marked
   * row with `contains`, best after its cheaper conditions: checking a title costs a read of a string
   * somewhere in the heap, and the other conditions usually leave few rows to check.
   */
  exact: boolean;
}

/** Collects rows up to a quarter of the table (64 at least); past that a list would not make a scan cheaper. */
class RowList {
  private rows: Int32Array;
  private n = 0;
  private readonly limit: number;
  private overflowed = false;

  constructor(size: number) {
    this.limit = Math.max(64, Math.floor(size / 4));
    this.rows = new Int32Array(Math.min(this.limit, 64));
  }

  /**
   * Room for about `count` more rows (up to the limit) in one allocation: growing by doubling wrote
   * the list twice over, in arrays outside the JS heap (see RowBits).
   */
  reserve(count: number): void {
    const room = Math.min(this.limit, this.n + count);
    if (room <= this.rows.length) return;
    const grown = new Int32Array(room);
    grown.set(this.rows.subarray(0, this.n));
    this.rows = grown;
  }

  push(row: number): void {
    if (this.overflowed) return;
    if (this.n === this.rows.length) {
      if (this.n >= this.limit) {
        this.overflowed = true;
        return;
      }
      const grown = new Int32Array(Math.min(this.limit, this.n * 2));
      grown.set(this.rows);
      this.rows = grown;
    }
    this.rows[this.n++] = row;
  }

  /** The rows kept (those passing `keep` when given), or null past the limit. */
  done(keep: ((row: number) => boolean) | null): Int32Array | null {
    if (this.overflowed) return null;
    const rows = this.rows.subarray(0, this.n);
    return keep ? rows.filter(keep) : rows;
  }
}

export class TitleIndex {
  /** Where each bucket (first two units) starts in `thirds` and `rows`. */
  private offsets = new Int32Array(BUCKETS + 1);
  private thirds = new Uint8Array(0);
  private rows = new Int32Array(0);
  /** Rows the postings were built from: [0, indexed). */
  private indexed = 0;
  private readonly dirty = new Set<number>();
  /**
   * The last needles' hits, by table size and needle: an infinite scroll asks for the same text page
   * after page. Any title change or rebuild forgets them all; the oldest goes first when full.
   */
  private readonly recent = new Map<string, TitleHits>();

  constructor(private readonly titles: readonly string[]) {}

  /** (Re)builds the postings of rows [0, size): bucket counts, a fill in row order, a sort per bucket. */
  build(size: number): void {
    const titles = this.titles;
    const counts = new Int32Array(BUCKETS + 1);
    for (let row = 0; row < size; row++) {
      const title = titles[row] as string;
      let c0 = unit(title, 0);
      for (let i = 0; i < title.length; i++) {
        const c1 = unit(title, i + 1);
        (counts[c0 * ALPHABET + c1 + 1] as number)++;
        c0 = c1;
      }
    }
    for (let b = 1; b <= BUCKETS; b++)
      counts[b] = (counts[b] as number) + (counts[b - 1] as number);
    const total = counts[BUCKETS] as number;
    const filledThirds = new Uint8Array(total);
    const filledRows = new Int32Array(total);
    const fill = counts.slice(0, BUCKETS);
    for (let row = 0; row < size; row++) {
      const title = titles[row] as string;
      let c0 = unit(title, 0);
      let c1 = unit(title, 1);
      for (let i = 0; i < title.length; i++) {
        const c2 = unit(title, i + 2);
        const at = fill[c0 * ALPHABET + c1] as number;
        fill[c0 * ALPHABET + c1] = at + 1;
        filledThirds[at] = c2;
        filledRows[at] = row;
        c0 = c1;
        c1 = c2;
      }
    }
    // Per bucket, a stable counting sort by the third unit keeps rows ascending; repeats are dropped.
    const offsets = new Int32Array(BUCKETS + 1);
    const thirds = new Uint8Array(total);
    const rows = new Int32Array(total);
    const starts = new Int32Array(ALPHABET + 1);
    const sortedRows = new Int32Array(total);
    let written = 0;
    for (let b = 0; b < BUCKETS; b++) {
      offsets[b] = written;
      const from = counts[b] as number;
      const to = counts[b + 1] as number;
      if (from === to) continue;
      starts.fill(0);
      for (let p = from; p < to; p++) (starts[(filledThirds[p] as number) + 1] as number)++;
      for (let c = 1; c <= ALPHABET; c++)
        starts[c] = (starts[c] as number) + (starts[c - 1] as number);
      for (let p = from; p < to; p++) {
        const c = filledThirds[p] as number;
        sortedRows[from + (starts[c] as number)] = filledRows[p] as number;
        starts[c] = (starts[c] as number) + 1;
      }
      // starts[c] now ends third c's run (relative to `from`).
      let run = from;
      for (let c = 0; c < ALPHABET; c++) {
        const runEnd = from + (starts[c] as number);
        let previous = -1;
        for (let p = run; p < runEnd; p++) {
          const row = sortedRows[p] as number;
          if (row === previous) continue;
          previous = row;
          thirds[written] = c;
          rows[written++] = row;
        }
        run = runEnd;
      }
    }
    offsets[BUCKETS] = written;
    this.offsets = offsets;
    this.thirds = thirds.slice(0, written);
    this.rows = rows.slice(0, written);
    this.indexed = size;
    this.dirty.clear();
    this.recent.clear();
  }

  /** The title of `row` changed (or the row is new): its postings cannot be trusted until a rebuild. */
  changed(row: number): void {
    if (row < this.indexed) this.dirty.add(row);
    this.recent.clear();
  }

  /** Rebuilds when checking the dirty rows on every query would cost more than it saves. */
  settle(size: number): void {
    const stale = this.dirty.size + (size - this.indexed);
    if (stale > Math.max(2_000, size / 50)) this.build(size);
  }

  /**
   * The rows in [0, size) whose title may contain `needle` (ASCII, no NUL, already folded): `marks`
   * holds 1 for each, and `rows` lists them (in no particular order) when they are few enough to list,
   * so a scan can start from them instead of from every row.
   */
  hits(needle: string, size: number): TitleHits {
    const key = `${size}:${needle}`;
    const known = this.recent.get(key);
    if (known) {
      this.recent.delete(key);
      this.recent.set(key, known);
      return known;
    }
    const found = this.search(needle, size);
    if (this.recent.size >= RECENT_NEEDLES) {
      this.recent.delete(this.recent.keys().next().value as string);
    }
    this.recent.set(key, found);
    return found;
  }

  /** Whether the title of `row` contains `needle` (folded, as for `hits`). */
  contains(row: number, needle: string): boolean {
    return (this.titles[row] as string).includes(needle);
  }

  private search(needle: string, size: number): TitleHits {
    const marks = new RowBits(size);
    const list = new RowList(size);
    if (needle.length > 2) {
      this.markCandidates(needle, marks, list);
      // Rows the postings may not know are candidates too; the caller checks every candidate.
      const mark = (row: number) => {
        if (marks.has(row)) return;
        marks.add(row);
        list.push(row);
      };
      for (const row of this.dirty) if (row < size) mark(row);
      for (let row = this.indexed; row < size; row++) mark(row);
      return { marks, rows: list.done(null), exact: false };
    }
    this.markRange(needle, marks, list);
    let unmarked = false;
    const check = (row: number) => {
      const hit = (this.titles[row] as string).includes(needle);
      const marked = marks.has(row);
      if (hit && !marked) {
        list.push(row);
        marks.add(row);
      }
      if (!hit && marked) {
        unmarked = true;
        marks.delete(row);
      }
    };
    for (const row of this.dirty) if (row < size) check(row);
    for (let row = this.indexed; row < size; row++) check(row);
    return { marks, rows: list.done(unmarked ? (row) => marks.has(row) : null), exact: true };
  }

  /** Bytes held by the offsets and postings. */
  bytes(): number {
    return this.offsets.byteLength + this.thirds.byteLength + this.rows.byteLength;
  }

  /** 1- and 2-character needles: every trigram starting with them, one range of buckets. */
  private markRange(needle: string, marks: RowBits, list: RowList): void {
    const c0 = needle.charCodeAt(0);
    const first = needle.length === 1 ? c0 * ALPHABET : c0 * ALPHABET + needle.charCodeAt(1);
    const end = this.offsets[first + (needle.length === 1 ? ALPHABET : 1)] as number;
    const rows = this.rows;
    // Postings count a row once per trigram: the range's length bounds the rows it names.
    list.reserve(end - (this.offsets[first] as number));
    for (let p = this.offsets[first] as number; p < end; p++) {
      const row = rows[p] as number;
      if (marks.has(row)) continue;
      marks.add(row);
      list.push(row);
    }
  }

  /** The rows posted under one trigram, ascending. */
  private posted(c0: number, c1: number, c2: number): Int32Array {
    const bucket = c0 * ALPHABET + c1;
    const from = this.offsets[bucket] as number;
    const to = this.offsets[bucket + 1] as number;
    const firstAt = (third: number) => {
      let low = from;
      let high = to;
      while (low < high) {
        const mid = (low + high) >> 1;
        if ((this.thirds[mid] as number) < third) low = mid + 1;
        else high = mid;
      }
      return low;
    };
    return this.rows.subarray(firstAt(c2), firstAt(c2 + 1));
  }

  /**
   * Longer needles: the rows posted under the needle's trigrams, the rarest list first, intersected
   * with the others while that still removes an eighth of the candidates (a title check, which the
   * caller does, costs more than an intersection that removes little).
   */
  private markCandidates(needle: string, marks: RowBits, list: RowList): void {
    const lists: Int32Array[] = [];
    const seen = new Set<string>();
    for (let i = 0; i + 2 < needle.length; i++) {
      const trigram = needle.slice(i, i + 3);
      if (seen.has(trigram)) continue;
      seen.add(trigram);
      lists.push(
        this.posted(needle.charCodeAt(i), needle.charCodeAt(i + 1), needle.charCodeAt(i + 2)),
      );
    }
    lists.sort((a, b) => a.length - b.length);
    let candidates = lists[0] as Int32Array;
    for (const posted of lists.slice(1)) {
      if (candidates.length === 0) break;
      const narrowed = intersect(candidates, posted);
      const removed = candidates.length - narrowed.length;
      candidates = narrowed;
      if (removed < candidates.length >> 3) break;
    }
    list.reserve(candidates.length);
    for (const row of candidates) {
      marks.add(row);
      list.push(row);
    }
  }
}

/** Rows in both ascending lists; gallops through the longer one when the lengths differ a lot. */
function intersect(short: Int32Array, long: Int32Array): Int32Array {
  const out = new Int32Array(short.length);
  let n = 0;
  let j = 0;
  for (const row of short) {
    let step = 1;
    while (j + step < long.length && (long[j + step] as number) < row) step *= 2;
    let low = j;
    let high = Math.min(long.length, j + step + 1);
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((long[mid] as number) < row) low = mid + 1;
      else high = mid;
    }
    j = low;
    if (j === long.length) break;
    if (long[j] === row) out[n++] = row;
  }
  return out.subarray(0, n);
}
