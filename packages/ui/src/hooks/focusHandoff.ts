import { type RefObject, useLayoutEffect, useRef } from "react";

/**
 * A list whose rows can leave it while one holds focus (a removed member, a deleted collection): the
 * row reports it as it unmounts (`useReportFocusLoss`), and focus goes to the row now in its place
 * (its element matching `selector`), the one before, or `fallback`, so the keyboard user stays where
 * they were instead of starting again from the top of the page.
 */
export function useFocusHandoff(selector: string, fallback?: RefObject<HTMLElement | null>) {
  const listRef = useRef<HTMLUListElement>(null);
  const lostAt = useRef<number | null>(null);
  // After every commit: the one that removed the row runs the rows' unmount reports first.
  useLayoutEffect(() => {
    const index = lostAt.current;
    if (index === null) return;
    lostAt.current = null;
    const targets = listRef.current?.querySelectorAll<HTMLElement>(selector);
    (targets?.[Math.min(index, targets.length - 1)] ?? fallback?.current)?.focus();
  });
  return {
    listRef,
    lost: (index: number) => {
      lostAt.current = index;
    },
  };
}

/** Calls `onLost` if the row holds focus as it unmounts (its elements are still in the document). */
export function useReportFocusLoss(onLost: () => void) {
  const rowRef = useRef<HTMLLIElement>(null);
  const report = useRef(onLost);
  report.current = onLost;
  useLayoutEffect(
    () => () => {
      if (rowRef.current?.contains(document.activeElement)) report.current();
    },
    [],
  );
  return rowRef;
}
