import { Button } from "../Button/Button";
import { LinkButton } from "../LinkButton/LinkButton";

export interface CompareBarProps {
  /** Shops picked so far. */
  count: number;
  /** The most that can be compared. */
  max: number;
  /** The fewest that make a comparison. */
  min: number;
  /** The compare screen for the picked shops. */
  href: string;
  onClear: () => void;
}

/**
 * The shops picked to compare, at the bottom of the screen while any are: how many, Compare Shops
 * (once enough are picked) and Clear. A region, so screen readers can find it; the count is a
 * status, read out as shops are added.
 */
export function CompareBar({ count, max, min, href, onClear }: CompareBarProps) {
  return (
    <section
      aria-label="Compare"
      className="fixed inset-x-0 bottom-0 z-40 border-border border-t bg-raised/95 shadow-lg backdrop-blur"
    >
      <div className="mx-auto flex max-w-screen-xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <p role="status" className="text-sm">
          {`${count} of ${max} shops picked`}
          {count < min ? <span className="text-muted">{` (pick at least ${min})`}</span> : null}
        </p>
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="sm" onPress={onClear}>
            Clear
          </Button>
          {count >= min ? (
            <LinkButton href={href} size="sm" variant="primary">
              Compare Shops
            </LinkButton>
          ) : null}
        </div>
      </div>
    </section>
  );
}
