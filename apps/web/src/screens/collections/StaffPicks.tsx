import { COLLECTION_LABELS, staffPicksPath } from "@hotshelf/domain";
import { LinkButton } from "@hotshelf/ui/LinkButton";
import type { CollectionKind } from "../../data/collections";
import { CollectionsScreen } from "./CollectionsScreen";

const KINDS: readonly { kind: CollectionKind; label: string }[] = [
  { kind: "shops", label: COLLECTION_LABELS.staffShopPicks },
  { kind: "products", label: COLLECTION_LABELS.staffProductPicks },
];

/** Switches between the Staff Picks of shops and of products (two addresses, so each can be linked). */
function StaffPicksKinds({ current }: { current: CollectionKind }) {
  return (
    <nav aria-label={COLLECTION_LABELS.staffPicksKinds} className="flex gap-2">
      {KINDS.map(({ kind, label }) => (
        <LinkButton
          key={kind}
          href={staffPicksPath(kind)}
          size="sm"
          variant={kind === current ? "primary" : "secondary"}
          aria-current={kind === current ? "page" : undefined}
        >
          {label}
        </LinkButton>
      ))}
    </nav>
  );
}

/** 001's /staff-picks: the shared shop collections, read-only except to staff. */
export function StaffPicks() {
  return (
    <CollectionsScreen
      kind="shops"
      mode="staff"
      title="Staff Picks"
      nav={<StaffPicksKinds current="shops" />}
    />
  );
}

/** The staff's product collections (issue 16: staff product picks are shown), beside the shops. */
export function StaffProductPicks() {
  return (
    <CollectionsScreen
      kind="products"
      mode="staff"
      title="Staff Picks"
      nav={<StaffPicksKinds current="products" />}
    />
  );
}
