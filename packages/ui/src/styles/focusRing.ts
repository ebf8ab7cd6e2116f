import { cva } from "class-variance-authority";

/** The one focus ring every interactive component uses; driven by react-aria's isFocusVisible. */
export const focusRing = cva(["outline-offset-2"], {
  variants: {
    isFocusVisible: {
      true: ["outline-2", "outline-solid", "outline-focus"],
      false: ["outline-0"],
    },
  },
  defaultVariants: { isFocusVisible: false },
});

/** The same ring on an element drawn for a visually hidden native input (marked `peer`) before it. */
export const focusRingPeer =
  "outline-offset-2 outline-0 peer-focus-visible:outline-2 peer-focus-visible:outline-solid peer-focus-visible:outline-focus";

/** Visually hidden but read by screen readers (charts' data tables, icon labels). */
export const srOnly = "sr-only";

/** The same ring for plain elements that take focus (scrollable regions), driven by :focus-visible. */
export const focusRingCss =
  "outline-offset-2 focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-focus";
