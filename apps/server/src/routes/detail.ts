/** The shop and product views (POST /v3/shop, /v3/product, their charts, the inactive products). */
import type { Subject } from "../catalogue";
import { ApiError } from "../http/errors";
import type { DetailCatalogue } from "./detailHandlers";
import { requireMainTool } from "./licence";
import type { CallHandlers } from "./types";

const notFound = (subject: Subject) =>
  new ApiError(404, subject.kind === "shop" ? "shop_not_found" : "product_not_found");

export function detailViewHandlers(catalogue: DetailCatalogue): CallHandlers {
  /** A chart of a missing shop (or of a product not in that shop) is a 404, not an empty chart. */
  async function chart<T>(
    subject: Subject & { shopId: number },
    read: (subject: Subject) => Promise<T>,
  ): Promise<T> {
    if (!(await catalogue.exists(subject))) throw notFound(subject);
    return read(subject);
  }
  const shop = (id: number) => ({ kind: "shop", id, shopId: id }) as const;
  const product = (shopId: number, id: number) => ({ kind: "product", id, shopId }) as const;

  return {
    async shop(input, { deps, user }) {
      requireMainTool(deps, user);
      const item = await catalogue.shop(input.shop_id);
      if (!item) throw notFound(shop(input.shop_id));
      return { item };
    },

    async shopChartRevenue(input, { deps, user }) {
      requireMainTool(deps, user);
      const items = await chart(shop(input.shop_id), catalogue.revenueChart);
      return { items };
    },

    async shopChartAds(input, { deps, user }) {
      requireMainTool(deps, user);
      const history = await chart(shop(input.shop_id), catalogue.adsChart);
      return { history };
    },

    async product(input, { deps, user }) {
      requireMainTool(deps, user);
      const item = await catalogue.product(input.shop_id, input.product_id);
      if (!item) throw notFound(product(input.shop_id, input.product_id));
      return { item, is_staff: user.isStaff };
    },

    async productChartRevenue(input, { deps, user }) {
      requireMainTool(deps, user);
      const items = await chart(product(input.shop_id, input.product_id), catalogue.revenueChart);
      return { items };
    },

    async productChartAds(input, { deps, user }) {
      requireMainTool(deps, user);
      const history = await chart(product(input.shop_id, input.product_id), catalogue.adsChart);
      return { history };
    },

    async shopProductsInactive(input, { deps, user }) {
      requireMainTool(deps, user);
      const page = await catalogue.inactiveProducts(input.shop_id, input.exclude_product_ids);
      if (page.inactive_items.length === 0 && !(await catalogue.exists(shop(input.shop_id)))) {
        throw notFound(shop(input.shop_id));
      }
      return page;
    },
  };
}
