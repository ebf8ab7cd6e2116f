import { cva } from "class-variance-authority";
import {
  ToggleButton as AriaToggleButton,
  ToggleButtonGroup as AriaToggleButtonGroup,
  type ToggleButtonGroupProps as AriaToggleButtonGroupProps,
  type ToggleButtonProps as AriaToggleButtonProps,
  composeRenderProps,
} from "react-aria-components";
import { focusRing } from "../../styles/focusRing";

export const toggleGroup = cva([
  "inline-flex rounded-md border border-border-strong bg-raised p-0.5",
]);

export const toggleButton = cva(
  [
    // layout
    "inline-flex h-8 cursor-default items-center gap-1.5 rounded px-3 font-medium text-sm",
    // motion
    "transition-colors",
  ],
  {
    variants: {
      isSelected: { true: "bg-brand text-on-brand", false: "bg-transparent text-fg" },
      isDisabled: { true: "opacity-50", false: "" },
    },
  },
);

export interface ToggleButtonGroupProps extends AriaToggleButtonGroupProps {
  /** Names the group, e.g. 'Layout' or 'Period'. */
  label: string;
}

/** Segmented buttons, one selected at a time by default (grid/list, current/previous, Ads/Revenue). */
export function ToggleButtonGroup({
  label,
  className,
  selectionMode = "single",
  disallowEmptySelection = true,
  ...props
}: ToggleButtonGroupProps) {
  return (
    <AriaToggleButtonGroup
      {...props}
      aria-label={label}
      selectionMode={selectionMode}
      disallowEmptySelection={disallowEmptySelection}
      className={composeRenderProps(className, (extra) =>
        [toggleGroup(), extra].filter(Boolean).join(" "),
      )}
    />
  );
}

export interface ToggleButtonProps extends AriaToggleButtonProps {}

export function ToggleButton({ className, ...props }: ToggleButtonProps) {
  return (
    <AriaToggleButton
      {...props}
      className={composeRenderProps(className, (extra, state) =>
        [toggleButton(state), focusRing(state), extra].filter(Boolean).join(" "),
      )}
    />
  );
}
