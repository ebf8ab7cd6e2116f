import { formatCompactPercentChange, formatPercentChange, type Tone } from "@hotshelf/domain";
import { cva } from "class-variance-authority";
import type { ReactNode } from "react";
import { FigureText } from "../../cards/FigureText";

/** Green positive, red negative, grey zero (000 §9). Shared by every change display. */
export const changeTone = cva(["tabular-nums"], {
  variants: {
    tone: {
      positive: "text-positive",
      negative: "text-negative",
      neutral: "text-neutral",
    },
  },
  defaultVariants: { tone: "neutral" },
});

export interface PercentBadgeProps {
  /** The percent change; null or undefined shows nothing. */
  value: number | null | undefined;
  /** A narrow cell: from 100% whole percents (+175%), the exact one for screen readers and hover. */
  compact?: boolean;
  className?: string;
}

/** A percent change as (+n%), (-n%) or (-), coloured by its sign; blank when null. */
export function PercentBadge({ value, compact = false, className }: PercentBadgeProps) {
  const { text, tone } = formatPercentChange(value);
  if (!text) return null;
  const shown = compact ? formatCompactPercentChange(value).text : text;
  return (
    <ToneText text={<FigureText text={shown} full={text} />} tone={tone} className={className} />
  );
}

export function ToneText({
  text,
  tone,
  className,
}: {
  text: ReactNode;
  tone: Tone;
  className?: string;
}) {
  return (
    <span data-tone={tone} className={changeTone({ tone, className })}>
      {text}
    </span>
  );
}
