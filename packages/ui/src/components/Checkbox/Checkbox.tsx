import { cva } from "class-variance-authority";
import { type ReactNode, useState } from "react";
import { focusRingPeer } from "../../styles/focusRing";

export const checkboxBox = cva(
  [
    // layout
    "flex size-4 shrink-0 items-center justify-center rounded border",
    // motion
    "transition-colors",
  ],
  {
    variants: {
      isSelected: {
        true: "border-brand bg-brand text-on-brand",
        false: "border-border-strong bg-raised",
      },
      isInvalid: { true: "border-danger", false: "" },
      isDisabled: { true: "opacity-50", false: "" },
    },
  },
);

export interface CheckboxProps {
  /** The label. */
  children: ReactNode;
  /** Controlled: whether it is ticked. */
  isSelected?: boolean;
  /** Uncontrolled: whether it starts ticked. */
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  name?: string;
  value?: string;
  className?: string;
}

/**
 * A checkbox with its label as children. Space toggles it.
 * A native input under a drawn box rather than react-aria's Checkbox: the filter panel holds ~70 of
 * them, and react-aria's slot effects re-render each one twice right after it mounts, which was a
 * large part of the public page's hydration. The browser gives the same keyboard and screen reader
 * behaviour; the ring follows the input's :focus-visible.
 */
export function Checkbox({
  children,
  isSelected,
  defaultSelected = false,
  onChange,
  isIndeterminate = false,
  isDisabled = false,
  isInvalid = false,
  name,
  value,
  className,
}: CheckboxProps) {
  const [ownSelected, setOwnSelected] = useState(defaultSelected);
  const selected = isSelected ?? ownSelected;
  return (
    <label
      className={["group flex cursor-default items-center gap-2 text-fg text-sm", className]
        .filter(Boolean)
        .join(" ")}
    >
      <input
        type="checkbox"
        className="peer sr-only"
        checked={selected}
        disabled={isDisabled}
        aria-invalid={isInvalid || undefined}
        name={name}
        value={value}
        // `indeterminate` is a DOM property only; the callback runs again whenever it changes.
        ref={(input) => {
          if (input) input.indeterminate = isIndeterminate;
        }}
        onChange={(event) => {
          setOwnSelected(event.target.checked);
          onChange?.(event.target.checked);
        }}
      />
      <span
        className={`${checkboxBox({ isSelected: selected, isInvalid, isDisabled })} ${focusRingPeer}`}
        aria-hidden="true"
      >
        {isIndeterminate ? (
          <svg viewBox="0 0 12 12" className="size-3" aria-hidden="true" focusable="false">
            <path d="M3 6h6" stroke="currentColor" strokeWidth="2" />
          </svg>
        ) : (
          selected && (
            <svg viewBox="0 0 12 12" className="size-3" aria-hidden="true" focusable="false">
              <path d="M2.5 6.5l2.5 2.5 4.5-6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          )
        )}
      </span>
      {children}
    </label>
  );
}
