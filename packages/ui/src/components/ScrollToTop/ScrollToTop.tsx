import { SCROLL_TO_TOP_THRESHOLD_PX } from "@hotshelf/domain";
import { useEffect, useState } from "react";
import { IconButton } from "../IconButton";

const arrowUp = (
  <svg viewBox="0 0 20 20" width="1em" height="1em" aria-hidden="true" focusable="false">
    <path d="M10 16V4M4.5 9.5L10 4l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
  </svg>
);

/**
 * A floating button that appears once the page is scrolled past 100 px and returns to the top.
 * `raised` lifts it above a bar fixed at the bottom of the screen (the compare bar).
 */
export function ScrollToTop({ raised = false }: { raised?: boolean }) {
  const [isVisible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
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
