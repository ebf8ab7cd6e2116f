import { cva } from "class-variance-authority";

export const tick = cva([
  // layout
  "inline-flex size-5 shrink-0 items-center justify-center rounded-full",
  // colour
  "bg-positive text-raised",
  // motion (reduced motion shortens it to nothing)
  "animate-tick",
]);

export interface TickProps {
  /** What succeeded, read by screen readers (for example 'Saved'). */
  label: string;
  className?: string;
}

/** The success check shown briefly after an action completes (1 s, 1.5 s or 3 s, set by the caller). */
export function Tick({ label, className }: TickProps) {
  return (
    <span role="img" aria-label={label} data-tick="" className={tick({ className })}>
      <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true" focusable="false">
        <path
          d="M3.5 8.5l3 3 6-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
