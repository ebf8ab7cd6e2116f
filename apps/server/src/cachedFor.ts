/**
 * `load`'s value, loaded at most once per `ms`: callers within that time share one load (a page
 * anyone may request costs one query a minute, not one per request). A failed load is not kept.
 */
export function cachedFor<T>(
  ms: number,
  load: () => Promise<T>,
  now: () => number = Date.now,
): () => Promise<T> {
  let held: { value: Promise<T>; at: number } | null = null;
  return () => {
    if (held && now() - held.at < ms) return held.value;
    const value = load();
    const entry = { value, at: now() };
    held = entry;
    value.catch(() => {
      if (held === entry) held = null;
    });
    return value;
  };
}
