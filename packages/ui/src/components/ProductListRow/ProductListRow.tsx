import type { ReactNode } from "react";
import {
  countFigures,
  FigureCell,
  ListTable,
  ProductImage,
  productImageUrl,
  revenueFigures,
  TitleLink,
} from "../../cards";
import { useMedia } from "../../media";
import { Price } from "../Price/Price";

export const PRODUCT_LIST_HEADERS = [
  "Product Title",
  "Shop Title",
  "Revenue (Weekly)",
  "Ads",
] as const;

export interface ProductListRowProduct {
  product_id: number;
  product_title: string;
  price?: number | null;
  product_image_internal?: string | null;
  product_image_external?: string | null;
  shop_id: number;
  shop_title: string;
  week_current_period_revenue?: number | null;
  week_revenue_delta?: number | null;
  week_revenue_percent_change?: number | null;
  product_active_ad_count?: number | null;
  product_active_ad_count_delta?: number | null;
  product_active_ad_count_percent_change?: number | null;
}

/** The list layout of Explore Products: weekly revenue and ads per product. */
export function ProductList({
  label = "Products",
  children,
}: {
  label?: string;
  children: ReactNode;
}) {
  return (
    <ListTable label={label} headers={PRODUCT_LIST_HEADERS} firstFigureColumn={2}>
      {children}
    </ListTable>
  );
}

export interface ProductListRowProps {
  product: ProductListRowProduct;
  productHref?: string;
  shopHref?: string;
  /** The row's actions menu: the product card's own ProductActionsMenu, so both offer the same items. */
  menu?: ReactNode;
}

export function ProductListRow({ product, productHref, shopHref, menu }: ProductListRowProps) {
  const media = useMedia();
  return (
    <tr className="border-border border-b bg-raised">
      <th scope="row" className="px-3 py-2 text-left font-normal">
        <div className="flex items-center gap-3">
          <ProductImage
            src={productImageUrl(media, product)}
            alt=""
            className="size-12 shrink-0 rounded text-[0px]"
          />
          <div className="min-w-0">
            <p
              className="line-clamp-2 break-words font-medium text-fg"
              title={product.product_title}
            >
              <TitleLink href={productHref}>{product.product_title}</TitleLink>
            </p>
            <Price value={product.price} className="text-muted text-xs" />
          </div>
          {menu ? <div className="ms-auto shrink-0">{menu}</div> : null}
        </div>
      </th>
      <td className="px-3 py-2">
        <TitleLink href={shopHref}>{product.shop_title}</TitleLink>
      </td>
      <FigureCell {...revenueFigures(product, "week")} />
      <FigureCell {...countFigures(product, "product_active_ad_count")} />
    </tr>
  );
}
