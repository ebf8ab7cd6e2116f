import { cva, type VariantProps } from "class-variance-authority";
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from "react-aria-components";
import { focusRing } from "../../styles/focusRing";
import { Spinner } from "../Spinner/Spinner";

export const button = cva(
  [
    // layout
    "relative inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium",
    // motion
    "transition-colors",
    // cursor
    "cursor-default select-none",
  ],
  {
    variants: {
      variant: {
        primary: ["bg-brand text-on-brand"],
        secondary: ["border border-border-strong bg-raised text-fg"],
        ghost: ["bg-transparent text-fg"],
        danger: ["bg-danger text-on-danger"],
      },
      size: {
        sm: ["h-8 px-3 text-sm"],
        md: ["h-10 px-4 text-sm"],
        lg: ["h-12 px-6 text-base"],
      },
      isHovered: { true: [], false: [] },
      isPressed: { true: ["translate-y-px"], false: [] },
      isDisabled: { true: ["opacity-50"], false: [] },
      isPending: { true: ["text-transparent"], false: [] },
    },
    compoundVariants: [
      { variant: "primary", isHovered: true, className: "bg-brand-hover" },
      { variant: "secondary", isHovered: true, className: "bg-sunken" },
      { variant: "ghost", isHovered: true, className: "bg-sunken" },
      { variant: "danger", isHovered: true, className: "bg-danger-hover" },
    ],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

/** The spinner takes the label's colour, which is hidden while pending. */
const pendingSpinner = cva([], {
  variants: {
    variant: {
      primary: "text-on-brand",
      secondary: "text-fg",
      ghost: "text-fg",
      danger: "text-on-danger",
    },
  },
  defaultVariants: { variant: "primary" },
});

export interface ButtonProps
  extends AriaButtonProps,
    Pick<VariantProps<typeof button>, "variant" | "size"> {
  /** Read while pending instead of the hidden label, e.g. 'Subscribing'. */
  pendingLabel?: string;
}

/** The app's button. `isPending` swaps the label for a spinner and keeps the button focusable. */
export function Button({
  variant,
  size,
  pendingLabel,
  children,
  className,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (extra, state) =>
        [button({ ...state, variant, size }), focusRing(state), extra].filter(Boolean).join(" "),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {content}
          {isPending && (
            <span
              className={`absolute inset-0 flex items-center justify-center ${pendingSpinner({ variant })}`}
            >
              <Spinner size="sm" label={pendingLabel ?? "Working"} />
            </span>
          )}
        </>
      ))}
    </AriaButton>
  );
}
