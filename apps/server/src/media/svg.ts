/**
 * Small SVG pictures drawn from catalogue data: 30-day sparklines, favicons, product images and ad
 * images. Every text placed in SVG is escaped: titles come from crawled shops and are untrusted.
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

/** A rounded square with the shop's initial. */
export function faviconSvg(shopId: number, title: string): string {
  const initial = Array.from(title.trim())[0]?.toUpperCase() ?? "?";
  return svg(
    64,
    64,
    `<rect width="64" height="64" rx="14" fill="hsl(${hueOf(shopId)} 55% 45%)"/>` +
      `<text x="32" y="43" font-family="Inter, Arial, sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initial)}</text>`,
    title,
  );
}

/** Splits a title into at most `lines` lines of about `width` characters. */
export function wrapText(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > width) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) out.push(line);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = `${kept[lines - 1]?.slice(0, width - 1)}…`;
    return kept;
  }
  return out;
}

function textLines(lines: readonly string[], x: number, y: number, size: number, fill: string) {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.25}" font-family="Inter, Arial, sans-serif" font-size="${size}" font-weight="600" fill="${fill}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join("");
}

/** A generated product picture: a coloured backdrop, a simple object and the title. */
export function productImageSvg(productId: number, title: string): string {
  const hue = hueOf(productId);
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="hsl(${hue} 45% 92%)"/>` +
      `<circle cx="200" cy="160" r="90" fill="hsl(${hue} 55% 55%)"/>` +
      `<rect x="150" y="110" width="100" height="100" rx="18" fill="hsl(${(hue + 40) % 360} 60% 70%)"/>` +
      textLines(wrapText(title, 24, 3), 200, 300, 22, "#1f2937"),
    title,
  );
}

/** An ad picture (a video ad's poster gets a play button). */
export function adImageSvg(
  adId: number,
  n: number,
  ad: { page_name: string; title: string | null; cta: string | null },
  video: boolean,
): string {
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
      textLines(wrapText(ad.title ?? ad.page_name, 30, 2), 300, 450, 28, "#111827") +
      textLines([`${ad.page_name} · Sponsored`], 300, 540, 20, "#374151") +
      (ad.cta ? textLines([ad.cta], 300, 575, 18, "#1d4ed8") : ""),
    ad.title ?? ad.page_name,
  );
}
