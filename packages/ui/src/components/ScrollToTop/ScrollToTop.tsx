import { SCROLL_TO_TOP_THRESHOLD_PX } from "@hotshelf/domain";
import { useEffect, useState } from "react";
import { IconButton } from "../IconButton";

const arrowUp = (
  <svg viewBox="0 0 20 20" width="1em" height="1em" aria-hidden="true" focusable="false">
    <path d="M10 16V4M4.5 9.5L10 4l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
  </svg>
);

/**
 * An empty marker over the document's first 100 px: it leaves the viewport exactly when the page is
 * scrolled past them (an edge that only touches the viewport still counts as in it).
 */
function topMarker(): HTMLElement {
  const marker = document.createElement("div");
  marker.setAttribute("aria-hidden", "true");
  Object.assign(marker.style, {
    position: "absolute",
    top: "0",
    left: "0",
    width: "1px",
    height: `${SCROLL_TO_TOP_THRESHOLD_PX}px`,
    pointerEvents: "none",
  });
  return marker;
}

/**
 * A floating button that appears once the page is scrolled past 100 px and returns to the top.
 * `raised` lifts it above a bar fixed at the bottom of the screen (the compare bar).
 * An intersection observer tells when, not a scroll handler: reading the scroll position there
 * forces a layout in every scrolled frame.
 */
export function ScrollToTop({ raised = false }: { raised?: boolean }) {
  const [isVisible, setVisible] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const marker = topMarker();
    document.body.append(marker);
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setVisible(!entry.isIntersecting);
    });
    observer.observe(marker);
    return () => {
      observer.disconnect();
      marker.remove();
    };
  }, []);
  if (!isVisible) return null;
  return (
    <IconButton
      label="Scroll to top"
      icon={arrowUp}
      variant="secondary"
      className={`fixed right-6 z-40 rounded-full shadow-lg ${raised ? "bottom-24" : "bottom-6"}`}
      onPress={() => {
        const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
      }}
    />
  );
}
