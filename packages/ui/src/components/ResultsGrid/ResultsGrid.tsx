import { cva } from "class-variance-authority";
import { Children, type ReactNode } from "react";

/** 1 column on phones up to 4 on wide screens (001 §9). */
export const resultsGrid = cva([
  "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
]);

export interface ResultsGridProps {
  /** Names the list, e.g. 'Products'. */
  label: string;
  /** One card per child. */
  children: ReactNode;
  className?: string;
}

/** The grid layout of search results: a list of cards. */
export function ResultsGrid({ label, children, className }: ResultsGridProps) {
  return (
    <ul aria-label={label} className={resultsGrid({ className })}>
      {Children.map(children, (child) =>
        child == null ? null : <li className="min-w-0">{child}</li>,
      )}
    </ul>
  );
}
