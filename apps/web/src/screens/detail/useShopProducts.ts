import type { ProductItem } from "@hotshelf/api/contract";
import {
  buildCollectionQuery,
  createSearchSession,
  type PageRequest,
  receiveFailure,
  receivePage,
  requestNextPage,
  resolveSortKey,
  type SearchSession,
  startSearch,
} from "@hotshelf/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { useServices } from "../../app/services";
import { markLicenceExpired } from "../../stores";
import { resolveApiError } from "../../stores/explore/apiFailure";
import { useLogout } from "../explore/useLogout";

export interface ShopProductsState {
  session: SearchSession<ProductItem>;
  /** The products widget's failure text (the catalogue's productsWidget context). */
  error: string | null;
}

/** A shop's products, best sellers first (the shop-products widget's default sort), paged. */
export function useShopProducts(shopId: number | null, pageSize: number) {
  const { api } = useServices();
  const logout = useLogout();
  const sessionRef = useRef(createSearchSession<ProductItem>(pageSize));
  const [state, setState] = useState<ShopProductsState>({
    session: sessionRef.current,
    error: null,
  });

  const fetchPage = useCallback(
    async (request: PageRequest, id: number) => {
      const query = buildCollectionQuery(
        "products",
        resolveSortKey("shopProducts", null),
        { shopIds: [id] },
        request,
      );
      try {
        const page = await api.search({ query });
        sessionRef.current = receivePage(
          sessionRef.current,
          request.searchId,
          page as {
            items: ProductItem[];
            total_hits: number;
            next_from_value: number | string | null;
          },
        );
        setState({ session: sessionRef.current, error: null });
      } catch (error) {
        const stale = request.searchId !== sessionRef.current.searchId;
        sessionRef.current = receiveFailure(sessionRef.current, request.searchId);
        if (stale) return;
        const resolved = resolveApiError("productsWidget", error);
        if (resolved.action === "logout") logout();
        if (resolved.action === "licence_expired") markLicenceExpired();
        setState({ session: sessionRef.current, error: resolved.message ?? null });
      }
    },
    [api, logout],
  );

  useEffect(() => {
    if (shopId === null) return;
    const step = startSearch(sessionRef.current);
    sessionRef.current = step.session;
    setState({ session: step.session, error: null });
    void fetchPage(step.request, shopId);
  }, [shopId, fetchPage]);

  const loadMore = useCallback(() => {
    if (shopId === null) return;
    const step = requestNextPage(sessionRef.current);
    if (!step) return;
    sessionRef.current = step.session;
    setState((s) => ({ ...s, session: step.session }));
    void fetchPage(step.request, shopId);
  }, [shopId, fetchPage]);

  return { ...state, loadMore };
}
