import type { ProductItem, ShopItem } from "@hotshelf/api/contract";
import {
  type CollectionSelection,
  EMPTY_TEXTS,
  endOfResultsMessage,
  excludeAll,
  fillTemplate,
  firstCollection,
  gridSwitchNeedsReset,
  includeAll,
  includedIds,
  isLicenceExpired,
  LICENCE_MESSAGES,
  possiblyInactiveShopIds,
  SORT_VIEWS,
  selectCollection,
  sortOptionsFor,
  TRACKED_SHOPS_COLLECTION,
  toggleExcluded,
} from "@hotshelf/domain";
import { Banner } from "@hotshelf/ui/Banner";
import { type Collection, CollectionsSidebar } from "@hotshelf/ui/CollectionsSidebar";
import { EmptyState } from "@hotshelf/ui/EmptyState";
import { LayoutToggle, type ResultsLayout } from "@hotshelf/ui/LayoutToggle";
import { Link } from "@hotshelf/ui/Link";
import { ProductCollectionsModal } from "@hotshelf/ui/ProductCollectionsModal";
import { ShopCollectionsModal } from "@hotshelf/ui/ShopCollectionsModal";
import { SortSelect } from "@hotshelf/ui/SortSelect";
import { Spinner } from "@hotshelf/ui/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "@hotshelf/ui/Tabs";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useSnapshot } from "valtio";
import { useServices } from "../../app/services";
import { licenceStore, markLicenceExpired, preferencesStore, sessionStore } from "../../stores";
import {
  type CollectionKind,
  loadCollections,
  memberIdsOf,
  rememberCollectionSort,
  rememberedCollectionSort,
} from "../../stores/collections/collectionsData";
import { resolveApiError } from "../../stores/explore/apiFailure";
import { type CardActions, ProductResults, ShopResults } from "../explore/ExploreResults";
import { useBan } from "../explore/useBan";
import { useCollectionMembership } from "../explore/useCollectionMembership";
import { useInfiniteScroll } from "../explore/useInfiniteScroll";
import { useLogout } from "../explore/useLogout";
import { CollectionAds, CollectionNews } from "./CollectionExtras";
import { useCollectionSearch } from "./useCollectionSearch";

export interface CollectionsScreenProps {
  kind: CollectionKind;
  /** Staff Picks are read-only. */
  mode: "user" | "staff";
  title: string;
}

type Loaded = { state: "loading" } | { state: "ready"; collections: Collection[] };

/**
 * Shop collections, product collections and Staff Picks (001 §2, §4): the collections sidebar, and the
 * selected collection's included members searched as shops or products.
 */
