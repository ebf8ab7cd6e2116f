import { type Key, useState } from "react";

interface Held<T> {
  item: T;
  /** Where it stood in the list when it was held. */
  index: number;
}

/**
 * A list whose rows stay on screen a while after they leave it: a deleted collection or a removed
 * member shows its success tick in its own place, though the screen's reload drops it as soon as the
 * change is done. `hold` a row before its change, `release` it when its tick ends or the change fails;
 * `rows` is the list with the held rows that left it put back where they stood.
 */
export function useLeavingRows<T>(items: readonly T[], keyOf: (item: T) => Key) {
  const [held, setHeld] = useState<ReadonlyMap<Key, Held<T>>>(() => new Map());
  const present = new Set(items.map(keyOf));
  const leaving = [...held]
    .filter(([key]) => !present.has(key))
    .sort(([, a], [, b]) => a.index - b.index);
  const rows = [...items];
  for (const [, { item, index }] of leaving) rows.splice(Math.min(index, rows.length), 0, item);

  return {
    rows,
    hold: (item: T, index: number) =>
      setHeld((current) => new Map(current).set(keyOf(item), { item, index })),
    release: (key: Key) =>
      setHeld((current) => {
        if (!current.has(key)) return current;
        const next = new Map(current);
        next.delete(key);
        return next;
      }),
    /** Whether the row has left the list and is only held on screen. */
    isLeaving: (key: Key) => held.has(key) && !present.has(key),
  };
}
