import {
  applyFilterSet,
  clearAll as clearAllFilters,
  endOfResultsMessage,
  excludeShop,
  type FilterState,
  formatResultCount,
  gridSwitchNeedsReset,
  includeShop,
  reapplyRange,
  type SearchType,
  setRangeBound,
  setRangeEnabled,
  shouldLoadNextPage,
  toggleOneHot,
} from "@hotshelf/domain";
import { Banner } from "@hotshelf/ui/Banner";
import { HydrateApart } from "@hotshelf/ui/hydrateApart";
import type { ResultsLayout } from "@hotshelf/ui/LayoutToggle";
import { Link } from "@hotshelf/ui/Link";
import type { ProductCollectionsModalProps } from "@hotshelf/ui/ProductCollectionsModal";
import { Spinner } from "@hotshelf/ui/Spinner";
import {
  type ComponentType,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
} from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router-dom";
import { useSnapshot } from "valtio";
import { useServices } from "../../app/services";
import { exportSources } from "../../data/exports";
import { useBan } from "../../hooks/useBan";
import { useCollectionMembership } from "../../hooks/useCollectionMembership";
import { useData } from "../../hooks/useData";
import { useFailurePolicy } from "../../hooks/useFailurePolicy";
import { END_MARKER_CLASS, useInfiniteScroll } from "../../hooks/useInfiniteScroll";
import { useIsStaff } from "../../hooks/useIsStaff";
import { useLicenceExpired } from "../../hooks/useLicenceExpired";
import { useStaffPicksMembership } from "../../hooks/useStaffPicksMembership";
import { preferencesStore, sessionStore } from "../../stores";
import {
  type ExploreItems,
  type ExploreStore,
  exploreStores,
  rememberedSort,
} from "../../stores/explore/exploreStore";
import { exploreQueryString, fromExploreParams } from "../../stores/explore/exploreUrl";
import { LicenceExpired } from "../LicenceExpired";
import { type CardActions, useStableCardActions } from "./cardActions";
import {
  ExploreSidebar,
  ExploreToolbar,
  type SidebarHandlers,
  type ToolbarHandlers,
} from "./ExploreControls";
import { EXPLORE_TEXTS } from "./exploreTexts";
import { useStableHandlers } from "./stableHandlers";

export interface ExploreScreenProps<S extends SearchType> {
  searchType: S;
  title: string;
  /** The grid or list of this kind's cards (each route brings only its own kind). */
  renderResults: (
    items: readonly ExploreItems[S][],
    layout: ResultsLayout,
    actions: CardActions,
  ) => ReactNode;
  /** Add/Remove from Collection; a lazy component, fetched the first time it opens. */
  CollectionsModal: ComponentType<ProductCollectionsModalProps>;
}

/**
 * Explore Products and Explore Shops (000 §2, §4): sidebar, sort, search, grid or list, infinite
 * scroll and the card menus. The search inputs live in the URL; the store keeps the results, so Back
 * and a shared link restore the same search.
 */
