import { useMemo, useRef } from "react";

// biome-ignore lint/suspicious/noExplicitAny: any function's own parameters pass through unchanged.
type Handler = (...args: any[]) => unknown;

/**
 * One object of handlers for the component's life, whose calls reach the newest ones: a memoised
 * child given them does not render again when the parent does (a page of results appended), while
 * its handlers still see the parent's latest state. The keys must not change between renders.
 */
export function useStableHandlers<H extends { [K in keyof H]: Handler }>(latest: H): H {
  const current = useRef(latest);
  current.current = latest;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys are fixed; calls read the ref.
  return useMemo(
    () =>
      Object.fromEntries(
        Object.keys(latest).map((key) => [
          key,
          (...args: unknown[]) => (current.current[key as keyof H] as Handler)(...args),
        ]),
      ) as H,
    [],
  );
}
