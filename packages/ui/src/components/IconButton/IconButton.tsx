import { cva, type VariantProps } from "class-variance-authority";
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from "react-aria-components";
import { focusRing } from "../../styles/focusRing";

export const iconButton = cva(
  [
    // layout
    "inline-flex shrink-0 items-center justify-center rounded-md",
    // colour and motion
    "text-fg transition-colors",
  ],
  {
    variants: {
      variant: {
        ghost: ["bg-transparent"],
        secondary: ["border border-border-strong bg-raised"],
      },
      size: { sm: "size-8", md: "size-10" },
      isHovered: { true: ["bg-sunken"], false: [] },
      isDisabled: { true: ["opacity-50"], false: [] },
    },
    defaultVariants: { variant: "ghost", size: "md" },
  },
);

export interface IconButtonProps
  extends Omit<AriaButtonProps, "children">,
    Pick<VariantProps<typeof iconButton>, "variant" | "size"> {
  /** Required: an icon button has no visible text, so this is its accessible name. */
  label: string;
  icon: React.ReactNode;
}

/** A button showing only an icon, named by `label`. */
export function IconButton({ label, icon, variant, size, className, ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={composeRenderProps(className, (extra, state) =>
        [iconButton({ ...state, variant, size }), focusRing(state), extra]
          .filter(Boolean)
          .join(" "),
      )}
    >
      <span aria-hidden="true" className="inline-flex size-5 items-center justify-center">
        {icon}
      </span>
    </AriaButton>
  );
}
