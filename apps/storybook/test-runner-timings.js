// Where the test-runner's time goes: with STORYBOOK_TIMINGS=<file>, each worker appends one JSON
// line per measured step (phase, story id, milliseconds). bench/storybook reads the file.
import { appendFileSync } from "node:fs";

const file = process.env.STORYBOOK_TIMINGS;

/** @param {{ phase: string, id?: string, ms: number }} entry */
export function recordTiming(entry) {
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ ...entry, pid: process.pid })}\n`);
}

/**
 * Runs a step and records how long it took (also when it throws).
 * @template T
 * @param {string} phase
 * @param {string} id
 * @param {() => Promise<T>} step
 * @returns {Promise<T>}
 */
export async function timed(phase, id, step) {
  if (!file) return step();
  const started = performance.now();
  try {
    return await step();
  } finally {
    recordTiming({ phase, id, ms: performance.now() - started });
  }
}
