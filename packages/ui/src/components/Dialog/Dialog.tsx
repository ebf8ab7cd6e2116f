import { cva } from "class-variance-authority";
import type { ReactNode } from "react";
import {
  Dialog as AriaDialog,
  Modal as AriaModal,
  DialogTrigger,
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
} from "react-aria-components";

export const modalOverlay = cva([
  // layout: centred, scrollable when taller than the screen
  "fixed inset-0 z-50 flex min-h-full items-center justify-center overflow-y-auto p-4",
  // colour
  "bg-backdrop",
]);

export const modal = cva(
  [
    // layout
    "w-full rounded-xl border border-border",
    // colour
    "bg-raised text-fg shadow-xl",
  ],
  {
    variants: {
      size: { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-3xl" },
    },
    defaultVariants: { size: "md" },
  },
);

export interface ModalProps extends Omit<ModalOverlayProps, "children" | "className"> {
  /** Shown as the dialog's heading and used as its accessible name. */
  title: string;
  size?: "sm" | "md" | "lg";
  /** A function receives `close` so footers can dismiss the dialog. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** `alertdialog` for confirmations that interrupt (ban, delete). */
  role?: "dialog" | "alertdialog";
}

/**
 * A modal dialog with a heading. Controlled with isOpen/onOpenChange, or placed inside a
 * DialogTrigger next to the button that opens it. Escape and (unless isDismissable is false)
 * clicking outside close it; focus is trapped and restored.
 */
export function Modal({ title, size, children, role, isDismissable = true, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={modalOverlay()}>
      <AriaModal className={modal({ size })}>
        <AriaDialog role={role} className="relative p-6 outline-none">
          {({ close }) => (
            <>
              <Heading slot="title" className="mb-4 pr-8 font-semibold text-lg">
                {title}
              </Heading>
              {typeof children === "function" ? children({ close }) : children}
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export { DialogTrigger };
