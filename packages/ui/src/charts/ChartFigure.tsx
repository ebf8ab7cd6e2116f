import type { ReactNode } from "react";
import { Switch } from "../components/Switch/Switch";
import {
  VisuallyHiddenTable,
  type VisuallyHiddenTableProps,
} from "../components/VisuallyHiddenTable/VisuallyHiddenTable";

export interface ChartFigureProps {
  title: string;
  /** The chart's data for screen readers. */
  table: Omit<VisuallyHiddenTableProps, "caption">;
  /** Controls shown beside the title (period toggles). */
  controls?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A titled chart: the picture is hidden from screen readers, which read the same data as a table.
 */
export function ChartFigure({ title, table, controls, children, className }: ChartFigureProps) {
  return (
    <figure
      data-chart=""
      className={`flex flex-col gap-3 rounded-lg border border-border bg-raised p-4 ${className ?? ""}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption className="font-semibold text-fg">{title}</figcaption>
        {controls}
      </div>
      <div aria-hidden="true">{children}</div>
      <VisuallyHiddenTable caption={title} {...table} />
    </figure>
  );
}

export interface PreviousToggleProps {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  /** Enabled only when some delta is non-zero (001 §2). */
  isEnabled: boolean;
}

export const PREVIOUS_TOGGLE_LABEL = "Show previous period";

export function PreviousToggle({ isSelected, onChange, isEnabled }: PreviousToggleProps) {
  return (
    <Switch isSelected={isSelected && isEnabled} onChange={onChange} isDisabled={!isEnabled}>
      {PREVIOUS_TOGGLE_LABEL}
    </Switch>
  );
}
