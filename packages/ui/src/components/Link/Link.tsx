import { cva } from "class-variance-authority";
import {
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  composeRenderProps,
} from "react-aria-components";
import { focusRing } from "../../styles/focusRing";

export const link = cva(
  [
    // shape
    "rounded-sm underline-offset-2",
    // motion
    "transition-colors",
  ],
  {
    variants: {
      variant: {
        primary: "text-brand underline",
        subtle: "text-fg hover:underline",
      },
      isDisabled: { true: "cursor-default opacity-50", false: "cursor-pointer" },
    },
    defaultVariants: { variant: "primary" },
  },
);

export interface LinkProps extends AriaLinkProps {
  variant?: "primary" | "subtle";
  /** Opens in a new tab and says so to screen readers. */
  external?: boolean;
}

/** A link. External links open in a new tab with rel=noopener. */
export function Link({ variant, external, className, children, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      target={external ? "_blank" : props.target}
      rel={external ? "noopener noreferrer" : props.rel}
      className={composeRenderProps(className, (extra, state) =>
        [link({ ...state, variant }), focusRing(state), extra].filter(Boolean).join(" "),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {external && <span className="sr-only"> (opens in a new tab)</span>}
        </>
      ))}
    </AriaLink>
  );
}
