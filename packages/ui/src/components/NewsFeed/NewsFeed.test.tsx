import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FIXED_NOW_MS } from "../../fixtures";
import { FAVICONS, MEDIA_FIXTURE, NEWS_ITEMS } from "../../fixtures/collections";
import { MediaProvider } from "../../media";
import { NewsFeed } from "./NewsFeed";

describe("NewsFeed", () => {
  it("groups new products and price changes with shop, time and a product link in a new tab", () => {
    render(
      <MediaProvider value={MEDIA_FIXTURE}>
        <NewsFeed items={NEWS_ITEMS} nowMs={FIXED_NOW_MS} />
      </MediaProvider>,
    );
    const newProducts = screen.getByRole("region", { name: "New Products" });
    const first = within(newProducts).getAllByRole("listitem")[0] as HTMLElement;
    expect(first).toHaveTextContent("Paws Co");
    expect(first).toHaveTextContent("5 minutes ago");
    const link = within(first).getByRole("link", { name: /Orthopedic dog bed/ });
    expect(link).toHaveAttribute("href", "/shops/1/101");
    expect(link).toHaveAttribute("target", "_blank");
    expect(first.querySelector("img")).toHaveAttribute("src", FAVICONS[1]);
  });

  it("words price changes from the domain, good when the price fell", () => {
    render(<NewsFeed items={NEWS_ITEMS} nowMs={FIXED_NOW_MS} />);
    const changes = within(screen.getByRole("region", { name: "Price Changes" })).getAllByRole(
      "listitem",
    );
    expect(changes[0]).toHaveTextContent("Price decreased from $24.99 to $19.99");
    expect(changes[0]?.querySelector("[data-tone]")).toHaveAttribute("data-tone", "positive");
    expect(changes[1]).toHaveTextContent("Price increased from $35.00 to $42.50");
    expect(changes[1]?.querySelector("[data-tone]")).toHaveAttribute("data-tone", "negative");
  });

  it("prompts to select a collection when none is selected", () => {
    render(<NewsFeed items={null} nowMs={FIXED_NOW_MS} />);
    expect(
      screen.getByText(
        "Activity from the shops in this collection will appear here. To get started, select a shop collection from the menu.",
      ),
    ).toBeInTheDocument();
  });

  it("says there is nothing to show for an empty feed", () => {
    render(<NewsFeed items={[]} nowMs={FIXED_NOW_MS} />);
    expect(screen.getByText("No news items to display.")).toBeInTheDocument();
  });
});