export function CollectionsScreen({ kind, mode, title }: CollectionsScreenProps) {
  const { api, config } = useServices();
  const { licence } = useSnapshot(licenceStore);
  const logout = useLogout();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [selection, setSelection] = useState<CollectionSelection>(selectCollection(null));
  const expired =
    licence !== null && (licence.licenseExpired || isLicenceExpired(licence, Date.now()));
  // Read by the load without reloading on their change: the URL's flag is consumed once per load.
  const latest = useRef({ logout, navigate, wantsTracked: params.get("tracked") === "true" });
  latest.current = { logout, navigate, wantsTracked: params.get("tracked") === "true" };

  useEffect(() => {
    if (expired) return;
    let live = true;
    loadCollections(api, kind, mode === "staff").then(
      (collections) => {
        if (!live) return;
        const { navigate, wantsTracked } = latest.current;
        setLoaded({ state: "ready", collections });
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
        if (resolveApiError("backgroundLoad", error).action === "logout") latest.current.logout();
        setLoaded({ state: "ready", collections: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [api, kind, mode, expired]);

  if (expired) {
    return (
      <Page title={title}>
        <EmptyState
          title={LICENCE_MESSAGES.licenseExpired}
          description={fillTemplate(LICENCE_MESSAGES.expiredExplore, {
            product: config.productName,
          })}
          action={<Link href="/pricing">Pricing</Link>}
        />
      </Page>
    );
  }
  if (loaded.state === "loading") {
    return (
      <Page title={title}>
        <Spinner label="Loading collections" />
      </Page>
    );
  }

  const { collections } = loaded;
  const memberIds = memberIdsOf(collections, selection.name);
  const ids = selection.name === null ? null : includedIds(memberIds, selection);
  const editable = mode === "user";
  // The sidebar words a failed change itself; a lost session also signs out.
  const signOutOnLostSession = async (change: () => Promise<unknown>) => {
    try {
      await change();
    } catch (error) {
      const context = kind === "shops" ? "shopCollectionChange" : "productCollectionChange";
      if (resolveApiError(context, error).action === "logout") logout();
      throw error;
    }
  };
  const removeMember = async (name: string, id: number) => {
    await signOutOnLostSession(() =>
      kind === "shops"
        ? api.tagsChange({ tag_type: "shops", tag_name: name, action: "remove", shop_id: id })
        : api.tagsChange({
            tag_type: "products",
            tag_name: name,
            action: "remove",
            product_id: id,
          }),
    );
    setLoaded({ state: "ready", collections: await loadCollections(api, kind, false) });
    setSelection((current) =>
      current.excludedIds.includes(id) ? toggleExcluded(current, id) : current,
    );
  };
  const exclude = (id: number) =>
    setSelection((s) => (s.excludedIds.includes(id) ? s : toggleExcluded(s, id)));
  // Create and overwrite save what the user is looking at: the selected collection's included members.
  const saveIncluded = (name: string) =>
    kind === "shops"
      ? api.tagsOverwrite({ tag_type: "shops", tag_name: name, shop_ids: ids ?? [] })
      : api.tagsOverwrite({ tag_type: "products", tag_name: name, product_ids: ids ?? [] });
  const reload = async () =>
    setLoaded({ state: "ready", collections: await loadCollections(api, kind, mode === "staff") });
  // A card's modal changes the user's own collections: the Staff Picks sidebar does not show them.
  const reloadAfterMembership = editable ? reload : async () => undefined;

  return (
    <Page title={title}>
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
                await signOutOnLostSession(() => saveIncluded(name));
                await reload();
              },
              onDelete: async (name: string) => {
                try {
                  await api.tagsDelete({ tag_name: name, tag_type: kind });
                } catch (error) {
                  // A failed delete is only logged (001 §8); the reload shows what the server kept.
                  if (resolveApiError("tagDelete", error).action === "logout") logout();
                  else console.error("Collection delete failed", error);
                }
                await reload();
                setSelection((s) => (s.name === name ? selectCollection(null) : s));
              },
              onOverwrite: async (name: string) => {
                await signOutOnLostSession(() => saveIncluded(name));
                await reload();
              },
              onRemoveMember: removeMember,
            })}
          />
        </div>
        <section aria-label="Collection results" className="flex min-w-0 flex-1 flex-col gap-4">
          {collections.length === 0 ? (
            <EmptyState
              title="No collections yet."
              action={<Link href="/staff-picks">See the Staff Picks for an example</Link>}
            />
          ) : selection.name === null ? (
            <EmptyState title={EMPTY_TEXTS.selectCollection} />
          ) : kind === "shops" ? (
            <Tabs>
              <TabList aria-label="Collection views">
                <Tab id="shops">Shops</Tab>
                <Tab id="products">Products</Tab>
                <Tab id="ads">Ads</Tab>
                <Tab id="news">News</Tab>
              </TabList>
              <TabPanel id="shops">
                <CollectionResults
                  searchType="shops"
                  shopIds={ids}
                  members={collections.find((c) => c.name === selection.name)?.members ?? []}
                  onExclude={exclude}
                  onMembershipChange={reloadAfterMembership}
                />
              </TabPanel>
              <TabPanel id="products">
                <CollectionResults
                  searchType="products"
                  shopIds={ids}
                  members={[]}
                  onExclude={exclude}
                  onMembershipChange={reloadAfterMembership}
                />
              </TabPanel>
              <TabPanel id="ads">
                <CollectionAds kind="shops" ids={ids} />
              </TabPanel>
              <TabPanel id="news">
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
              <TabPanel id="products">
                <CollectionResults
                  searchType="products"
                  productIds={ids}
                  members={[]}
                  onExclude={exclude}
                  onMembershipChange={reloadAfterMembership}
                />
              </TabPanel>
              <TabPanel id="ads">
                <CollectionAds kind="products" ids={ids} />
              </TabPanel>
              <TabPanel id="news">
                <CollectionNews kind="products" ids={ids} />
              </TabPanel>
            </Tabs>
          )}
        </section>
      </div>
    </Page>
  );
}

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-screen-2xl flex-col gap-4 px-4 py-6">
      <h1 className="font-semibold text-2xl">{title}</h1>
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
  shopIds,
  productIds,
  members,
  onExclude,
  onMembershipChange,
}: {
  searchType: "shops" | "products";
  /** Excludes a shop (shop collections) or a product (product collections) from the results. */
  onExclude: (id: number) => void;
  /** A card's collections modal changed the membership of the screen's kind of collection. */
  onMembershipChange: () => Promise<void>;
  shopIds?: number[] | null;
  productIds?: number[] | null;
  /** The collection's shops, to name those flagged possibly inactive (shops tab only). */
  members: readonly { id: number; title: string }[];
}) {
  const { api } = useServices();
  const logout = useLogout();
  const { isAdmin } = useSnapshot(sessionStore);
  const { listView } = useSnapshot(preferencesStore);
  const layout: ResultsLayout = listView ? "list" : "grid";
  const view = searchType === "shops" ? "collectionShops" : "collectionProducts";
  const [sortBy, setSortBy] = useState(() => rememberedCollectionSort(view));
  const includeKind = shopIds !== undefined ? "shops" : "products";
  const ids = (includeKind === "shops" ? shopIds : productIds) ?? null;
  const { session, failure, loadMore, restart } = useCollectionSearch<ProductItem | ShopItem>(
    api,
    { searchType, sortBy, includeKind, ids },
    (error) => {
      const { action } = resolveApiError("productsWidget", error);
      if (action === "logout") logout();
      // The screen then shows License Expired in place of the collections (001 §6).
      if (action === "licence_expired") markLicenceExpired();
    },
  );
  const error =
    failure === null ? null : (resolveApiError("productsWidget", failure).message ?? null);
  const marker = useRef<HTMLDivElement>(null);
  useInfiniteScroll(marker, loadMore);
  const membership = useCollectionMembership(searchType, logout);
  const ban = useBan(logout);

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
  // A card's Exclude excludes the member from the selection, as the sidebar's checkbox does.
  const actions: CardActions = {
    isAdmin,
    onExcludeShop: ({ shop_id }) => {
      if (includeKind === "shops") onExclude(shop_id);
    },
    onExcludeProduct: (productId) => {
      if (includeKind === "products") onExclude(productId);
    },
    onManageCollections: membership.open,
    onBan: ban,
  };
  // The sidebar lists the collections the modal changes when both are of the same kind.
  const changesSidebar = searchType === includeKind;
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
  const endMessage = failure === null ? endOfResultsMessage(session) : null;

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
      <div ref={marker} data-testid="results-end" className="flex justify-center py-4">
        {session.loading && <Spinner label="Loading results" />}
        {endMessage && <p className="text-muted">{endMessage}</p>}
      </div>
      {inactive.length > 0 && (
        <section aria-label="Possibly inactive shops">
          <h3 className="font-semibold">Possibly inactive</h3>
          <ul>
            {members
              .filter((m) => inactive.includes(m.id))
              .map((m) => (
                <li key={m.id}>{m.title}</li>
              ))}
          </ul>
        </section>
      )}
      {searchType === "products" ? (
        <ProductCollectionsModal {...modalProps} />
      ) : (
        <ShopCollectionsModal {...modalProps} />
      )}
    </div>
  );
}
