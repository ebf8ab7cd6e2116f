import type { ProductItem } from "@hotshelf/api/contract";
import { render } from "@testing-library/react";
import type { Key, ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { productItem } from "../../stores/explore/testing";
import { type CardActions, useStableCardActions } from "./cardActions";
import { ProductResults } from "./ProductResults";
import { expectCallsReachNewestHandlers } from "./stableHandlers.testing";

/** Renders of each product's card, counted by id: the card itself stands in for the real one. */
const renders = new Map<number, number>();
vi.mock("@hotshelf/ui/ProductCard", () => ({
  PRODUCT_CARD_HEIGHT: 640,
  ProductCard: ({ product }: { product: ProductItem }) => {
    renders.set(product.product_id, (renders.get(product.product_id) ?? 0) + 1);
    return <article aria-label={product.product_title} />;
  },
}));

// Every card in the DOM (happy-dom lays nothing out, so the real window would pick rows by chance).
vi.mock("@hotshelf/ui/VirtualGrid", () => ({
  VirtualGrid: <T,>({
    items,
    getKey,
    renderItem,
  }: {
    items: readonly T[];
    getKey: (item: T) => Key;
    renderItem: (item: T, index: number) => ReactNode;
  }) => (
    <ul>
      {items.map((item, index) => (
        <li key={getKey(item)}>{renderItem(item, index)}</li>
      ))}
    </ul>
  ),
}));

const handlers = (): CardActions => ({
  isAdmin: false,
  canExcludeShop: true,
  canExcludeProduct: true,
  onExcludeShop: vi.fn(),
  onExcludeProduct: vi.fn(),
  onManageCollections: vi.fn(),
  onBan: vi.fn(async () => undefined),
});

function Results({ items, latest }: { items: readonly ProductItem[]; latest: CardActions }) {
  return <ProductResults items={items} layout="grid" actions={useStableCardActions(latest)} />;
}

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe("result cards", () => {
  beforeEach(() => renders.clear());

  it("are not rendered again when another card changes or a page is appended", () => {
    const one = productItem({ product_id: 1, product_title: "One" });
    const two = productItem({ product_id: 2, product_title: "Two" });
    const { rerender } = render(<Results items={[one, two]} latest={handlers()} />, { wrapper });
    expect(renders.get(1)).toBe(1);
    // The screen renders again with new handler functions, card two's data changed, a third came.
    const twoChanged = { ...two, week_current_period_revenue: 9999 };
    const three = productItem({ product_id: 3, product_title: "Three" });
    rerender(<Results items={[one, twoChanged, three]} latest={handlers()} />);
    expect(renders.get(1)).toBe(1);
    expect(renders.get(2)).toBe(2);
    expect(renders.get(3)).toBe(1);
  });

  it("get one actions object whose calls reach the newest handlers", () => {
    const { rerender, result, stable, latest } = expectCallsReachNewestHandlers(
      useStableCardActions,
      handlers,
      (actions) => actions.onExcludeProduct(7),
      (latest) => latest.onExcludeProduct as Mock,
    );
    expect(latest.onExcludeProduct).toHaveBeenCalledWith(7);
    // Without the staff handler the menu has no Staff Picks item.
    expect(result.current.onManageStaffPicks).toBeUndefined();
    rerender({ ...latest, isAdmin: true });
    expect(result.current).not.toBe(stable);
    expect(result.current.isAdmin).toBe(true);
  });

  it("offer Staff Picks to staff, the newest handler answering", () => {
    const staff = (): CardActions => ({ ...handlers(), onManageStaffPicks: vi.fn() });
    const { latest } = expectCallsReachNewestHandlers(
      useStableCardActions,
      staff,
      (actions) => actions.onManageStaffPicks?.(5),
      (latest) => latest.onManageStaffPicks as Mock,
    );
    expect(latest.onManageStaffPicks).toHaveBeenCalledWith(5);
  });
});
