import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { adInFormat, adItem, fixtureMedia } from "../../fixtures";
import { MediaProvider } from "../../media";
import { AdCard, type AdCardProps } from "./AdCard";

function renderAd(props: Partial<AdCardProps> = {}) {
  return render(
    <MediaProvider value={fixtureMedia}>
      <AdCard ad={adItem} {...props} />
    </MediaProvider>,
  );
}

describe("AdCard", () => {
  it("labels each platform icon", () => {
    renderAd();
    const platforms = screen.getByRole("list", { name: "Platforms" });
    for (const name of ["Facebook", "Instagram", "Messenger", "Audience Network"]) {
      expect(within(platforms).getByRole("img", { name })).toBeInTheDocument();
    }
  });

  it("shows the duplicates change rounded to two decimals", () => {
    renderAd();
    // 12 -> 14 is +16.666...%
    expect(screen.getByText("(+16.67%)")).toHaveAttribute("data-tone", "positive");
  });

  it.each(["video", "image", "carousel", "dco", "multi_images"] as const)(
    "renders %s media",
    (format) => {
      renderAd({ ad: adInFormat(format) });
      expect(screen.getByRole("article")).toHaveAttribute("data-format", format);
      expect(document.querySelector("[data-media]")).not.toHaveAttribute("data-media", "error");
    },
  );

  it("replaces failing media with the ad library link", () => {
    renderAd();
    fireEvent.error(screen.getByRole("img", { name: adItem.ad_item.title }));
    expect(screen.getByText("Error loading media")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "View on Facebook Ad Library (opens in a new tab)" }),
    ).toHaveAttribute("href", expect.stringContaining("id=1234567890"));
  });

  it("offers exclusion only when allowed", async () => {
    const { unmount } = renderAd();
    expect(screen.queryByRole("button", { name: "Ad actions" })).not.toBeInTheDocument();
    unmount();
    const onExcludeProduct = vi.fn();
    renderAd({ canExcludeShop: true, canExcludeProduct: true, onExcludeProduct });
    await userEvent.click(screen.getByRole("button", { name: "Ad actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Exclude Product" }));
    expect(onExcludeProduct).toHaveBeenCalledWith(5001);
  });
});
