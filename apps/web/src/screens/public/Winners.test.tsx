import { productItem } from "@hotshelf/api/testing";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, fakeServices } from "../../test/fakes";
import { renderRoutes } from "../../test/renderRoutes";
import { Winners } from "./Winners";

function open(server = fakeApi()) {
  renderRoutes([{ path: "/", element: <Winners /> }], "/", fakeServices({ api: server }));
  return server;
}

describe("the public winners page", () => {
  beforeEach(() => {
    // happy-dom has no IntersectionObserver; the end-of-list trigger is for the browser journeys.
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists the winners without links or menus, and opens sign-up on a search", async () => {
    const server = fakeApi();
    server.unauthWinners.mockResolvedValue({ items: [productItem({ product_title: "Sun Hat" })] });
    open(server);
    const card = (await screen.findByText("Sun Hat")).closest("li") as HTMLElement;
    expect(within(card).queryByRole("link", { name: "Sun Hat" })).toBeNull();
    expect(within(card).queryByRole("button", { name: /Actions/ })).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    const box = screen.getByRole("searchbox", { name: "Search products" });
    fireEvent.change(box, { target: { value: "hats" } });
    fireEvent.submit(screen.getByRole("search"));
    expect(await screen.findByRole("dialog", { name: "Sign up to use Hotshelf" })).toBeVisible();
  });

  it("opens sign-up on a filter click", async () => {
    open();
    fireEvent.click(await screen.findByRole("checkbox", { name: /United States|US/ }));
    expect(await screen.findByRole("dialog", { name: "Sign up to use Hotshelf" })).toBeVisible();
  });
});
