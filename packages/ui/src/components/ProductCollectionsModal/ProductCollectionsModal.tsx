import { TICK_MS } from "@hotshelf/domain";
import {
  CollectionMembershipModal,
  type CollectionMembershipModalProps,
} from "./CollectionMembershipModal";

export type ProductCollectionsModalProps = Omit<
  CollectionMembershipModalProps,
  "title" | "tickMs" | "viewCollectionsHref"
> & { viewCollectionsHref?: string };

/** Add or remove one product from the user's product collections (ticks: 3 s change, 1.5 s create). */
export function ProductCollectionsModal({
  viewCollectionsHref = "/collections/products",
  ...props
}: ProductCollectionsModalProps) {
  return (
    <CollectionMembershipModal
      {...props}
      title="Manage Product Collections"
      viewCollectionsHref={viewCollectionsHref}
      tickMs={{ change: TICK_MS.addOrRemove, create: TICK_MS.create }}
    />
  );
}
