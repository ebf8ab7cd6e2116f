import type { CollectionMember } from "@hotshelf/ui/CollectionsSidebar";
import { ResultsGrid } from "@hotshelf/ui/ResultsGrid";
import { ShopCard } from "@hotshelf/ui/ShopCard";
import type { CardActions } from "../explore/cardActions";

/**
 * The collection's shops that the complete search did not return (001 §2: no sales data yet, or not
 * scrapeable), as shop cards in their inactive variant with the usual card menu. The collection only
 * knows their title and address, so their facts read N/A.
 */
export function InactiveShops({
  shops,
  actions,
}: {
  shops: readonly CollectionMember[];
  actions: CardActions;
}) {
  return (
    <section aria-label="Possibly inactive shops" className="flex flex-col gap-3">
      <h3 className="font-semibold">Possibly inactive</h3>
      <ResultsGrid label="Possibly inactive shops">
        {shops.map((member) => (
          <ShopCard
            key={member.id}
            shop={{ shop_id: member.id, shop_title: member.title, url: member.url ?? "" }}
            shopHref={member.href}
            isInactive
            isAdmin={actions.isAdmin}
            canExcludeShop={actions.canExcludeShop}
            onExcludeShop={actions.onExcludeShop}
            onManageCollections={() => actions.onManageCollections(member.id)}
            onManageStaffPicks={
              actions.onManageStaffPicks && (() => actions.onManageStaffPicks?.(member.id))
            }
            onBan={() => actions.onBan("shop", member.id)}
          />
        ))}
      </ResultsGrid>
    </section>
  );
}
