import { Link } from "@hotshelf/ui/Link";
import { useEffect } from "react";
import { useRouteError } from "react-router-dom";

/** A route that failed to load (a chunk of an older deployment, a crash): say so and offer a reload. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error("The page failed:", error), [error]);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-semibold text-2xl">Something went wrong</h1>
      <p className="text-muted">This page could not be shown. Reloading usually helps.</p>
      {/* Outside the router's link handling, so following it loads the page afresh. */}
      <Link href={window.location.href}>Reload the page</Link>
    </main>
  );
}
