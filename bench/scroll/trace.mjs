// Main-thread time per frame from a Chromium trace: the renderer's main thread, its top-level tasks
// (merged where they nest), cut where the main thread begins a frame (BeginMainThreadFrame). A long
// task delays the next frame, so its whole length counts in one frame, as a user feels it.

/** The trace categories this reads. */
export const TRACE_CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "blink.user_timing",
].join(",");

const TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/**
 * The rendering steps a frame's time is split into; what is left of the main thread's busy time is
 * script and other tasks (a forced layout inside a script counts as layout).
 */
export const RENDER_STEPS = {
  style: ["UpdateLayoutTree"],
  layout: ["Layout"],
  "pre-paint": ["PrePaint"],
  paint: ["Paint"],
  layerize: ["Layerize"],
  "garbage collection": ["MajorGC", "MinorGC"],
};
const STEP_OF = new Map(
  Object.entries(RENDER_STEPS).flatMap(([step, names]) => names.map((name) => [name, step])),
);

/** Keeps only the events the analysis needs, so a long trace fits in memory. */
export function keepEvent(event) {
  if (event.ph === "M") return event.name === "thread_name";
  if (event.ph === "X" && (TASKS.has(event.name) || STEP_OF.has(event.name))) return true;
  if (event.name === "BeginMainThreadFrame") return true;
  return event.cat?.includes("blink.user_timing") ?? false;
}

/** [start, end] of a user-timing mark pair (performance.mark) in trace microseconds. */
export function markWindow(events, startMark, endMark) {
  const at = (name) =>
    events.find((e) => e.name === name && e.cat?.includes("blink.user_timing"))?.ts;
  const start = at(startMark);
  const end = at(endMark);
  if (start === undefined || end === undefined) {
    throw new Error(`the trace lacks the marks ${startMark} / ${endMark}`);
  }
  return [start, end];
}

/**
 * Busy intervals (µs) of one thread: top-level tasks, nested ones merged into their parent. The
 * third element is the thread's CPU time in the interval (the tasks' tdur): the wall time less
 * what the thread spent not running, waiting for another thread or for a core.
 */
function busyIntervals(events, pid, tid, [from, to]) {
  const spans = events
    .filter((e) => e.ph === "X" && e.pid === pid && e.tid === tid && TASKS.has(e.name))
    .map((e) => [e.ts, e.ts + (e.dur ?? 0), e.tdur ?? e.dur ?? 0])
    .filter(([s, e]) => e > from && s < to)
    .sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged = [];
  for (const [s, e, cpu] of spans) {
    const last = merged.at(-1);
    if (last && s <= last[1]) {
      // A nested task's CPU time is already in its parent's; one that overlaps only partly adds its own.
      if (e > last[1]) last[2] += cpu;
      last[1] = Math.max(last[1], e);
    } else merged.push([s, e, cpu]);
  }
  return merged;
}

const total = (intervals) => intervals.reduce((sum, [s, e]) => sum + (e - s), 0);

/** The page's main thread: of the CrRendererMain threads, the busiest in the window. */
function pageMainThread(events, window) {
  const mains = events.filter((e) => e.ph === "M" && e.args?.name === "CrRendererMain");
  let best = null;
  for (const main of mains) {
    const busy = total(busyIntervals(events, main.pid, main.tid, window));
    if (!best || busy > best.busy) best = { pid: main.pid, tid: main.tid, busy };
  }
  if (!best) throw new Error("the trace has no renderer main thread");
  return best;
}

/**
 * Milliseconds of main-thread work in each frame of the window. A frame runs from one
 * BeginMainThreadFrame of the page's main thread to the next (fixed 16.7 ms steps when the trace has
 * too few of them).
 */
export function mainThreadPerFrame(events, window) {
  const [from, to] = window;
  const main = pageMainThread(events, window);
  const busy = busyIntervals(events, main.pid, main.tid, window);
  let edges = events
    .filter(
      (e) =>
        e.name === "BeginMainThreadFrame" &&
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.ts >= from &&
        e.ts <= to,
    )
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  edges = [...new Set(edges)];
  const fromFrameEvents = edges.length >= 10;
  if (!fromFrameEvents) {
    edges = [];
    for (let t = from; t <= to; t += 16_667) edges.push(t);
  }
  const frames = [];
  const cpuFrames = [];
  const spans = [];
  let i = 0;
  for (let f = 0; f + 1 < edges.length; f++) {
    const start = edges[f];
    const end = edges[f + 1];
    while (i < busy.length && busy[i][1] <= start) i++;
    let sum = 0;
    let cpu = 0;
    for (let j = i; j < busy.length && busy[j][0] < end; j++) {
      const [s, e, taskCpu] = busy[j];
      const inFrame = Math.min(end, e) - Math.max(start, s);
      sum += inFrame;
      // A task cut by the frame's edges gets its CPU time in proportion.
      cpu += e > s ? (taskCpu * inFrame) / (e - s) : 0;
    }
    frames.push(sum / 1000);
    cpuFrames.push(cpu / 1000);
    spans.push([start, end]);
  }
  return { frames, cpuFrames, spans, main, fromFrameEvents, busyMs: main.busy / 1000 };
}

/**
 * Where the time of the frames at or over `threshold` ms went: the mean milliseconds per such frame
 * of each rendering step (RENDER_STEPS, as their trace events on the page's main thread, cut to the
 * frame), and of script and other tasks, the rest of the frame's busy time.
 */
export function slowFrameSteps(events, { frames, cpuFrames, spans, main }, threshold) {
  const slowIndexes = frames.flatMap((ms, f) => (ms >= threshold ? [f] : []));
  const slow = slowIndexes.map((f) => spans[f]);
  // Only the outermost step events: one nested in another (a GC during a layout) is already counted
  // in it, and counting it again would take the time from script twice.
  const candidates = events
    .filter((e) => e.ph === "X" && e.pid === main.pid && e.tid === main.tid && STEP_OF.has(e.name))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const steps = [];
  for (const e of candidates) {
    const step = { step: STEP_OF.get(e.name), start: e.ts, end: e.ts + (e.dur ?? 0) };
    if (step.end > (steps.at(-1)?.end ?? Number.NEGATIVE_INFINITY)) steps.push(step);
  }
  const totals = Object.fromEntries(Object.keys(RENDER_STEPS).map((step) => [step, 0]));
  let i = 0;
  for (const [start, end] of slow) {
    while (i < steps.length && steps[i].end <= start) i++;
    for (let j = i; j < steps.length && steps[j].start < end; j++) {
      totals[steps[j].step] += Math.min(end, steps[j].end) - Math.max(start, steps[j].start);
    }
  }
  const count = slow.length || 1;
  const meanOf = (perFrame) => slowIndexes.reduce((sum, f) => sum + perFrame[f], 0) / count;
  const wall = meanOf(frames);
  const mean = Object.fromEntries(
    Object.entries(totals).map(([step, us]) => [step, us / 1000 / count]),
  );
  const rendering = Object.values(mean).reduce((sum, ms) => sum + ms, 0);
  return {
    frames: slow.length,
    wall,
    cpu: meanOf(cpuFrames),
    script: Math.max(0, wall - rendering),
    ...mean,
  };
}
