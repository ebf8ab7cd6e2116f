import { Outlet, useLocation } from "react-router-dom";

/**
 * Fades each page in over about 300 ms, keyed on the path so a route change restarts it; the
 * animation class applies only without prefers-reduced-motion. The page the browser loaded
 * (location key "default") appears at once: it may come rendered from the server, and fading it in
 * would only delay its first paint.
 */
export function PageTransition() {
  const { pathname, key } = useLocation();
  const animated = key !== "default";
  return (
    <div
      key={pathname}
      data-page={pathname}
      className={`flex flex-1 flex-col${animated ? " motion-safe:animate-page-in" : ""}`}
    >
      <Outlet />
    </div>
  );
}
