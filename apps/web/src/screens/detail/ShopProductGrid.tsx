import type { ProductItem } from "@hotshelf/api/contract";
import { productPath, shopPath } from "@hotshelf/domain";
import { ProductCard } from "@hotshelf/ui/ProductCard";
import { ResultsGrid } from "@hotshelf/ui/ResultsGrid";

/** One shop's products as cards: no exclude items (the shop is the context), collections from the menu. */
export function ShopProductGrid({
  label,
  products,
  onManageCollections,
  onManageStaffPicks,
}: {
  label: string;
  products: readonly ProductItem[];
  onManageCollections: (productId: number) => void;
  /** Staff only: Add/Remove from Staff Picks. */
  onManageStaffPicks?: ((productId: number) => void) | undefined;
}) {
  return (
    <ResultsGrid label={label}>
      {products.map((product) => (
        <ProductCard
          key={product.product_id}
          product={product}
          productHref={productPath(product.shop_id, product.product_id)}
          shopHref={shopPath(product.shop_id)}
          canExcludeShop={false}
          canExcludeProduct={false}
          onManageCollections={() => onManageCollections(product.product_id)}
          onManageStaffPicks={onManageStaffPicks && (() => onManageStaffPicks(product.product_id))}
        />
      ))}
    </ResultsGrid>
  );
}
