/**
 * A small seeded PRNG (sfc32, seeded through splitmix32) so demo data is the same on every machine and
 * every run; Math.random is never used for data.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A log-normal draw: exp(mu + sigma * N(0, 1)). */
  logNormal(mu: number, sigma: number): number;
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** A generator for one stream: `createRng(seed, 7)` is independent of `createRng(seed, 8)`. */
export function createRng(seed: number, stream = 0): Rng {
  const mix = splitmix32((seed ^ Math.imul(stream + 1, 0x27d4eb2d)) >>> 0);
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  // Discard the first outputs: sfc32 mixes its state in a few rounds.
  for (let i = 0; i < 12; i++) next();
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    logNormal: (mu, sigma) => {
      // Box-Muller; 1 - next() keeps the logarithm finite.
      const u = 1 - next();
      const v = next();
      return Math.exp(mu + sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
    },
  };
  return rng;
}
