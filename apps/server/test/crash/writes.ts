// The writes a crash test streams, and what each does to a user's saved state: a small model the
// test keeps of every acknowledged write, checked against the server after it is killed and restarted.

export type Write =
  | { kind: "filterSave"; name: string; marker: string; overwrite: boolean }
  | { kind: "filterDelete"; name: string }
  | { kind: "tagsOverwrite"; name: string; ids: number[] }
  | { kind: "tagsChange"; name: string; id: number; action: "add" | "remove" }
  | { kind: "tagsDelete"; name: string }
  | { kind: "track"; url: string };

/** One user's saved state as the API shows it: filter sets (name -> marker), collections, tracks. */
export interface SavedState {
  sets: Record<string, string>;
  collections: Record<string, number[]>;
  tracks: number;
}

export const emptyState = (): SavedState => ({ sets: {}, collections: {}, tracks: 0 });

/** The state after the write took effect. */
export function applyWrite(state: SavedState, write: Write): SavedState {
  const next: SavedState = {
    sets: { ...state.sets },
    collections: Object.fromEntries(
      Object.entries(state.collections).map(([name, ids]) => [name, [...ids]]),
    ),
    tracks: state.tracks,
  };
  switch (write.kind) {
    case "filterSave":
      next.sets[write.name] = write.marker;
      break;
    case "filterDelete":
      delete next.sets[write.name];
      break;
    case "tagsOverwrite":
      next.collections[write.name] = [...new Set(write.ids)];
      break;
    case "tagsChange": {
      const members = next.collections[write.name];
      if (write.action === "add") {
        if (!members) next.collections[write.name] = [write.id];
        else if (!members.includes(write.id)) members.push(write.id);
      } else if (members) {
        next.collections[write.name] = members.filter((id) => id !== write.id);
      }
      break;
    }
    case "tagsDelete":
      delete next.collections[write.name];
      break;
    case "track":
      next.tracks += 1;
      break;
  }
  return next;
}

/** The call and body of a write. */
export function requestOf(write: Write): { path: string; body: unknown } {
  switch (write.kind) {
    case "filterSave":
      return {
        path: "/v3/filters/save",
        body: {
          filter_type: "shops",
          filter_set_name: write.name,
          overwrite: write.overwrite,
          excluded_shops: [],
          filters: { range_filters: {}, one_hot_filters: { shop_country: [write.marker] } },
        },
      };
    case "filterDelete":
      return {
        path: "/v3/filters/delete",
        body: { filter_type: "shops", filter_set_name: write.name },
      };
    case "tagsOverwrite":
      return {
        path: "/v3/tags/overwrite",
        body: { tag_type: "shops", tag_name: write.name, shop_ids: write.ids },
      };
    case "tagsChange":
      return {
        path: "/v3/tags/change",
        body: { tag_type: "shops", tag_name: write.name, shop_id: write.id, action: write.action },
      };
    case "tagsDelete":
      return { path: "/v3/tags/delete", body: { tag_type: "shops", tag_name: write.name } };
    case "track":
      return { path: "/v3/shops/track/v2/start", body: { shop_url: write.url } };
  }
}

/** mulberry32: a seeded generator, so a failing stream can be replayed from the printed seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The next write for a user in `state`: mostly changes to what exists, sometimes something new. At
 * most `track.max` track requests (the status list shows the newest 50).
 */
export function nextWrite(
  state: SavedState,
  n: number,
  random: () => number,
  shopIds: readonly number[],
  track: { url: string; max: number },
): Write {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const sets = Object.keys(state.sets);
  const collections = Object.keys(state.collections);
  const roll = random();
  if (roll < 0.1 && state.tracks < track.max) return { kind: "track", url: track.url };
  if (roll < 0.3 || sets.length === 0)
    return { kind: "filterSave", name: `Set ${n}`, marker: `v${n}`, overwrite: false };
  if (roll < 0.4) return { kind: "filterSave", name: pick(sets), marker: `v${n}`, overwrite: true };
  if (roll < 0.47) return { kind: "filterDelete", name: pick(sets) };
  if (roll < 0.65 || collections.length === 0) {
    const ids = Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(shopIds));
    const name = collections.length > 0 && random() < 0.5 ? pick(collections) : `List ${n}`;
    return { kind: "tagsOverwrite", name, ids };
  }
  if (roll < 0.93) {
    return {
      kind: "tagsChange",
      name: pick(collections),
      id: pick(shopIds),
      action: random() < 0.7 ? "add" : "remove",
    };
  }
  return { kind: "tagsDelete", name: pick(collections) };
}
