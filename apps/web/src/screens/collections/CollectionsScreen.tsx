import type { ProductItem, ShopItem } from "@hotshelf/api/contract";
import {
  COMPARE_MIN_SHOPS,
  type CollectionSelection,
  compareCollectionLabel,
  compareShopsPath,
  EMPTY_TEXTS,
  endOfResultsMessage,
  excludeAll,
  firstCollection,
  gridSwitchNeedsReset,
  includeAll,
  includedIds,
  moveMember,
  possiblyInactiveShopIds,
  SEARCH_PAGE_SIZE,
  SORT_VIEWS,
  selectCollection,
  sortOptionsFor,
  TRACKED_SHOPS_COLLECTION,
  toggleExcluded,
} from "@hotshelf/domain";
import { Banner } from "@hotshelf/ui/Banner";
import {
  type Collection,
  type CollectionMember,
  CollectionsSidebar,
} from "@hotshelf/ui/CollectionsSidebar";
import { EmptyState } from "@hotshelf/ui/EmptyState";
import { LayoutToggle, type ResultsLayout } from "@hotshelf/ui/LayoutToggle";
import { Link } from "@hotshelf/ui/Link";
import { LinkButton } from "@hotshelf/ui/LinkButton";
import { ProductCollectionsModal } from "@hotshelf/ui/ProductCollectionsModal";
import { ShopCollectionsModal } from "@hotshelf/ui/ShopCollectionsModal";
import { SortSelect } from "@hotshelf/ui/SortSelect";
import { Spinner } from "@hotshelf/ui/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "@hotshelf/ui/Tabs";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLoaderData, useNavigate, useSearchParams } from "react-router-dom";
import { useSnapshot } from "valtio";
import type { CollectionKind } from "../../data/collections";
import { exportSources } from "../../data/exports";
import { orShowFailure } from "../../data/failurePolicy";
import {
  type CollectionFirstPage,
  collectionSearchKey,
  type Started,
} from "../../data/routeLoaders";
import { useBan } from "../../hooks/useBan";
import { useCollectionMembership } from "../../hooks/useCollectionMembership";
import { useData } from "../../hooks/useData";
import { useFailurePolicy } from "../../hooks/useFailurePolicy";
import { END_MARKER_CLASS, useInfiniteScroll } from "../../hooks/useInfiniteScroll";
import { useIsStaff } from "../../hooks/useIsStaff";
import { useLicenceExpired } from "../../hooks/useLicenceExpired";
import { usePagedSearch } from "../../hooks/usePagedSearch";
import { useStaffPicksMembership } from "../../hooks/useStaffPicksMembership";
import {
  preferencesStore,
  rememberCollectionSort,
  rememberedCollectionSort,
  sessionStore,
} from "../../stores";
import { ExportControl } from "../ExportControl";
import { useStableCardActions } from "../explore/cardActions";
import { ProductResults, ShopResults } from "../explore/ExploreResults";
import { LicenceExpired } from "../LicenceExpired";
import { CollectionAds, CollectionNews } from "./CollectionExtras";
import { InactiveShops } from "./InactiveShops";

export interface CollectionsScreenProps {
  kind: CollectionKind;
  /** Staff Picks are read-only, except to staff, who curate them. */
  mode: "user" | "staff";
  title: string;
  /** Shown under the title (the Staff Picks' switch between shops and products). */
  nav?: React.ReactNode;
}

type Loaded =
  | { state: "loading" }
  | { state: "ready"; collections: Collection[]; firstTab?: CollectionFirstPage | null };

type StartedCollections = Started<{
  collections: Collection[];
  firstTab: CollectionFirstPage | null;
}>;

/** The member ids of a named collection (none when it is unknown). */
function memberIdsOf(collections: readonly Collection[], name: string | null): number[] {
  return collections.find((c) => c.name === name)?.members.map((m) => m.id) ?? [];
}

