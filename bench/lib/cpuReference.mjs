// A fixed single-threaded workload timed on the machine a bench runs on, so that figures measured on
// different machines of "this machine kind" can be told apart from changes in the code: the same
// commit measured here has run the story loop in 58 s and in 130 s. The workload is the kind of work
// the figures are made of: typed-array scans and sorts (the search read model), objects built and
// serialised as JSON (the API), strings compared (titles). Lower is faster.
import { performance } from "node:perf_hooks";

const ROWS = 1 << 18;
const OBJECTS = 20_000;
const RUNS = 7;

/** A deterministic pseudo-random sequence (mulberry32): every machine does the same work. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One run of the workload; returns a checksum so that no part of it can be optimised away. */
export function referenceWorkload() {
  const next = random(7);
  const values = new Float64Array(ROWS);
  for (let i = 0; i < ROWS; i++) values[i] = next() * 1e6;
  const order = new Uint32Array(ROWS);
  for (let i = 0; i < ROWS; i++) order[i] = i;
  order.sort((a, b) => values[a] - values[b]);
  let matched = 0;
  for (let i = 0; i < ROWS; i++) if (values[order[i]] > 250_000 && (order[i] & 3) === 0) matched++;

  const items = [];
  for (let i = 0; i < OBJECTS; i++) {
    items.push({
      id: i,
      title: `Product ${Math.floor(next() * 1e9).toString(36)}`,
      price: Math.round(next() * 10_000) / 100,
      tags: ["a", "b", "c"].slice(0, i % 4),
    });
  }
  const parsed = JSON.parse(JSON.stringify(items));
  parsed.sort((a, b) => a.title.localeCompare(b.title));
  return matched + parsed.length + parsed[0].title.length;
}

/** Milliseconds the workload takes here: the median of RUNS runs after one to warm up. */
export function cpuReferenceMs() {
  referenceWorkload();
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    referenceWorkload();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(RUNS / 2)]);
}
