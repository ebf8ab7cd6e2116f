import { COLLECTION_LABELS, TICK_MS } from "@hotshelf/domain";
import {
  CollectionMembershipModal,
  type CollectionMembershipModalProps,
} from "../ProductCollectionsModal";

export type ShopCollectionsModalProps = Omit<
  CollectionMembershipModalProps,
  "title" | "tickMs" | "viewCollectionsHref"
> & { viewCollectionsHref?: string };

/** 'Manage Shop Collections': add or remove one shop (ticks of 1.5 s for add, remove and create). */
export function ShopCollectionsModal({
  viewCollectionsHref = "/collections/shops",
  ...props
}: ShopCollectionsModalProps) {
  return (
    <CollectionMembershipModal
      {...props}
      title={COLLECTION_LABELS.manageShopCollections}
      viewCollectionsHref={viewCollectionsHref}
      tickMs={{ change: TICK_MS.modalChange, create: TICK_MS.modalChange }}
    />
  );
}
