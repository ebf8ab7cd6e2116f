import { sortCollectionNames } from "@hotshelf/domain";
import type { CollectionMembership } from "@hotshelf/ui/ProductCollectionsModal";
import { useCallback, useState } from "react";
import { useServices } from "../../app/services";
import { resolveApiError } from "../../stores/explore/apiFailure";

export type MembershipKind = "products" | "shops";

const CONTEXT = {
  products: "productCollectionChange",
  shops: "shopCollectionChange",
} as const;

/**
 * The card menu's Add/Remove from Collection: loads the user's collections of one kind, marks those
 * holding the chosen product or shop, and adds, removes or creates through the tags calls. Failures
 * reach the modal, which words them; a lost session signs out.
 */
export function useCollectionMembership(kind: MembershipKind, onLogout: () => void) {
  const { api } = useServices();
  const [targetId, setTargetId] = useState<number | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [collections, setCollections] = useState<readonly CollectionMembership[]>([]);

  const load = useCallback(
    async (id: number) => {
      try {
        const tags =
          kind === "products"
            ? (await api.tagsProducts({ is_staff: false })).tags
            : (await api.tagsShops({ is_staff: false })).tags;
        setCollections(
          sortCollectionNames(Object.keys(tags)).map((name) => ({
            name,
            isMember: (tags[name] ?? []).some((member) =>
              kind === "products"
                ? "product_id" in member && member.product_id === id
                : member.shop_id === id,
            ),
          })),
        );
      } catch (error) {
        // A tag load failure is swallowed (001 §8) unless the session is gone.
        if (resolveApiError("backgroundLoad", error).action === "logout") onLogout();
      }
    },
    [api, kind, onLogout],
  );

  const guarded = useCallback(
    async (change: () => Promise<unknown>, id: number) => {
      try {
        await change();
      } catch (error) {
        if (resolveApiError(CONTEXT[kind], error).action === "logout") onLogout();
        throw error;
      }
      await load(id);
    },
    [kind, load, onLogout],
  );

  const change = (id: number, name: string, action: "add" | "remove") =>
    kind === "products"
      ? api.tagsChange({ tag_type: "products", tag_name: name, action, product_id: id })
      : api.tagsChange({ tag_type: "shops", tag_name: name, action, shop_id: id });

  // A collection created from a card's menu starts with that card's product or shop in it.
  const create = (id: number, name: string) =>
    kind === "products"
      ? api.tagsOverwrite({ tag_type: "products", tag_name: name, product_ids: [id] })
      : api.tagsOverwrite({ tag_type: "shops", tag_name: name, shop_ids: [id] });

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
        targetId === null
          ? Promise.resolve()
          : guarded(() => change(targetId, name, "add"), targetId),
      onRemove: (name: string) =>
        targetId === null
          ? Promise.resolve()
          : guarded(() => change(targetId, name, "remove"), targetId),
      onCreate: (name: string) =>
        targetId === null ? Promise.resolve() : guarded(() => create(targetId, name), targetId),
    },
  };
}
