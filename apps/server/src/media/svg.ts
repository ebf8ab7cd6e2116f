/**
 * Small SVG pictures drawn from catalogue data: 30-day sparklines, favicons, product images and ad
 * images. Every text placed in SVG is escaped.
 */

/**
 * Characters XML 1.0 cannot carry at all (controls, U+FFFE/U+FFFF, lone surrogates): escaping does
 * not help, and one of them would make the whole picture unreadable, so they are dropped.
 */
const NOT_XML =
  /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\uD800-\uDFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text for SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A stable colour for an id (hue spread around the wheel). */
export function hueOf(id: number): number {
  return (Math.imul(id, 2654435761) >>> 0) % 360;
}

const svg = (width: number, height: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

const SPARK_W = 300;
const SPARK_H = 80;
const PAD = 4;

/**
 * A sparkline of the values (oldest first): a line over a soft area for revenue, a step-free line for
 * ad counts; green when the period ended higher than it started, red otherwise.
 */
export function sparklineSvg(values: readonly number[], label: string): string {
  const max = Math.max(...values, 0);
  const n = values.length;
  const x = (i: number) => PAD + (n <= 1 ? 0 : (i * (SPARK_W - 2 * PAD)) / (n - 1));
  const y = (v: number) => SPARK_H - PAD - (max === 0 ? 0 : (v / max) * (SPARK_H - 2 * PAD));
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  const rising = (values.at(-1) ?? 0) >= (values[0] ?? 0);
  const stroke = rising ? "#16a34a" : "#dc2626";
  const area = `${PAD},${SPARK_H - PAD} ${points} ${x(n - 1).toFixed(1)},${SPARK_H - PAD}`;
  return svg(
    SPARK_W,
    SPARK_H,
    `<polygon points="${area}" fill="${stroke}" fill-opacity="0.12"/>` +
      `<polyline points="${points}" fill="none" stroke="${stroke}" stroke-width="2" stroke-linejoin="round"/>`,
    label,
  );
}

/**
 * The pictures carry no catalogue text (titles, page names, calls to action): they are public, under
 * sequential ids, so any text in them would let a signed-out visitor read the catalogue (issue 13).
 * The web app puts the names next to them, from the licence-gated API.
 */
export const MEDIA_LABELS = {
  favicon: "Shop icon",
  product: "Product image",
  ad: "Ad image",
  video: "Ad video",
} as const;

/** A rounded square with a simple storefront, coloured by the shop's id. */
export function faviconSvg(shopId: number): string {
  return svg(
    64,
    64,
    `<rect width="64" height="64" rx="14" fill="hsl(${hueOf(shopId)} 55% 45%)"/>` +
      `<polygon points="13,18 51,18 48,26 16,26" fill="#fff"/><rect x="16" y="26" width="32" height="22" fill="#fff"/>`,
    MEDIA_LABELS.favicon,
  );
}

/** A generated product picture: a coloured backdrop and a simple object. */
export function productImageSvg(productId: number): string {
  const hue = hueOf(productId);
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="hsl(${hue} 45% 92%)"/>` +
      `<circle cx="200" cy="180" r="90" fill="hsl(${hue} 55% 55%)"/>` +
      `<rect x="150" y="130" width="100" height="100" rx="18" fill="hsl(${(hue + 40) % 360} 60% 70%)"/>`,
    MEDIA_LABELS.product,
  );
}

/** An ad picture (a video ad's poster gets a play button). */
export function adImageSvg(adId: number, n: number, video: boolean): string {
  const hue = hueOf(adId * 31 + n);
  const play = video
    ? `<circle cx="300" cy="230" r="46" fill="#000" fill-opacity="0.55"/><polygon points="285,205 285,255 325,230" fill="#fff"/>`
    : "";
  return svg(
    600,
    600,
    `<rect width="600" height="600" fill="hsl(${hue} 50% 88%)"/>` +
      `<rect x="60" y="80" width="480" height="300" rx="24" fill="hsl(${hue} 55% 60%)"/>` +
      play +
      `<rect x="120" y="440" width="360" height="24" rx="12" fill="hsl(${hue} 20% 70%)"/>`,
    video ? MEDIA_LABELS.video : MEDIA_LABELS.ad,
  );
}
