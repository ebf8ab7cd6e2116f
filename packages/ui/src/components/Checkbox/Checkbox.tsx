import { cva } from "class-variance-authority";
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
  composeRenderProps,
} from "react-aria-components";
import { focusRing } from "../../styles/focusRing";

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

export interface CheckboxProps extends AriaCheckboxProps {}

/** A checkbox with its label as children. Space toggles it. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={composeRenderProps(className, (extra) =>
        ["group flex cursor-default items-center gap-2 text-fg text-sm", extra]
          .filter(Boolean)
          .join(" "),
      )}
    >
      {composeRenderProps(children, (content, state) => (
        <>
          <span className={`${checkboxBox(state)} ${focusRing(state)}`} aria-hidden="true">
            {state.isIndeterminate ? (
              <svg viewBox="0 0 12 12" className="size-3" aria-hidden="true" focusable="false">
                <path d="M3 6h6" stroke="currentColor" strokeWidth="2" />
              </svg>
            ) : (
              state.isSelected && (
                <svg viewBox="0 0 12 12" className="size-3" aria-hidden="true" focusable="false">
                  <path
                    d="M2.5 6.5l2.5 2.5 4.5-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  />
                </svg>
              )
            )}
          </span>
          {content}
        </>
      ))}
    </AriaCheckbox>
  );
}
