import { BAN_MESSAGES } from "@hotshelf/domain";
import { useState } from "react";
import { Banner } from "../Banner";
import { Button } from "../Button";
import { Modal } from "../Dialog";

export type BanKind = "shop" | "product";
export type BanState = "ask" | "working" | "banned" | "error";

// The spec words only the store ban; the product texts follow it.
const TEXTS = {
  shop: {
    title: BAN_MESSAGES.banStore,
    ask: BAN_MESSAGES.confirmStore,
    done: BAN_MESSAGES.shopBanned,
  },
  product: {
    title: BAN_MESSAGES.banProduct,
    ask: "Ban this product from appearing in Explore? This cannot be undone.",
    done: "Product Banned",
  },
} as const;

export interface BanConfirmProps {
  kind: BanKind;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Bans the shop or product; reject on failure ('Ban error'). A 403 is the app's to handle (log out). */
  onBan: () => Promise<void>;
  /** The state to start in (stories show each one). */
  initialState?: BanState;
}

/** Admin confirmation to ban a shop or product from Explore: ask, working, banned (or the error). */
export function BanConfirm({
  kind,
  isOpen,
  onOpenChange,
  onBan,
  initialState = "ask",
}: BanConfirmProps) {
  const [state, setState] = useState<BanState>(initialState);
  const texts = TEXTS[kind];
  const ban = async () => {
    setState("working");
    try {
      await onBan();
      setState("banned");
    } catch {
      setState("error");
    }
  };

  return (
    <Modal
      title={texts.title}
      role="alertdialog"
      size="sm"
      isOpen={isOpen}
      // Closing mid-request would hide the outcome of an action that cannot be undone.
      isDismissable={state !== "working"}
      isKeyboardDismissDisabled={state === "working"}
      onOpenChange={(open) => {
        onOpenChange(open);
        if (!open) setState("ask");
      }}
    >
      {({ close }) => (
        <div className="flex flex-col gap-4" data-state={state} data-kind={kind}>
          {state === "banned" ? (
            <>
              <p role="status" className="font-semibold text-positive">
                {texts.done}
              </p>
              <p className="text-muted text-sm">{BAN_MESSAGES.lagNote}</p>
              <div className="flex justify-end">
                <Button onPress={close}>Close</Button>
              </div>
            </>
          ) : (
            <>
              <p>{texts.ask}</p>
              {state === "error" && (
                <Banner tone="danger" title={BAN_MESSAGES.failure}>
                  Please let the maintainer know so it can be looked into.
                </Banner>
              )}
              <div className="flex justify-end gap-2">
                <Button variant="ghost" onPress={close} isDisabled={state === "working"}>
                  {BAN_MESSAGES.cancel}
                </Button>
                <Button
                  variant="danger"
                  isPending={state === "working"}
                  pendingLabel="Banning"
                  onPress={ban}
                >
                  {texts.title}
                </Button>
              </div>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
