// The browser side of a story screenshot: where the story paints on the test page, and the
// page held still for the shot as Playwright's element screenshot held it (carets hidden, finite
// animations finished, infinite ones paused at their start), measured and done here without a
// round trip to Node. Our components use no shadow DOM, so the document is the only root.
import type { ShotArea } from "./screenshots";

/**
 * How far paint reaches past an element's box: the largest shadow (shadow-xl) 40 px below it, a
 * focus ring's offset and width a few pixels round it.
 */
const PAINT_MARGIN = 48;

/** Elements that paint their whole box whatever their style. */
const REPLACED = new Set(["IMG", "svg", "CANVAS", "VIDEO", "INPUT", "TEXTAREA", "SELECT", "HR"]);

/**
 * Whether the element paints its box, not only its text and children: a replaced element, or a
 * border, shadow, outline or background other than the page's (the preview's full-width wrapper
 * paints the page's own colour, which the capture outside it shows anyway).
 */
function paintsBox(element: Element, pageBackground: string): boolean {
  if (REPLACED.has(element.tagName)) return true;
  const style = getComputedStyle(element);
  return (
    style.borderTopWidth !== "0px" ||
    style.borderRightWidth !== "0px" ||
    style.borderBottomWidth !== "0px" ||
    style.borderLeftWidth !== "0px" ||
    style.boxShadow !== "none" ||
    style.outlineStyle !== "none" ||
    style.backgroundImage !== "none" ||
    (style.backgroundColor !== "rgba(0, 0, 0, 0)" && style.backgroundColor !== pageBackground)
  );
}

/**
 * The far corner of what the story paints (its text and painted boxes, portalled overlays and their
 * shadows included): a capture costs by its area, and most stories paint a corner of the 1200×900
 * document (whole-document shots were about 40 % of the loop's time).
 */
function paintedExtent(document: Document): { right: number; bottom: number } {
  let right = 0;
  let bottom = 0;
  const grow = (box: DOMRect) => {
    if (box.width === 0 && box.height === 0) return;
    right = Math.max(right, box.right);
    bottom = Math.max(bottom, box.bottom);
  };
  const text = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = text.nextNode(); node; node = text.nextNode()) {
    if (!/\S/.test(node.nodeValue ?? "")) continue;
    range.selectNodeContents(node);
    grow(range.getBoundingClientRect());
  }
  const pageBackground = getComputedStyle(document.body).backgroundColor;
  for (const element of document.body.querySelectorAll("*")) {
    // Its style is read only when its box reaches past what was found so far: most boxes do not.
    const box = element.getBoundingClientRect();
    if (box.right <= right && box.bottom <= bottom) continue;
    if (paintsBox(element, pageBackground)) grow(box);
  }
  return { right: right + PAINT_MARGIN, bottom: bottom + PAINT_MARGIN };
}

/** How far down a story's screenshot reaches: its whole page, or what its viewport shows. */
export type ScreenshotReach = "page" | "viewport";

/**
 * Where the story paints on the test page (the Vitest iframe is same-origin and not scaled): from
 * the document's top left corner, so a story that moves changes its shot, down and across to what
 * it paints, never past the document (an element placed off it is not painted there) nor, for a
 * viewport shot, past the viewport's bottom.
 */
export function storyArea(reach: ScreenshotReach): ShotArea {
  const iframe = window.frameElement;
  if (!iframe) throw new Error("Story screenshots need Vitest's browser iframe");
  const frameBox = iframe.getBoundingClientRect();
  if (Math.abs(frameBox.width - iframe.clientWidth) > 1) {
    throw new Error("The test iframe is scaled: widen TEST_WINDOW in .storybook/testWindow.ts");
  }
  const html = document.documentElement.getBoundingClientRect();
  const painted = paintedExtent(document);
  return {
    x: window.parent.scrollX + frameBox.left + iframe.clientLeft + html.left,
    y: window.parent.scrollY + frameBox.top + iframe.clientTop + html.top,
    width: Math.min(html.right, painted.right) - html.left,
    height:
      Math.min(html.bottom, painted.bottom, reach === "viewport" ? window.innerHeight : Infinity) -
      html.top,
  };
}

/** Holds the page still for a screenshot; the returned function lets it move again. */
export function holdStill(): () => void {
  const carets = new Map<HTMLElement, { value: string; priority: string }>();
  for (const element of document.querySelectorAll<HTMLElement>(
    "input,textarea,[contenteditable]",
  )) {
    carets.set(element, {
      value: element.style.getPropertyValue("caret-color"),
      priority: element.style.getPropertyPriority("caret-color"),
    });
    element.style.setProperty("caret-color", "transparent", "important");
  }
  const paused = new Set<Animation>();
  const settleAnimations = () => {
    for (const animation of document.getAnimations()) {
      if (!animation.effect || animation.playbackRate === 0 || paused.has(animation)) continue;
      if (Number.isFinite(animation.effect.getComputedTiming().endTime)) {
        animation.finish();
      } else {
        animation.cancel();
        paused.add(animation);
      }
    }
  };
  settleAnimations();
  // A transition or animation that starts during the shot is settled too.
  document.addEventListener("transitionrun", settleAnimations);
  document.addEventListener("animationstart", settleAnimations);
  return () => {
    document.removeEventListener("transitionrun", settleAnimations);
    document.removeEventListener("animationstart", settleAnimations);
    for (const [element, { value, priority }] of carets) {
      element.style.setProperty("caret-color", value, priority);
    }
    for (const animation of paused) animation.play();
  };
}