export function ExploreScreen<S extends SearchType>({
  searchType,
  title,
  renderResults,
  CollectionsModal,
}: ExploreScreenProps<S>) {
  const { config } = useServices();
  const { search } = useData();
  const policy = useFailurePolicy();
  // One screen for both kinds: the items are told apart by searchType where they are rendered.
  const store: ExploreStore<SearchType> = exploreStores[searchType];
  const state = useSnapshot(store.state);
  // Staff ban as admins do (000 §6): the cards' ban items show for both.
  const isStaff = useIsStaff();
  const isAdmin = useSnapshot(sessionStore).isAdmin || isStaff;
  const { listView } = useSnapshot(preferencesStore);
  const layout: ResultsLayout = listView ? "list" : "grid";
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  // Read by the search effect without searching again when only the policy's identity changes.
  const policyRef = useRef(policy);
  policyRef.current = policy;
  const marker = useRef<HTMLDivElement>(null);
  const collections = useCollectionMembership(searchType);
  const staffPicks = useStaffPicksMembership(searchType);
  // Once opened the modal stays mounted, so closing it can animate and reopening is instant.
  const modalUsed = useRef(false);
  modalUsed.current ||= collections.modalProps.isOpen;

  const expired = useLicenceExpired();

  // The URL is the search's source of truth: a changed query (a link, Back, a user action) loads
  // its inputs and searches; an unchanged one keeps the results and the sidebar's unapplied edits.
  useEffect(() => {
    if (location.search === "" && navigationType !== "POP" && store.state.searchedQuery !== null) {
      // Explore opened from the navbar: come back to the last search rather than resetting it
      // (Back to a bare URL is a POP and means the default search).
      void navigate({ search: store.currentQuery() }, { replace: true });
      return;
    }
    const inputs = fromExploreParams(
      searchType,
      new URLSearchParams(location.search),
      rememberedSort(searchType),
    );
    if (exploreQueryString(inputs) !== store.currentQuery()) store.setInputs(inputs);
    if (expired) return;
    if (store.state.searchedQuery !== store.currentQuery()) {
      void store.search(search, policyRef.current);
    }
  }, [location.search, navigationType, searchType, store, navigate, search, expired]);

  /** Applies a change of inputs, and puts the new search into the history when results change. */
  const change = (update: { filters?: FilterState; sortBy?: string; searchString?: string }) => {
    const before = store.currentQuery();
    store.setInputs(update);
    const next = store.currentQuery();
    if (next !== before) void navigate({ search: next });
  };
  const changeFilters = (update: (filters: FilterState) => FilterState) =>
    change({ filters: update(store.state.filters) });

  const loadMore = useCallback(() => {
    if (shouldLoadNextPage(store.state.session, true)) {
      void store.loadNextPage(policyRef.current);
    }
  }, [store]);
  useInfiniteScroll(marker, loadMore, state.session.items.length);

  const ban = useBan();
  const latest: CardActions = {
    isAdmin,
    canExcludeShop: true,
    canExcludeProduct: true,
    onExcludeShop: (shop) => changeFilters((filters) => excludeShop(filters, shop)),
    onExcludeProduct: (productId) => store.hideProduct(productId),
    onManageCollections: collections.open,
    ...(staffPicks.open && { onManageStaffPicks: staffPicks.open }),
    onBan: ban,
  };
  const actions = useStableCardActions(latest);

  const setLayout = (next: ResultsLayout) => {
    if (next === layout) return;
    preferencesStore.listView = next === "list";
    // A long list re-rendered as cards starts again from the first page (000 §2).
    if (next === "grid" && gridSwitchNeedsReset(store.state.session.items.length)) {
      void store.search(search, policyRef.current);
    }
  };

  const setSort = (key: string) => {
    if (searchType === "products") preferencesStore.exploreProductsSort = key;
    else preferencesStore.exploreShopsSort = key;
    change({ sortBy: key });
  };

  const sidebarHandlers = useStableHandlers<SidebarHandlers>({
    onRangeBoundChange: (key, bound, text) =>
      changeFilters((filters) => setRangeBound(filters, key, bound, text)),
    onRangeEnabledChange: (key, enabled) =>
      changeFilters((filters) => setRangeEnabled(filters, key, enabled)),
    onRangeReapply: (key) => changeFilters((filters) => reapplyRange(filters, key)),
    onOneHotToggle: (key, option) => changeFilters((filters) => toggleOneHot(filters, key, option)),
    onClearAll: () => changeFilters(clearAllFilters),
    onLoadFilterSet: (set) => change({ filters: applyFilterSet(searchType, set) }),
    onIncludeShop: (shopId) => changeFilters((filters) => includeShop(filters, shopId)),
  });
  const toolbarHandlers = useStableHandlers<ToolbarHandlers>({
    onSearch: (text) => change({ searchString: text }),
    onSortChange: setSort,
    onLayoutChange: setLayout,
    exportSource: () =>
      exportSources.explore(
        store.state.filters as FilterState,
        store.state.sortBy,
        store.state.searchString,
      ),
  });

  const { session, hiddenProductIds } = state;
  // Products hidden with "Exclude Product from Results" stay out of view (shops have no such action).
  // The same list while the results are the same: the memoised results then skip a filter change's
  // render (and the grid's measuring after it) in the interaction's paint.
  const visible = useMemo(
    () =>
      (session.items as readonly (ExploreItems["products"] | ExploreItems["shops"])[])
        .filter((item) => !("product_id" in item && hiddenProductIds.includes(item.product_id)))
        .map((item) => item as ExploreItems[S]),
    [session.items, hiddenProductIds],
  );
  // Until the first search (a fresh or cleared store) there is no end of results to tell.
  const endMessage = state.searchedQuery === null ? null : endOfResultsMessage(session);

  return (
    <div className="mx-auto flex w-full max-w-screen-2xl flex-col gap-4 px-4 py-6">
      <h1 className="font-semibold text-2xl">{title}</h1>
      {config.beta && <Banner tone="warning">{EXPLORE_TEXTS.beta}</Banner>}
      {config.links.communityChat && (
        <Banner
          tone="info"
          actions={
            <Link href={config.links.communityChat} target="_blank" rel="noopener noreferrer">
              {EXPLORE_TEXTS.communityLink}
            </Link>
          }
        >
          {EXPLORE_TEXTS.community}
        </Banner>
      )}
      {expired ? (
        <LicenceExpired />
      ) : (
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
          {/* Unseen headings keep the outline h1 > h2 > h3 (filter groups and cards are h3). */}
          <h2 className="sr-only">Filters</h2>
          <HydrateApart>
            <ExploreSidebar
              searchType={searchType}
              filters={state.filters as FilterState}
              handlers={sidebarHandlers}
            />
          </HydrateApart>
          <section aria-label="Results" className="flex min-w-0 flex-1 flex-col gap-4">
            <h2 className="sr-only">Results</h2>
            <HydrateApart>
              <ExploreToolbar
                searchType={searchType}
                searchString={state.searchString}
                sortBy={state.sortBy}
                layout={layout}
                handlers={toolbarHandlers}
              />
            </HydrateApart>
            {session.totalHits !== null && session.totalHits > 0 && (
              <p role="status" className="text-muted text-sm">
                {formatResultCount(session.totalHits, searchType)}
              </p>
            )}
            <HydrateApart>{renderResults(visible, layout, actions)}</HydrateApart>
            <div
              ref={marker}
              data-testid="results-end"
              className={`flex justify-center py-4 ${END_MARKER_CLASS}`}
            >
              {session.loading && <Spinner label="Loading results" />}
              {endMessage && <p className="text-muted">{endMessage}</p>}
            </div>
          </section>
        </div>
      )}
      {modalUsed.current && (
        <Suspense fallback={null}>
          <CollectionsModal {...collections.modalProps} />
        </Suspense>
      )}
      {staffPicks.modal}
    </div>
  );
}
