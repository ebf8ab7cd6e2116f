import type { CollectionMembership } from "@hotshelf/ui/ProductCollectionsModal";
import { useCallback, useState } from "react";
import type { CollectionKind } from "../data/collections";
import { orShowFailure } from "../data/failurePolicy";
import { useData } from "./useData";
import { useFailurePolicy } from "./useFailurePolicy";

const CONTEXT = {
  products: "productCollectionChange",
  shops: "shopCollectionChange",
} as const;

/**
 * The card menu's Add/Remove from Collection: loads the user's collections of one kind, marks those
 * holding the chosen product or shop, and adds, removes or creates. A failed change reaches the modal
 * as the text to show; a lost session signs out. With `staff`, the same for the Staff Picks of that
 * kind, through the staff-only calls (the card menu's Add/Remove from Staff Picks).
 */
export function useCollectionMembership(kind: CollectionKind, staff = false) {
  const { collections: data } = useData();
  const policy = useFailurePolicy();
  const [targetId, setTargetId] = useState<number | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [collections, setCollections] = useState<readonly CollectionMembership[]>([]);

  const load = useCallback(
    async (id: number) => {
      try {
        setCollections(await data.membershipOf(kind, id, staff));
      } catch (error) {
        // A tag load failure is swallowed (001 §8) unless the session is gone.
        policy("backgroundLoad", error);
      }
    },
    [data, kind, staff, policy],
  );

  const change = (name: string, action: "add" | "remove", id: number) =>
    staff ? data.staffChange(kind, name, action, id) : data.change(kind, name, action, id);
  // A new Staff Picks collection is written by overwrite, with the one member it starts with.
  const create = (name: string, id: number) =>
    staff ? data.staffOrder(kind, name, [id]) : data.save(kind, name, [id]);

  const changed = async (id: number, change: Promise<unknown>) => {
    await orShowFailure(policy, CONTEXT[kind], change);
    await load(id);
  };

  /** Loads the collections for one product or shop (a detail screen lists those holding it). */
  const select = useCallback(
    (id: number) => {
      setCollections([]);
      setTargetId(id);
      void load(id);
    },
    [load],
  );

  return {
    collections,
    select,
    /** Opens the modal for one product or shop. */
    open(id: number) {
      if (id !== targetId) select(id);
      setOpen(true);
    },
    modalProps: {
      isOpen: isOpen && targetId !== null,
      onOpenChange: setOpen,
      collections,
      onAdd: (name: string) =>
        targetId === null ? Promise.resolve() : changed(targetId, change(name, "add", targetId)),
      onRemove: (name: string) =>
        targetId === null ? Promise.resolve() : changed(targetId, change(name, "remove", targetId)),
      // A collection created from a card's menu starts with that card's product or shop in it.
      onCreate: (name: string) =>
        targetId === null ? Promise.resolve() : changed(targetId, create(name, targetId)),
    },
  };
}
