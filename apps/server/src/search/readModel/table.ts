/**
 * One searchable table as packed columns: a Float64Array per key column (NULL stored as -Infinity, the
 * value search sorts it as, with a null flag beside it), dictionary codes for the one-hot text columns,
 * the folded titles with a trigram index over them, and per sort column the rows in search order
 * (key DESC, id DESC), and each row's item (itemStore.ts).
 * Rows are never removed: a deleted row keeps its slot, unlisted and absent, so orders stay valid.
 */
import { STORED_TIMESTAMPS } from "../../catalogue/items";
import { ItemStore } from "./itemStore";
import type { LoadedRow, TableSchema } from "./schema";
import { TitleIndex } from "./titleIndex";

const MICROS_YEAR_1000 = Date.UTC(1000, 0, 1) * 1000;
const MICROS_YEAR_10000 = Date.UTC(10000, 0, 1) * 1000;
/**
 * Up to this many changed rows are moved one by one (a search and two native copies per row and
 * order); more are merged in one pass over each order.
 */
const MOVE_IN_PLACE_UP_TO = 16;

class Dictionary {
  readonly values: (string | null)[] = [null];
  readonly index = new Map<string, number>();
  code(value: string | null): number {
    if (value === null) return 0;
    let code = this.index.get(value);
    if (code === undefined) {
      code = this.values.length;
      if (code > 0xffff) throw new Error("more than 65535 distinct options in one column");
      this.values.push(value);
      this.index.set(value, code);
    }
    return code;
  }
}

export class SearchTable {
  size = 0;
  private capacity: number;
  ids: Float64Array;
  shopIds: Float64Array;
  listed: Uint8Array;
  present: Uint8Array;
  readonly values = new Map<string, Float64Array>();
  readonly nulls = new Map<string, Uint8Array>();
  readonly codes = new Map<string, Uint16Array>();
  readonly dictionaries = new Map<string, Dictionary>();
  /** Columns holding a value the model cannot order exactly as PostgreSQL does (NaN, odd dates). */
  readonly inexact = new Set<string>();
  readonly titles: string[] = [];
  readonly orders = new Map<string, Int32Array>();
  private readonly rowOfId = new Map<number, number>();
  /** What each row's search item is made from. */
  readonly items: ItemStore;
  /** In the products table, each shop's rows (its card's top lists are read from them). */
  readonly rowsOfShop = new Map<number, number[]>();
  /** Finds the rows whose title contains a text (built with the orders, kept current by update). */
  readonly titleIndex = new TitleIndex(this.titles);

  constructor(
    readonly schema: TableSchema,
    capacity = 1024,
  ) {
    this.capacity = Math.max(16, capacity);
    this.ids = new Float64Array(this.capacity);
    this.shopIds = new Float64Array(this.capacity);
    this.listed = new Uint8Array(this.capacity);
    this.present = new Uint8Array(this.capacity);
    this.items = new ItemStore(STORED_TIMESTAMPS[schema.table], this.capacity);
    for (const column of schema.numeric) {
      this.values.set(column.column, new Float64Array(this.capacity));
      if (column.nullable) this.nulls.set(column.column, new Uint8Array(this.capacity));
    }
    for (const column of schema.text) {
      this.codes.set(column, new Uint16Array(this.capacity));
      this.dictionaries.set(column, new Dictionary());
    }
  }

  rowOf(id: number): number | undefined {
    return this.rowOfId.get(id);
  }

  /** Adds rows during a build (orders and the title index are made once, by buildIndexes). */
  append(rows: readonly LoadedRow[]): void {
    for (const row of rows) this.write(this.slotFor(row.id), row);
  }

  /**
   * Makes the title index and every sort order from scratch. An order: rows in id DESC order, then a
   * stable counting sort by the key's rank among the distinct keys (a native numeric sort), far
   * cheaper than comparator sorts.
   */
  buildIndexes(): void {
    this.titleIndex.build(this.size);
    const byIdDesc = new Int32Array(this.size);
    for (let i = 0; i < this.size; i++) byIdDesc[i] = this.size - 1 - i;
    let ascending = true;
    for (let i = 1; i < this.size && ascending; i++) {
      ascending = (this.ids[i - 1] as number) < (this.ids[i] as number);
    }
    if (!ascending) {
      const ids = this.ids;
      byIdDesc.sort((a, b) => (ids[b] as number) - (ids[a] as number));
    }
    for (const column of this.schema.sorted) {
      this.orders.set(column, this.orderByKey(column, byIdDesc));
    }
  }

