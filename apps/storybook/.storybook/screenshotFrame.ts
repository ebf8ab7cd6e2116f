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

/**
 * The part of the document the story's elements cover (portalled overlays and their shadows
 * included), from the top: a capture costs by its area, and most stories fill a strip of the
 * 1200×900 document (a whole-document shot was about 40 % of the loop's time). Never more than the
 * document: an element placed off it is not painted there.
 */
function paintedBottom(document: Document): number {
  let bottom = 0;
  for (const element of document.body.querySelectorAll("*")) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 || box.height > 0) bottom = Math.max(bottom, box.bottom);
  }
  return bottom + PAINT_MARGIN;
}

/** Where the story's painted part of its document lies on the test page (the Vitest iframe is same-origin and not scaled). */
export function storyArea(): ShotArea {
  const iframe = window.frameElement;
  if (!iframe) throw new Error("Story screenshots need Vitest's browser iframe");
  const frameBox = iframe.getBoundingClientRect();
  if (Math.abs(frameBox.width - iframe.clientWidth) > 1) {
    throw new Error("The test iframe is scaled: widen TEST_WINDOW in .storybook/testWindow.ts");
  }
  const html = document.documentElement.getBoundingClientRect();
  const bottom = Math.min(html.bottom, paintedBottom(document));
  return {
    x: window.parent.scrollX + frameBox.left + iframe.clientLeft + html.left,
    y: window.parent.scrollY + frameBox.top + iframe.clientTop + html.top,
    width: html.width,
    height: bottom - html.top,
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
