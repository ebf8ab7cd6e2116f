import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in a server render and while the browser hydrates it, true after; true at once in a render
 * from scratch. Lets a server-rendered page disable what does not work before React has taken it
 * over. It turns true in a task of its own after hydration: enabling a page's fields restyles each
 * of them, which would otherwise lengthen hydration's own long task.
 */
export function useHydrated(): boolean {
  // The server's snapshot is used in a server render and while hydrating.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (hydrated) return;
    const timer = setTimeout(() => startTransition(() => setHydrated(true)), 0);
    return () => clearTimeout(timer);
  }, [hydrated]);
  return hydrated;
}