/**
 * Shop collections, product collections and Staff Picks (001 §2, §4): the collections sidebar, and the
 * selected collection's included members searched as shops or products.
 */
export function CollectionsScreen({ kind, mode, title, nav }: CollectionsScreenProps) {
  const { collections: data } = useData();
  const policy = useFailurePolicy();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useLoaderData() as StartedCollections | undefined;
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [selection, setSelection] = useState<CollectionSelection>(selectCollection(null));
  const expired = useLicenceExpired();
  // A staff user on the Staff Picks curates them: Remove and Move Up / Move Down per member.
  const curating = useIsStaff() && mode === "staff";
  // Read by the load without reloading on their change: the URL's flag is consumed once per load.
  const latest = useRef({ policy, navigate, wantsTracked: params.get("tracked") === "true" });
  latest.current = { policy, navigate, wantsTracked: params.get("tracked") === "true" };

  useEffect(() => {
    if (expired) return;
    let live = true;
    // The route loader's list (and the first tab's first page) when it started them.
    const list = started?.collections ?? data.list(kind, mode === "staff");
    list.then(
      async (collections) => {
        const firstTab = await started?.firstTab.catch(() => null);
        if (!live) return;
        const { navigate, wantsTracked } = latest.current;
        setLoaded({ state: "ready", collections, firstTab });
        const names = collections.map((c) => c.name);
        // ?tracked=true asks for Tracked Shops; otherwise the first collection (Tracked Shops first).
        const wanted =
          wantsTracked && names.includes(TRACKED_SHOPS_COLLECTION)
            ? TRACKED_SHOPS_COLLECTION
            : firstCollection(names);
        setSelection(selectCollection(wanted));
        // The flag is consumed: the address becomes the bare /collections/shops.
        if (wantsTracked) void navigate({ search: "" }, { replace: true });
      },
      (error: unknown) => {
        if (!live) return;
        // Tag loads fail silently (001 §8): the screen shows no collections; a lost session signs out.
        latest.current.policy("backgroundLoad", error);
        setLoaded({ state: "ready", collections: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [data, kind, mode, expired, started]);

  if (expired) {
    return (
      <Page title={title} nav={nav}>
        <LicenceExpired />
      </Page>
    );
  }
  if (loaded.state === "loading") {
    return (
      <Page title={title} nav={nav}>
        <Spinner label="Loading collections" />
      </Page>
    );
  }

  const { collections, firstTab } = loaded;
  const memberIds = memberIdsOf(collections, selection.name);
  const ids = selection.name === null ? null : includedIds(memberIds, selection);
  const editable = mode === "user";
  // A failed change reaches the sidebar as the text to show; a lost session also signs out.
  const changed = (change: Promise<unknown>) =>
    orShowFailure(
      policy,
      kind === "shops" ? "shopCollectionChange" : "productCollectionChange",
      change,
    );
  const removeMember = async (name: string, id: number) => {
    await changed(
      curating ? data.staffChange(kind, name, "remove", id) : data.change(kind, name, "remove", id),
    );
    setLoaded({ state: "ready", collections: await data.list(kind, mode === "staff") });
    setSelection((current) =>
      current.excludedIds.includes(id) ? toggleExcluded(current, id) : current,
    );
  };
  const exclude = (id: number) =>
    setSelection((s) => (s.excludedIds.includes(id) ? s : toggleExcluded(s, id)));
  // Create and overwrite save what the user is looking at: the selected collection's included members.
  const saveIncluded = (name: string) => changed(data.save(kind, name, ids ?? []));
  const reload = async () =>
    setLoaded({ state: "ready", collections: await data.list(kind, mode === "staff") });
  const deleteCollection = async (name: string) => {
    try {
      await (curating ? data.staffRemove(kind, name) : data.remove(kind, name));
    } catch (error) {
      // A failed delete is only logged (001 §8): no message, and no tick (the sidebar ticks what
      // resolves).
      policy("tagDelete", error);
      throw error;
    } finally {
      // Either way the reload shows what the server kept.
      await reload();
    }
    setSelection((s) => (s.name === name ? selectCollection(null) : s));
  };
  // A card's modal changes the user's own collections: the Staff Picks sidebar does not show them.
  const reloadAfterMembership = editable ? reload : async () => undefined;
  // A card's Staff Picks modal changes what the Staff Picks sidebar lists.
  const reloadAfterStaffPicks = mode === "staff" ? reload : async () => undefined;

  // The export is of the whole collection, as the server has it (the user's own ones only).
  const selectedName = collections.length > 0 ? selection.name : null;

  return (
    <Page title={title} nav={nav}>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <div className="lg:w-72">
          <CollectionsSidebar
            kind={kind}
            mode={mode}
            collections={collections}
            selection={selection}
            onSelect={(name) => setSelection(selectCollection(name))}
            onToggleMember={(id) => setSelection((s) => toggleExcluded(s, id))}
            onIncludeAll={() => setSelection(includeAll)}
            onExcludeAll={() => setSelection((s) => excludeAll(s, memberIds))}
            {...(editable && {
              onCreate: async (name: string) => {
                await saveIncluded(name);
                await reload();
              },
              onDelete: deleteCollection,
              onOverwrite: async (name: string) => {
                await saveIncluded(name);
                await reload();
              },
              onRemoveMember: removeMember,
            })}
            {...(curating && {
              onDelete: deleteCollection,
              onRemoveMember: removeMember,
              onMoveMember: async (name: string, id: number, offset: -1 | 1) => {
                const order = moveMember(memberIdsOf(collections, name), id, offset);
                await changed(data.staffOrder(kind, name, order));
                await reload();
              },
            })}
          />
        </div>
        <section aria-label="Collection results" className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-end gap-2">
            {kind === "shops" && ids !== null && ids.length >= COMPARE_MIN_SHOPS ? (
              <LinkButton href={compareShopsPath(ids)} size="sm">
                {compareCollectionLabel(ids.length)}
              </LinkButton>
            ) : null}
            {editable && selectedName !== null && (
              <ExportControl
                // Another collection starts with a fresh control (no message of the last one).
                key={selectedName}
                subject={selectedName}
                source={() => exportSources.collection(kind, selectedName)}
              />
            )}
          </div>
          {collections.length === 0 ? (
            <EmptyState
              title="No collections yet."
              action={<Link href="/staff-picks">See the Staff Picks for an example</Link>}
            />
          ) : selection.name === null ? (
            <EmptyState title={EMPTY_TEXTS.selectCollection} />
          ) : kind === "shops" ? (
            // Each tab keeps what it loaded and its scroll once shown: switching back does not read
            // it again; a change of the selection reloads it (001 §4).
            <Tabs>
              <TabList aria-label="Collection views">
                <Tab id="shops">Shops</Tab>
                <Tab id="products">Products</Tab>
                <Tab id="ads">Ads</Tab>
                <Tab id="news">News</Tab>
              </TabList>
              <TabPanel id="shops" keepMounted>
                <CollectionResults
                  searchType="shops"
                  prefetched={firstTab}
                  shopIds={ids}
                  members={collections.find((c) => c.name === selection.name)?.members ?? []}
                  onExclude={exclude}
                  onMembershipChange={reloadAfterMembership}
                  onStaffPicksChange={reloadAfterStaffPicks}
                />
              </TabPanel>
              <TabPanel id="products" keepMounted>
                <CollectionResults
                  searchType="products"
                  shopIds={ids}
                  members={[]}
                  onExclude={exclude}
                  onMembershipChange={reloadAfterMembership}
                  onStaffPicksChange={reloadAfterStaffPicks}
                />
              </TabPanel>
              <TabPanel id="ads" keepMounted>
                <CollectionAds kind="shops" ids={ids} onExclude={exclude} />
              </TabPanel>
              <TabPanel id="news" keepMounted>
                <CollectionNews kind="shops" ids={ids} />
              </TabPanel>
            </Tabs>
          ) : (
            <Tabs>
              <TabList aria-label="Collection views">
                <Tab id="products">Product View</Tab>
                <Tab id="ads">Ads</Tab>
                <Tab id="news">News Feed</Tab>
              </TabList>
              <TabPanel id="products" keepMounted>
                <CollectionResults
                  searchType="products"
                  prefetched={firstTab}
                  productIds={ids}
                  members={[]}
                  onExclude={exclude}
                  onMembershipChange={reloadAfterMembership}
                  onStaffPicksChange={reloadAfterStaffPicks}
                />
              </TabPanel>
              <TabPanel id="ads" keepMounted>
                <CollectionAds kind="products" ids={ids} onExclude={exclude} />
              </TabPanel>
              <TabPanel id="news" keepMounted>
                <CollectionNews kind="products" ids={ids} />
              </TabPanel>
            </Tabs>
          )}
        </section>
      </div>
    </Page>
  );
}

function Page({
  title,
  nav,
  children,
}: {
  title: string;
  nav?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-screen-2xl flex-col gap-4 px-4 py-6">
      <h1 className="font-semibold text-2xl">{title}</h1>
      {nav}
      {children}
    </div>
  );
}

/**
 * One results tab: the included ids searched with the tab's remembered sort, as cards or a list, with
 * more pages on scroll. No included id means no search at all.
 */
function CollectionResults({
  searchType,
  prefetched,
  shopIds,
  productIds,
  members,
  onExclude,
  onMembershipChange,
  onStaffPicksChange,
}: {
  searchType: "shops" | "products";
  /** The route loader's first page of the screen's first search; taken once, when it matches. */
  prefetched?: CollectionFirstPage | null;
  /** Excludes a shop (shop collections) or a product (product collections) from the results. */
  onExclude: (id: number) => void;
  /** A card's collections modal changed the membership of the screen's kind of collection. */
  onMembershipChange: () => Promise<void>;
  /** A card's Staff Picks modal changed the Staff Picks of the screen's kind. */
  onStaffPicksChange: () => Promise<void>;
  shopIds?: number[] | null;
  productIds?: number[] | null;
  /** The collection's shops, to name those flagged possibly inactive (shops tab only). */
  members: readonly CollectionMember[];
}) {
  const { search } = useData();
  // Staff ban as admins do (000 §6): the cards' ban items show for both.
  const isStaff = useIsStaff();
  const isAdmin = useSnapshot(sessionStore).isAdmin || isStaff;
  const { listView } = useSnapshot(preferencesStore);
  const layout: ResultsLayout = listView ? "list" : "grid";
  const view = searchType === "shops" ? "collectionShops" : "collectionProducts";
  const [sortBy, setSortBy] = useState(() => rememberedCollectionSort(view));
  const includeKind = shopIds !== undefined ? "shops" : "products";
  const ids = (includeKind === "shops" ? shopIds : productIds) ?? null;
  // A 402 marks the licence expired: the screen then shows License Expired (001 §6).
  const { session, error, start, next, clear } = usePagedSearch<ProductItem | ShopItem>(
    SEARCH_PAGE_SIZE,
    "productsWidget",
  );
  // The ids' content, not the array, decides a new search ("" is none included: no search).
  const idsKey = ids?.join(",") ?? "";
  const taken = useRef<CollectionFirstPage | null>(null);
  const restart = useCallback(() => {
    if (idsKey === "") {
      clear();
      return;
    }
    const included = idsKey.split(",").map(Number);
    const include = includeKind === "shops" ? { shopIds: included } : { productIds: included };
    // The loader's page serves this search once; a later search of the same ids asks again.
    const first =
      prefetched &&
      prefetched !== taken.current &&
      prefetched.key === collectionSearchKey(searchType, sortBy, included)
        ? prefetched
        : null;
    if (first) taken.current = first;
    start(search.collection(searchType, sortBy, include), first?.page);
  }, [idsKey, includeKind, searchType, sortBy, search, start, clear, prefetched]);
  useEffect(restart, [restart]);
  const marker = useRef<HTMLDivElement>(null);
  useInfiniteScroll(marker, next, session.items.length);
  const membership = useCollectionMembership(searchType);
  // The sidebar lists the collections a modal changes when both are of the same kind.
  const changesSidebar = searchType === includeKind;
  const staffPicks = useStaffPicksMembership(searchType, async () => {
    if (changesSidebar) await onStaffPicksChange();
  });
  const ban = useBan();

  const setSort = (key: string) => {
    rememberCollectionSort(view, key);
    setSortBy(key);
  };
  const setLayout = (next: ResultsLayout) => {
    if (next === layout) return;
    preferencesStore.listView = next === "list";
    // A long list re-rendered as cards starts again from the first page (001 §4).
    if (next === "grid" && gridSwitchNeedsReset(session.items.length)) restart();
  };
  // A card's Exclude excludes the member from the selection, as the sidebar's checkbox does: the
  // menus offer it for the collection's own kind only.
  const actions = useStableCardActions({
    isAdmin,
    canExcludeShop: includeKind === "shops",
    canExcludeProduct: includeKind === "products",
    onExcludeShop: ({ shop_id }) => onExclude(shop_id),
    onExcludeProduct: (productId) => onExclude(productId),
    onManageCollections: membership.open,
    ...(staffPicks.open && { onManageStaffPicks: staffPicks.open }),
    onBan: ban,
  });
  const afterChange =
    <A extends unknown[]>(change: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      await change(...args);
      if (changesSidebar) await onMembershipChange();
    };
  const modalProps = {
    ...membership.modalProps,
    onAdd: afterChange(membership.modalProps.onAdd),
    onRemove: afterChange(membership.modalProps.onRemove),
    onCreate: afterChange(membership.modalProps.onCreate),
  };

  const complete = session.searchId > 0 && !session.loading && !session.hasMore && !session.failed;
  const inactive =
    searchType === "shops" && includeKind === "shops" && ids
      ? possiblyInactiveShopIds(
          ids,
          session.items.map((item) => item.shop_id),
          complete,
        )
      : [];
  const endMessage = session.failed ? null : endOfResultsMessage(session);

  return (
    <div className="flex flex-col gap-4 pt-4">
      <div className="flex flex-wrap items-end justify-end gap-3">
        <SortSelect
          options={sortOptionsFor(SORT_VIEWS[view].searchType)}
          selectedKey={sortBy}
          onSortChange={setSort}
        />
        <LayoutToggle layout={layout} onLayoutChange={setLayout} />
      </div>
      {error !== null && <Banner tone="danger">{error}</Banner>}
      {searchType === "shops" ? (
        <ShopResults items={session.items as ShopItem[]} layout={layout} actions={actions} />
      ) : (
        <ProductResults items={session.items as ProductItem[]} layout={layout} actions={actions} />
      )}
      <div
        ref={marker}
        data-testid="results-end"
        className={`flex justify-center py-4 ${END_MARKER_CLASS}`}
      >
        {session.loading && <Spinner label="Loading results" />}
        {endMessage && <p className="text-muted">{endMessage}</p>}
      </div>
      {inactive.length > 0 && (
        <InactiveShops shops={members.filter((m) => inactive.includes(m.id))} actions={actions} />
      )}
      {searchType === "products" ? (
        <ProductCollectionsModal {...modalProps} />
      ) : (
        <ShopCollectionsModal {...modalProps} />
      )}
      {staffPicks.modal}
    </div>
  );
}
