import { cva, type VariantProps } from "class-variance-authority";
import { ProgressBarContext, useSlottedContext } from "react-aria-components";

export const spinner = cva(
  [
    // shape: a ring with one coloured quarter
    "inline-block shrink-0 rounded-full border-2 border-current border-r-transparent",
    // motion: spins only when the user allows motion
    "motion-safe:animate-spin",
  ],
  {
    variants: {
      size: { sm: "size-4", md: "size-6", lg: "size-10" },
    },
    defaultVariants: { size: "md" },
  },
);

export interface SpinnerProps extends VariantProps<typeof spinner> {
  /** Accessible name; omit when the spinner sits inside a control that already says it is busy. */
  label?: string;
  className?: string;
}

/**
 * A loading indicator. With a label it is announced as a busy progress bar. Inside a pending
 * react-aria Button it takes the id the button's name points at, so the name says it is busy.
 */
export function Spinner({ label, size, className }: SpinnerProps) {
  const inButton = useSlottedContext(ProgressBarContext);
  if (!label) {
    return <span aria-hidden="true" className={spinner({ size, className })} />;
  }
  return (
    <span id={inButton?.id} role="progressbar" aria-label={label} aria-busy="true" data-spinner="">
      <span aria-hidden="true" className={spinner({ size, className })} />
    </span>
  );
}
