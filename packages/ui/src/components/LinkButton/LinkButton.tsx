import type { VariantProps } from "class-variance-authority";
import {
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  composeRenderProps,
} from "react-aria-components";
import { focusRing } from "../../styles/focusRing";
import { button } from "../Button";

export interface LinkButtonProps
  extends AriaLinkProps,
    Pick<VariantProps<typeof button>, "variant" | "size"> {}

/**
 * A navigation that looks like a button (View Pricing, Register, View Shop). It stays a link for
 * assistive technology, and follows react-aria's RouterProvider so apps can plug in their router.
 */
export function LinkButton({ variant = "secondary", size, className, ...props }: LinkButtonProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (extra, state) =>
        [button({ ...state, variant, size }), focusRing(state), extra].filter(Boolean).join(" "),
      )}
    />
  );
}
