import { cva } from "class-variance-authority";
import { Children, type ReactNode } from "react";

/**
 * 1 column on phones up to 4 on wide screens (001 §9), as many as the grid's own width holds at
 * 17rem a card: a card's three-figure rows need that much for a figure such as "(-99.9%)", and the
 * grid is narrower than the window beside the filters. Each track is at least a quarter of the width
 * (so never more than 4) and at most all of it (a phone narrower than a card).
 */
export const resultsGrid = cva([
  "grid gap-4 grid-cols-[repeat(auto-fill,minmax(min(100%,max(17rem,(100%_-_3rem)/4)),1fr))]",
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
