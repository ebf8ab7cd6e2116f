import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TrackShopForm } from "./TrackShopForm";

function setup(
  onTrack: (url: string) => Promise<void> = () => Promise.resolve(),
  now = () => 1_000_000,
) {
  const track = vi.fn(onTrack);
  render(<TrackShopForm onTrack={track} now={now} />);
  return { track, field: () => screen.getByRole("textbox", { name: "Shopify Store URL" }) };
}

describe("TrackShopForm", () => {
  it("has the Shopify Store URL field and the Track Store button", () => {
    const { field } = setup();
    expect(field()).toHaveAttribute("placeholder", "Shopify Store URL");
    expect(screen.getByRole("button", { name: "Track Store" })).toBeInTheDocument();
  });

  it("asks for a URL when empty and a valid one without a dot", async () => {
    const user = userEvent.setup();
    const { field, track } = setup();
    await user.click(screen.getByRole("button", { name: "Track Store" }));
    expect(screen.getByText("Please enter a URL.")).toBeInTheDocument();
    await user.type(field(), "localhost{Enter}");
    expect(screen.getByText("Please enter a valid URL.")).toBeInTheDocument();
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(track).not.toHaveBeenCalled();
  });

  it("submits the normalised URL with Enter and clears the field", async () => {
    const user = userEvent.setup();
    const { field, track } = setup();
    await user.type(field(), "Example-Store.COM{Enter}");
    expect(track).toHaveBeenCalledWith("https://example-store.com");
    expect(field()).toHaveValue("");
  });

  it("ignores the same URL again within 10 s", async () => {
    const user = userEvent.setup();
    let clock = 1_000_000;
    const { field, track } = setup(undefined, () => clock);
    await user.type(field(), "shop.example{Enter}");
    clock += 5_000;
    await user.type(field(), "shop.example{Enter}");
    expect(track).toHaveBeenCalledTimes(1);
    clock += 6_000;
    await user.type(field(), "{Enter}");
    expect(track).toHaveBeenCalledTimes(2);
  });

  it("shows the pending state while a request is in flight", async () => {
    const user = userEvent.setup();
    const { field } = setup(() => new Promise(() => {}));
    await user.type(field(), "shop.example{Enter}");
    expect(screen.getByRole("progressbar", { name: "Tracking" })).toBeInTheDocument();
  });

  it("keeps the URL and announces a refused start, then lets the same URL go again", async () => {
    const user = userEvent.setup();
    const refusal = "You can track at most 3 shops at a time.";
    const { field, track } = setup(() => Promise.reject(new Error(refusal)));
    await user.type(field(), "shop.example{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
    expect(field()).toHaveValue("shop.example");
    await user.type(field(), "{Enter}");
    expect(track).toHaveBeenCalledTimes(2);
    await user.type(field(), "x");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });
});
