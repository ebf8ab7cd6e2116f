/**
 * Layout sanity of a rendered story, measured in the browser: a screenshot only proves that nothing
 * changed, these prove two things a person would call broken in any screenshot.
 * - No two pieces of text overlap (a figure running into its neighbour).
 * - No text is cut off by an ancestor's `overflow: hidden | clip`, unless it is deliberately truncated:
 *   an ellipsis or line clamp shows that it continues, and a `title` gives the full value on hover
 *   (screen readers read the text itself, which stays whole in the DOM).
 */

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface TextBox {
  element: Element;
  text: string;
  /** Where the text is laid out, whole. */
  rect: Rect;
  /** The part of it that its ancestors' overflow leaves visible. */
  visible: Rect;
}

/** Less than this (px) is sub-pixel rounding or a glyph's side bearing, not a visible fault. */
const TOLERANCE = 1.5;

function isVisuallyHidden(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.visibility === "hidden" || style.display === "none" || style.opacity === "0") {
      return true;
    }
    // The sr-only pattern: a 1 px box clipped away (text for screen readers only).
    if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") return true;
  }
  return false;
}

/** The box an element lets its content show in, per axis it clips (overflow hidden or clip). */
function clipBox(node: Element): Rect | null {
  // An <svg> inside an <svg> (visx wraps tick labels in one) reports no box of its own to clip to;
  // the outermost <svg> is the one that clips what the chart draws.
  if (node instanceof SVGElement && node.ownerSVGElement) return null;
  const style = getComputedStyle(node);
  const clipsX = style.overflowX === "hidden" || style.overflowX === "clip";
  const clipsY = style.overflowY === "hidden" || style.overflowY === "clip";
  if (!clipsX && !clipsY) return null;
  const outer = node.getBoundingClientRect();
  // An <svg> clips to its own box; client sizes are those of an HTML element's padding box.
  const svg = node instanceof SVGElement;
  const left = svg ? outer.left : outer.left + node.clientLeft;
  const top = svg ? outer.top : outer.top + node.clientTop;
  const width = svg ? outer.width : node.clientWidth;
  const height = svg ? outer.height : node.clientHeight;
  return {
    left: clipsX ? left : Number.NEGATIVE_INFINITY,
    right: clipsX ? left + width : Number.POSITIVE_INFINITY,
    top: clipsY ? top : Number.NEGATIVE_INFINITY,
    bottom: clipsY ? top + height : Number.POSITIVE_INFINITY,
  };
}

/** The elements that clip an element's text, itself first, then its ancestors (not the page). */
function clippers(element: Element): Array<{ node: Element; box: Rect }> {
  const found: Array<{ node: Element; box: Rect }> = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node === document.documentElement || node === document.body) break;
    const box = clipBox(node);
    if (box) found.push({ node, box });
  }
  return found;
}

function intersect(a: Rect, b: Rect): Rect {
  return {
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  };
}

/** Every visible line box of every text node under root. */
function textBoxes(root: Element): TextBox[] {
  const boxes: TextBox[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const hidden = new Map<Element, boolean>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    const element = node.parentElement;
    if (!text || !element || element.closest("script, style, template, [data-live-announcer]")) {
      continue;
    }
    if (!hidden.has(element)) hidden.set(element, isVisuallyHidden(element));
    if (hidden.get(element)) continue;
    range.selectNodeContents(node);
    const clipping = clippers(element);
    // Inside a box of no size that clips (a measuring <svg>, a collapsed panel): hidden on purpose.
    if (clipping.some(({ box }) => box.right - box.left <= 0 || box.bottom - box.top <= 0)) {
      continue;
    }
    for (const rect of range.getClientRects()) {
      if (rect.width <= TOLERANCE || rect.height <= TOLERANCE) continue;
      const visible = clipping.reduce((shown, { box }) => intersect(shown, box), rect as Rect);
      boxes.push({ element, text, rect, visible });
    }
  }
  return boxes;
}

/**
 * Text in different layers (a modal over the page, a menu over its trigger) is painted over an
 * opaque surface on purpose: only text of the same layer is compared.
 */
function layerOf(element: Element): Element {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.matches("[role=dialog], [role=alertdialog], [role=menu], [role=listbox], [popover]")) {
      return node;
    }
    if (getComputedStyle(node).position === "fixed") return node;
  }
  return document.documentElement;
}

function overlap(a: Rect, b: Rect): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > TOLERANCE && height > TOLERANCE ? width * height : 0;
}

function describe(box: TextBox): string {
  const text = box.text.length > 40 ? `${box.text.slice(0, 40)}…` : box.text;
  return `'${text}'`;
}

function overlapProblems(boxes: TextBox[]): string[] {
  const problems: string[] = [];
  const layers = new Map<Element, Element>();
  const layer = (element: Element) => {
    let found = layers.get(element);
    if (!found) {
      found = layerOf(element);
      layers.set(element, found);
    }
    return found;
  };
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i] as TextBox;
      const b = boxes[j] as TextBox;
      if (a.element === b.element || layer(a.element) !== layer(b.element)) continue;
      if (overlap(a.visible, b.visible) > 0) {
        problems.push(`text ${describe(a)} overlaps text ${describe(b)}`);
      }
    }
  }
  return problems;
}

/** Deliberate truncation between the text and the ancestor that clips it. */
function isDeliberatelyTruncated(element: Element, clipper: Element): boolean {
  let marked = false;
  let titled = false;
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none") marked = true;
    if (node.getAttribute("title")) titled = true;
    if (node === clipper) break;
  }
  return marked && titled;
}

function clipProblems(boxes: TextBox[]): string[] {
  const problems: string[] = [];
  for (const box of boxes) {
    for (const { node, box: clip } of clippers(box.element)) {
      const cut = Math.max(
        clip.left - box.rect.left,
        box.rect.right - clip.right,
        clip.top - box.rect.top,
        box.rect.bottom - clip.bottom,
      );
      if (cut <= TOLERANCE) continue;
      if (!isDeliberatelyTruncated(box.element, node)) {
        problems.push(
          `text ${describe(box)} is cut off by ${Math.round(cut)} px by <${node.tagName.toLowerCase()} class="${node.getAttribute("class") ?? ""}">` +
            " (truncate it with an ellipsis and a title holding the full value, or give it room)",
        );
      }
      break;
    }
  }
  return problems;
}

/**
 * Text running past the right edge of the page, outside any scroll container. What an ancestor clips
 * away does not (an ellipsis cuts a legend short inside its card): clipProblems judges that cut.
 */
function pageEdgeProblems(boxes: TextBox[]): string[] {
  const edge = document.documentElement.clientWidth;
  return boxes
    .filter((box) => box.visible.right > edge + TOLERANCE)
    .filter((box) => {
      for (let node = box.element.parentElement; node; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (node !== document.documentElement && (overflowX === "auto" || overflowX === "scroll")) {
          return false;
        }
      }
      return true;
    })
    .map((box) => `text ${describe(box)} runs past the right edge of the page`);
}

/** Every layout fault under root, one line each; empty when the layout is sane. */
export function layoutProblems(root: Element = document.body): string[] {
  const boxes = textBoxes(root);
  const problems = [...overlapProblems(boxes), ...clipProblems(boxes), ...pageEdgeProblems(boxes)];
  return [...new Set(problems)];
}
