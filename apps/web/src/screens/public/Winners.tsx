import type { ProductItem } from "@hotshelf/api/contract";
import { createFilterState, EMPTY_TEXTS } from "@hotshelf/domain";
import { Banner } from "@hotshelf/ui/Banner";
import { FilterSidebar } from "@hotshelf/ui/FilterSidebar";
import { ProductCard } from "@hotshelf/ui/ProductCard";
import { SearchBox } from "@hotshelf/ui/SearchBox";
import { SignUpModal } from "@hotshelf/ui/SignUpModal";
import { Spinner } from "@hotshelf/ui/Spinner";
import { useEffect, useRef, useState } from "react";
import { useServices } from "../../app/services";

// The sidebar is only a teaser: it never changes, every interaction asks the visitor to sign up.
const TEASER_FILTERS = createFilterState("products");

/** The public teaser of winning products: any search, filter click or reaching the end opens sign-up. */
export function Winners() {
  const { api, config } = useServices();
  const [items, setItems] = useState<ProductItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [signUpOpen, setSignUpOpen] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const openSignUp = () => setSignUpOpen(true);

  useEffect(() => {
    let active = true;
    api
      .unauthWinners()
      .then((response) => active && setItems(response.items))
      .catch((error: unknown) => {
        console.error("The winning products could not be loaded:", error);
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [api]);

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
        <FilterSidebar
          state={TEASER_FILTERS}
          onRangeBoundChange={openSignUp}
          onRangeEnabledChange={openSignUp}
          onRangeReapply={openSignUp}
          onOneHotToggle={openSignUp}
          onClearAll={openSignUp}
          actions={<h2 className="mr-auto font-semibold text-lg">Filters</h2>}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <SearchBox label="Search products" onSearch={openSignUp} />
          {failed && <Banner tone="danger">{EMPTY_TEXTS.noResults}</Banner>}
          {!items && !failed && <Spinner label="Loading winning products" />}
          {items?.length === 0 && <p>{EMPTY_TEXTS.noResults}</p>}
          {/* The cards' titles are h3; on phones the Filters h2 is folded away, so this keeps the order. */}
          <h2 className="sr-only">Products</h2>
          {items && items.length > 0 && (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
              {items.map((product) => (
                <li key={product.product_id}>
                  <ProductCard product={product} interactive={false} />
                </li>
              ))}
            </ul>
          )}
          <div ref={end} data-testid="winners-end" className="h-px" />
        </div>
      </div>
      <SignUpModal isOpen={signUpOpen} onOpenChange={setSignUpOpen} product={config.productName} />
    </div>
  );
}
