import { cva } from "class-variance-authority";
import type { ReactNode } from "react";

export const emptyState = cva(
  [
    // layout
    "flex flex-col items-center justify-center gap-2 text-center",
    // colour
    "text-muted",
  ],
  {
    variants: {
      size: { sm: "p-3 text-sm", md: "p-8 text-base" },
    },
    defaultVariants: { size: "md" },
  },
);

export interface EmptyStateProps {
  /** The message, e.g. 'No Results.' (from the domain catalogue). */
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  size?: "sm" | "md";
  className?: string;
}

/** Shown where a list, chart or panel has nothing to show. */
export function EmptyState({ title, description, icon, action, size, className }: EmptyStateProps) {
  return (
    <div data-empty-state="" className={emptyState({ size, className })}>
      {icon && <span aria-hidden="true">{icon}</span>}
      <p className="font-medium">{title}</p>
      {description && <div className="text-sm">{description}</div>}
      {action}
    </div>
  );
}
