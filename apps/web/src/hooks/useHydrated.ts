import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in a server render and while the browser hydrates it (the server's snapshot), true right
 * after; true at once in a render from scratch. Lets a server-rendered page disable what does not
 * work before React has taken it over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
