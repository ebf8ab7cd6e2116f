import type { ExcludedShop } from "@hotshelf/domain";
import { IconButton } from "@hotshelf/ui/IconButton";
import { EXPLORE_TEXTS } from "./exploreTexts";

/** The shops excluded from results, each with a way to bring it back. */
export function ExcludedShops({
  shops,
  onInclude,
}: {
  shops: readonly ExcludedShop[];
  onInclude: (shopId: number) => void;
}) {
  if (shops.length === 0) return null;
  return (
    <section aria-label={EXPLORE_TEXTS.excludedShops} className="w-full text-sm">
      <h2 className="font-semibold">{EXPLORE_TEXTS.excludedShops}</h2>
      <ul className="flex flex-col gap-1">
        {shops.map((shop) => (
          <li key={shop.shop_id} className="flex items-center justify-between gap-2">
            <span className="truncate">{shop.shop_title}</span>
            <IconButton
              label={`Include ${shop.shop_title} again`}
              size="sm"
              icon={<span aria-hidden="true">×</span>}
              onPress={() => onInclude(shop.shop_id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
