import { newSinceVisitBadge, newSinceVisitLabel } from "@hotshelf/domain";
import { cva } from "class-variance-authority";

export const newMatchesBadge = cva([
  // layout
  "inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full px-1.5",
  // type
  "font-semibold text-xs tabular-nums",
  // colour
  "bg-brand text-on-brand",
]);

export interface NewMatchesBadgeProps {
  /** New matches of an alerting filter set since the user last opened it; 0 shows nothing. */
  count: number;
  className?: string;
}

/** The "new since your last visit" count of a filter set: the number, named in full for screen readers. */
export function NewMatchesBadge({ count, className }: NewMatchesBadgeProps) {
  if (count <= 0) return null;
  return (
    <span
      role="img"
      aria-label={newSinceVisitLabel(count)}
      data-count={count}
      className={newMatchesBadge({ className })}
    >
      {newSinceVisitBadge(count)}
    </span>
  );
}
