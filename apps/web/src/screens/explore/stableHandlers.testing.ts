/** Test-only: the check every latest-ref hook of the Explore screen shares. */
import { renderHook } from "@testing-library/react";
import { expect, type Mock } from "vitest";

/**
 * A hook like useStableHandlers, rendered with `make()` and then with a second `make()`: it keeps
 * one object across the renders, and `call` on that object reaches the second handlers' `spy`, never
 * the first's. Returns the hook's render, for checks of its own.
 */
export function expectCallsReachNewestHandlers<H, R>(
  useStable: (latest: H) => R,
  make: () => H,
  call: (stable: R) => void,
  spy: (handlers: H) => Mock,
) {
  const first = make();
  const view = renderHook(useStable, { initialProps: first });
  const stable = view.result.current;
  const second = make();
  view.rerender(second);
  expect(view.result.current).toBe(stable);
  call(view.result.current);
  expect(spy(second)).toHaveBeenCalledTimes(1);
  expect(spy(first)).not.toHaveBeenCalled();
  return { ...view, stable, latest: second };
}
