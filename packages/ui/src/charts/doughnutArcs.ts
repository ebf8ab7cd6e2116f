/**
 * A doughnut's slices as SVG path strings, centred on (0, 0): plain geometry computed once per data
 * set, so a card draws a few static paths instead of a chart library's per-render components.
 */
export function doughnutArcs(
  values: readonly number[],
  outerRadius: number,
  innerRadius: number,
  padAngle = 0.01,
): string[] {
  const weights = values.map((value) => (Number.isFinite(value) ? Math.max(0, value) : 0));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map(() => "");
  let start = 0;
  return weights.map((weight) => {
    const sweep = (weight / total) * 2 * Math.PI;
    const from = start;
    start += sweep;
    if (sweep === 0) return "";
    // A lone slice is a full ring: two half arcs, as one arc cannot start and end at one point.
    if (sweep >= 2 * Math.PI - 1e-9) return ring(outerRadius, innerRadius);
    const pad = Math.min(padAngle, sweep / 2) / 2;
    return sector(from + pad, from + sweep - pad, outerRadius, innerRadius);
  });
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The point at `angle` (0 at twelve o'clock, clockwise) on a circle of `radius`. */
function point(angle: number, radius: number): string {
  return `${round(radius * Math.sin(angle))},${round(-radius * Math.cos(angle))}`;
}

function sector(from: number, to: number, outer: number, inner: number): string {
  const large = to - from > Math.PI ? 1 : 0;
  return [
    `M${point(from, outer)}`,
    `A${outer},${outer} 0 ${large} 1 ${point(to, outer)}`,
    `L${point(to, inner)}`,
    `A${inner},${inner} 0 ${large} 0 ${point(from, inner)}`,
    "Z",
  ].join("");
}

function ring(outer: number, inner: number): string {
  return [
    `M0,${-outer}A${outer},${outer} 0 1 1 0,${outer}A${outer},${outer} 0 1 1 0,${-outer}Z`,
    `M0,${-inner}A${inner},${inner} 0 1 0 0,${inner}A${inner},${inner} 0 1 0 0,${-inner}Z`,
  ].join("");
}
