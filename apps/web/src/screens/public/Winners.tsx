import type { ProductItem } from "@hotshelf/api/contract";
import { createFilterState, EMPTY_TEXTS } from "@hotshelf/domain";
import { Banner } from "@hotshelf/ui/Banner";
import { FilterSidebar } from "@hotshelf/ui/FilterSidebar";
import { HydrateApart } from "@hotshelf/ui/hydrateApart";
import { PRODUCT_CARD_HEIGHT, ProductCard } from "@hotshelf/ui/ProductCard";
import { SearchBox } from "@hotshelf/ui/SearchBox";
import { SignUpModal } from "@hotshelf/ui/SignUpModal";
import { Spinner } from "@hotshelf/ui/Spinner";
import { VirtualGrid } from "@hotshelf/ui/VirtualGrid";
import { useEffect, useRef, useState } from "react";
import { useLoaderData } from "react-router-dom";
import { useServices } from "../../app/services";
import type { WinnersLoaded } from "../../data/routeLoaders";
import { useData } from "../../hooks/useData";

// The sidebar is only a teaser: it never changes, every interaction asks the visitor to sign up.
const TEASER_FILTERS = createFilterState("products");

const isReady = (
  winners: WinnersLoaded["winners"] | undefined,
): winners is readonly ProductItem[] => Array.isArray(winners);

const renderCard = (product: ProductItem) => <ProductCard product={product} interactive={false} />;

/** The public teaser of winning products: any search, filter click or reaching the end opens sign-up. */
export function Winners() {
  const { config } = useServices();
  const { search } = useData();
  const loaded = (useLoaderData() as WinnersLoaded | undefined)?.winners;
  // Products at hand (inlined in the page) are in the first render, which a server render shares.
  const [items, setItems] = useState(isReady(loaded) ? loaded : null);
  const [failed, setFailed] = useState(false);
  const [signUpOpen, setSignUpOpen] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const openSignUp = () => setSignUpOpen(true);

  useEffect(() => {
    if (isReady(loaded)) return;
    let active = true;
    // The route loader's started call, else a new one (unit tests).
    (loaded ?? search.winners())
      .then((winners) => active && setItems(winners))
      .catch((error: unknown) => {
        console.error("The winning products could not be loaded:", error);
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [search, loaded]);

  useEffect(() => {
    const marker = end.current;
    if (!marker || !items?.length) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSignUpOpen(true);
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [items]);

  return (
    <div className="mx-auto flex w-full max-w-screen-2xl flex-col gap-6 px-4 py-8">
      <h1 className="font-semibold text-2xl">Winning Products</h1>
      <div className="flex flex-col gap-6 lg:flex-row">
        <HydrateApart>
          <FilterSidebar
            state={TEASER_FILTERS}
            onRangeBoundChange={openSignUp}
            onRangeEnabledChange={openSignUp}
            onRangeReapply={openSignUp}
            onOneHotToggle={openSignUp}
            onClearAll={openSignUp}
            actions={<h2 className="mr-auto font-semibold text-lg">Filters</h2>}
          />
        </HydrateApart>
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <HydrateApart>
            <SearchBox label="Search products" onSearch={openSignUp} />
          </HydrateApart>
          {failed && <Banner tone="danger">{EMPTY_TEXTS.noResults}</Banner>}
          {!items && !failed && <Spinner label="Loading winning products" />}
          {items?.length === 0 && <p>{EMPTY_TEXTS.noResults}</p>}
          {/* The cards' titles are h3; on phones the Filters h2 is folded away, so this keeps the order. */}
          <h2 className="sr-only">Products</h2>
          {/* Only the cards near the viewport are rendered: a phone draws a screenful, not 50. */}
          {items && items.length > 0 && (
            <HydrateApart>
              <VirtualGrid
                label="Winning products"
                items={items}
                getKey={(product) => product.product_id}
                estimateRowHeight={PRODUCT_CARD_HEIGHT}
                renderItem={renderCard}
              />
            </HydrateApart>
          )}
          <div ref={end} data-testid="winners-end" className="h-px" />
        </div>
      </div>
      <SignUpModal isOpen={signUpOpen} onOpenChange={setSignUpOpen} product={config.productName} />
    </div>
  );
}
