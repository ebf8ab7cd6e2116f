import { Outlet, useLocation } from "react-router-dom";

/**
 * Fades each page in over about 300 ms, keyed on the path so a route change restarts it; the
 * animation class applies only without prefers-reduced-motion.
 */
export function PageTransition() {
  const { pathname } = useLocation();
  return (
    <div
      key={pathname}
      data-page={pathname}
      className="flex flex-1 flex-col motion-safe:animate-page-in"
    >
      <Outlet />
    </div>
  );
}
