// The story files of a worker share one page (vitest.config.ts, `isolate: false`): this puts the page
// back as a fresh one was after each file, so a story never depends on the file before it. Storybook
// unmounts a story only when the next one renders, and what overlays did to the page outside React's
// tree (react-aria's inert and aria-hidden marks, usePreventScroll's styles, the live announcer,
// the interaction modality that decides focus rings) outlives the file that did it.
// This module is imported once per page (the setup file that uses it is re-run per file, its imports
// are not), so what it reads at import time is the page before any story.
import { unmountElement } from "@storybook/react-dom-shim";
import { setInteractionModality } from "react-aria/private/interactions/useFocusVisible";
import { destroyAnnouncer } from "react-aria/private/live-announcer/LiveAnnouncer";

type Attributes = Map<string, string>;

function attributesOf(element: Element): Attributes {
  return new Map([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
}

function restoreAttributes(element: Element, fresh: Attributes) {
  for (const name of element.getAttributeNames()) {
    if (!fresh.has(name)) element.removeAttribute(name);
  }
  for (const [name, value] of fresh) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}

/** The page before any story: body's own children, and the attributes of html, body and those. */
const freshChildren = new Set(document.body.childNodes);
const freshAttributes = new Map<Element, Attributes>(
  [document.documentElement, document.body, ...document.body.children].map((element) => [
    element,
    attributesOf(element),
  ]),
);

async function nextFrames() {
  await new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

/**
 * react-aria keeps the last input modality (keyboard, pointer, virtual) per page, and a fresh page
 * has none: a focus ring a story shows on its first render depends on it. A programmatic focus
 * clears its "event before focus" and "window blurred" flags, then the modality is set back to none
 * (its type says a modality, but none is the value a fresh page starts with).
 */
function resetInteractionModality() {
  const probe = document.createElement("button");
  probe.setAttribute("aria-hidden", "true");
  probe.tabIndex = -1;
  document.body.append(probe);
  probe.focus({ preventScroll: true });
  probe.remove();
  setInteractionModality(null as unknown as Parameters<typeof setInteractionModality>[0]);
}

/** What the last story file left, unmounted and removed: the page as it was fresh. */
export async function resetPage(): Promise<void> {
  const leftovers = [...document.body.childNodes].filter((node) => !freshChildren.has(node));
  // Unmount through React first: its effects undo what they did (inert marks, scroll lock,
  // focus scopes), and removing a portal under a mounted root would break its later unmount.
  // Storybook's own unmount of the story, when the next one renders, then finds nothing to do.
  for (const node of leftovers) if (node instanceof Element) unmountElement(node);
  // react-aria restores focus and settles overlays a frame after an unmount.
  await nextFrames();
  destroyAnnouncer();
  for (const node of [...document.body.childNodes]) {
    if (!freshChildren.has(node)) node.remove();
  }
  for (const [element, attributes] of freshAttributes) restoreAttributes(element, attributes);
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  document.getSelection()?.removeAllRanges();
  window.scrollTo(0, 0);
  resetInteractionModality();
}
