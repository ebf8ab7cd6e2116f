import { useEffect, useState } from "react";

/** Whether `promise` has settled (null: nothing to wait for). It must not reject. */
export function useSettled(promise: Promise<unknown> | null): boolean {
  const [settled, setSettled] = useState<Promise<unknown> | null>(null);
  useEffect(() => {
    if (!promise) return;
    let current = true;
    void promise.then(() => {
      if (current) setSettled(promise);
    });
    return () => {
      current = false;
    };
  }, [promise]);
  return promise === null || settled === promise;
}
