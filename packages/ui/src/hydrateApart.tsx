import { type ReactNode, Suspense } from "react";

/**
 * A part of a server-rendered page that React hydrates as a unit of its own: a Suspense boundary
 * whose fallback never shows (nothing in it suspends, so the server writes it complete, and a render
 * from scratch is unchanged). React hydrates a boundary's content in slices that yield to the
 * browser, then commits it; committing hydrated fields and cards runs their layout effects and the
 * re-renders react-aria asks for right after hydration (ids, locale), so a page in one part
 * committed in one task of 100-200 ms at 4x CPU. Cut into parts, it commits in several short ones.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
