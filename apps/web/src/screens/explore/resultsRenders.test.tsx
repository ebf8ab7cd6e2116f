import type { ProductItem, ShopItem } from "@hotshelf/api/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Root } from "../../layouts/Root";
import { clearAll } from "../../stores";
import { exploreApi, page, productItem } from "../../stores/explore/testing";
import { fakeServices } from "../../test/fakes";
import { renderSignedIn } from "../../test/renderRoutes";
import ExploreProducts from "./ExploreProducts";

/** Renders of the results grid, counted around the real one. */
let gridRenders = 0;
vi.mock("@hotshelf/ui/VirtualGrid", async (importOriginal) => {
  const { VirtualGrid } = await importOriginal<typeof import("@hotshelf/ui/VirtualGrid")>();
  return {
    VirtualGrid: (props: Parameters<typeof VirtualGrid>[0]) => {
      gridRenders += 1;
      return <VirtualGrid {...props} />;
    },
  };
});

describe("Explore's results", () => {
  beforeEach(() => {
    clearAll();
    localStorage.clear();
  });

  it("are not rendered again by a change of the sidebar that leaves them as they are", async () => {
    const server = exploreApi();
    server.search.mockResolvedValue(
      page<ProductItem | ShopItem>([productItem({ product_id: 1, product_title: "Product 1" })]),
    );
    await renderSignedIn(
      [
        {
          element: <Root />,
          children: [{ path: "explore/products", element: <ExploreProducts /> }],
        },
      ],
      "/explore/products",
      fakeServices({ api: server }),
    );
    expect(await screen.findByRole("heading", { name: "Product 1" })).toBeInTheDocument();
    const before = gridRenders;
    // A bound typed into a filter that is not enabled changes the filters, not the search.
    await userEvent.type(screen.getByRole("textbox", { name: "Price Min" }), "10");
    expect(screen.getByRole("textbox", { name: "Price Min" })).toHaveValue("10");
    expect(server.search).toHaveBeenCalledTimes(1);
    expect(gridRenders).toBe(before);
  });
});
