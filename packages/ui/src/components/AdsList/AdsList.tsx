import { useEffect, useMemo, useRef } from "react";
import { AdCard, type AdCardItem } from "../AdCard/AdCard";
import { Button } from "../Button/Button";
import {
  type CardList,
  focusCardElement,
  useCardNavigation,
  useRegisterCardList,
} from "../CardNavigation/CardNavigation";
import { ResultsGrid } from "../ResultsGrid/ResultsGrid";
import { Spinner } from "../Spinner/Spinner";

export interface AdsListProps {
  /** Names the list, e.g. 'Shop Ads'. */
  label: string;
  /** The ads shown so far, newest first; null while the first page loads. */
  ads: readonly AdCardItem[] | null;
  /** More ads exist beyond those shown. */
  hasMore: boolean;
  /** The next page is on its way. */
  loadingMore?: boolean;
  onLoadMore: () => void;
  canExcludeShop?: boolean;
  canExcludeProduct?: boolean;
  onExcludeShop?: (shopId: number) => void;
  onExcludeProduct?: (productId: number) => void;
}

/** The count read out after each page, so a screen reader hears what Load More Ads brought. */
export function adsCountText(count: number, hasMore: boolean): string {
  if (count === 0) return "No ads to display.";
  const ads = count === 1 ? "1 ad" : `${count} ads`;
  return hasMore ? `Showing ${ads}, more to load.` : `Showing all ${ads}.`;
}

/**
 * Ads as cards, paged: Load More Ads asks for the next page (the screen may also page on scroll).
 * The button keeps focus while more remain; when the last page arrives it goes away, and focus moves
 * to the first ad that page brought rather than falling back to the page's start.
 */
export function AdsList({
  label,
  ads,
  hasMore,
  loadingMore = false,
  onLoadMore,
  ...exclude
}: AdsListProps) {
  const cards = useRef<HTMLDivElement>(null);
  // The number of ads shown when Load More Ads was pressed, until its page arrives.
  const pressedAt = useRef<number | null>(null);
  const count = ads?.length ?? 0;
  const navigation = useCardNavigation();
  const cardList = useMemo<CardList>(() => {
    const shown = () => [...(cards.current?.querySelectorAll<HTMLElement>("[data-ad-card]") ?? [])];
    return {
      element: () => cards.current,
      count: () => shown().length,
      focusedIndex: () => {
        const index = shown().findIndex((card) => card.contains(document.activeElement));
        return index < 0 ? null : index;
      },
      focusCard: (index) => {
        const all = shown();
        const card = all[index];
        if (card) focusCardElement(card, index, all.length, navigation?.announce);
      },
    };
  }, [navigation]);
  useRegisterCardList(cardList);

  useEffect(() => {
    const before = pressedAt.current;
    if (before === null || count <= before || loadingMore) return;
    pressedAt.current = null;
    if (hasMore) return;
    cards.current?.querySelectorAll<HTMLElement>("[data-ad-card]")[before]?.focus();
  }, [count, hasMore, loadingMore]);

  if (ads === null) return <Spinner label="Loading ads" />;
  return (
    <div ref={cards} className="flex flex-col gap-4">
      <p role="status" className={count === 0 ? "text-muted" : "sr-only"}>
        {adsCountText(count, hasMore)}
      </p>
      {count > 0 && (
        <ResultsGrid label={label}>
          {ads.map((ad) => (
            <div
              key={ad.collation_id}
              data-ad-card
              tabIndex={-1}
              className="rounded-xl outline-none"
            >
              <AdCard ad={ad} {...exclude} />
            </div>
          ))}
        </ResultsGrid>
      )}
      {hasMore && (
        <Button
          variant="secondary"
          className="self-center"
          isPending={loadingMore}
          pendingLabel="Loading more ads"
          onPress={() => {
            pressedAt.current = count;
            onLoadMore();
          }}
        >
          Load More Ads
        </Button>
      )}
    </div>
  );
}