  private orderByKey(column: string, byIdDesc: Int32Array): Int32Array {
    const keys = (this.values.get(column) as Float64Array).subarray(0, this.size);
    const sorted = Float64Array.from(keys).sort();
    const distinct: number[] = [];
    for (const k of sorted) if (distinct.length === 0 || k !== distinct.at(-1)) distinct.push(k);
    // Rank 0 is the largest key (sorted first); NaN (declined by queries) ranks last.
    const rankOf = (k: number) => {
      let low = 0;
      let high = distinct.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if ((distinct[mid] as number) < k) low = mid + 1;
        else high = mid;
      }
      return Number.isNaN(k) ? distinct.length : distinct.length - 1 - low;
    };
    const ranks = new Int32Array(this.size);
    const starts = new Int32Array(distinct.length + 2);
    for (let row = 0; row < this.size; row++) {
      const rank = rankOf(keys[row] as number);
      ranks[row] = rank;
      (starts[rank + 1] as number)++;
    }
    for (let r = 1; r < starts.length; r++)
      starts[r] = (starts[r] as number) + (starts[r - 1] as number);
    const order = new Int32Array(this.size);
    for (const row of byIdDesc) {
      const rank = ranks[row] as number;
      order[starts[rank] as number] = row;
      starts[rank] = (starts[rank] as number) + 1;
    }
    return order;
  }

  /**
   * Applies re-read rows (and the ids that no longer exist) after the table was built: writes them,
   * then moves the changed rows to their new places in every order (a linear merge per order).
   */
  update(rows: readonly LoadedRow[], deletedIds: readonly number[]): void {
    const changed = new Set<number>();
    for (const row of rows) {
      const slot = this.slotFor(row.id);
      this.write(slot, row);
      changed.add(slot);
    }
    for (const id of deletedIds) {
      const slot = this.rowOfId.get(id);
      if (slot === undefined) continue;
      this.listed[slot] = 0;
      this.present[slot] = 0;
    }
    this.titleIndex.settle(this.size);
    if (changed.size === 0) return;
    const slots = Int32Array.from(changed);
    for (const column of this.schema.sorted) {
      const old = this.orders.get(column) ?? new Int32Array(0);
      const order =
        slots.length <= MOVE_IN_PLACE_UP_TO
          ? this.moveInPlace(old, slots, column)
          : this.mergeMoved(old, slots, column);
      this.orders.set(column, order);
    }
  }

  /**
   * A few changed rows: each is taken out of the order and put back at its binary-searched place with
   * native copies (two memmoves per row), instead of a pass comparing every row of the order.
   */
  private moveInPlace(old: Int32Array, slots: Int32Array, column: string): Int32Array {
    const compare = this.comparator(column);
    const order = old.length === this.size ? old : new Int32Array(this.size);
    if (order !== old) order.set(old);
    let length = old.length;
    for (const slot of slots) {
      const at = order.subarray(0, length).indexOf(slot);
      if (at < 0) continue;
      order.copyWithin(at, at + 1, length);
      length--;
    }
    for (const slot of slots) {
      let low = 0;
      let high = length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (compare(order[mid] as number, slot) < 0) low = mid + 1;
        else high = mid;
      }
      order.copyWithin(low + 1, low, length);
      order[low] = slot;
      length++;
    }
    return order;
  }

  /** Many changed rows: one linear merge of the unchanged order with the changed rows, sorted. */
  private mergeMoved(old: Int32Array, slots: Int32Array, column: string): Int32Array {
    const compare = this.comparator(column);
    const moved = Int32Array.from(slots).sort(compare);
    // A flag per row, not Set lookups: the merge tests every row of the order.
    const isChanged = new Uint8Array(this.size);
    for (const slot of slots) isChanged[slot] = 1;
    const merged = new Int32Array(this.size);
    let m = 0;
    let j = 0;
    for (let i = 0; i < old.length; i++) {
      const row = old[i] as number;
      if (isChanged[row] === 1) continue;
      while (j < moved.length && compare(moved[j] as number, row) < 0)
        merged[m++] = moved[j++] as number;
      merged[m++] = row;
    }
    while (j < moved.length) merged[m++] = moved[j++] as number;
    return merged;
  }

  /** (key DESC, id DESC): negative when row a comes first. */
  comparator(column: string): (a: number, b: number) => number {
    const keys = this.values.get(column) as Float64Array;
    const ids = this.ids;
    return (a, b) => {
      const ka = keys[a] as number;
      const kb = keys[b] as number;
      if (ka !== kb) return ka > kb ? -1 : 1;
      return (ids[b] as number) - (ids[a] as number);
    };
  }

  /** Bytes held by the typed arrays and titles (an estimate: JS strings take 1-2 bytes a character). */
  bytes(): number {
    let total = this.ids.byteLength + this.shopIds.byteLength;
    total += this.listed.byteLength + this.present.byteLength;
    for (const a of this.values.values()) total += a.byteLength;
    for (const a of this.nulls.values()) total += a.byteLength;
    for (const a of this.codes.values()) total += a.byteLength;
    for (const a of this.orders.values()) total += a.byteLength;
    for (const t of this.titles) total += t.length;
    total += this.titleIndex.bytes();
    total += this.items.bytes();
    for (const rows of this.rowsOfShop.values()) total += rows.length * 8;
    return total;
  }

  private slotFor(id: number): number {
    const existing = this.rowOfId.get(id);
    if (existing !== undefined) return existing;
    if (this.size === this.capacity) this.grow();
    const slot = this.size++;
    this.rowOfId.set(id, slot);
    return slot;
  }

  private write(slot: number, row: LoadedRow): void {
    if (this.schema.table === "products") this.placeInShop(slot, row.shop_id);
    this.ids[slot] = row.id;
    this.shopIds[slot] = row.shop_id;
    this.listed[slot] = row.listed ? 1 : 0;
    this.present[slot] = 1;
    this.items.write(slot, row);
    if (this.titles[slot] !== row.title_lower) {
      this.titles[slot] = row.title_lower;
      this.titleIndex.changed(slot);
    }
    for (const column of this.schema.numeric) {
      const raw = row[column.column];
      const value = raw === null || raw === undefined ? null : Number(raw);
      (this.values.get(column.column) as Float64Array)[slot] = value ?? Number.NEGATIVE_INFINITY;
      const nulls = this.nulls.get(column.column);
      if (nulls) nulls[slot] = value === null ? 1 : 0;
      if (value === null) continue;
      const odd =
        Number.isNaN(value) ||
        (column.kind === "timestamptz" &&
          !(value >= MICROS_YEAR_1000 && value < MICROS_YEAR_10000 && Number.isInteger(value)));
      if (odd) this.inexact.add(column.column);
    }
    for (const column of this.schema.text) {
      const raw = row[column];
      const dictionary = this.dictionaries.get(column) as Dictionary;
      (this.codes.get(column) as Uint16Array)[slot] = dictionary.code(
        raw === null || raw === undefined ? null : String(raw),
      );
    }
  }

  private placeInShop(slot: number, shopId: number): void {
    const previous = this.shopIds[slot] as number;
    if (this.present[slot] === 1 && previous === shopId) return;
    const old = this.rowsOfShop.get(previous);
    const at = old ? old.indexOf(slot) : -1;
    if (old && at >= 0) old.splice(at, 1);
    const list = this.rowsOfShop.get(shopId);
    if (list) list.push(slot);
    else this.rowsOfShop.set(shopId, [slot]);
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    const grown = <T extends Float64Array | Uint8Array | Uint16Array>(a: T): T => {
      const next = new (a.constructor as new (n: number) => T)(capacity);
      next.set(a);
      return next;
    };
    this.ids = grown(this.ids);
    this.shopIds = grown(this.shopIds);
    this.listed = grown(this.listed);
    this.present = grown(this.present);
    for (const [k, a] of this.values) this.values.set(k, grown(a));
    for (const [k, a] of this.nulls) this.nulls.set(k, grown(a));
    for (const [k, a] of this.codes) this.codes.set(k, grown(a));
    this.items.grow(capacity);
    this.capacity = capacity;
  }
}
