import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { adInFormat, adItem, fixtureMedia } from "../../fixtures";
import { MediaProvider } from "../../media";
import { AdsList } from "./AdsList";

const PAGE = [adItem, adInFormat("video"), adInFormat("carousel")];
const NEXT_PAGE = [adInFormat("dco"), adInFormat("multi_images")];

const meta = {
  title: "Cards/AdsList",
  component: AdsList,
  tags: ["autodocs", "dark-shot"],
  args: {
    label: "Shop Ads",
    ads: PAGE,
    hasMore: true,
    onLoadMore: fn(),
    onExcludeShop: fn(),
  },
  decorators: [
    (Story) => (
      <MediaProvider value={fixtureMedia}>
        <Story />
      </MediaProvider>
    ),
  ],
} satisfies Meta<typeof AdsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { ads: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("progressbar", { name: "Loading ads" }),
    ).toBeVisible();
  },
};

export const MoreToLoad: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("list", { name: "Shop Ads" }).children).toHaveLength(3);
    await expect(canvas.getByRole("status")).toHaveTextContent("Showing 3 ads, more to load.");
    await userEvent.click(canvas.getByRole("button", { name: "Load More Ads" }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: /Load More Ads/ });
    await expect(
      within(button).getByRole("progressbar", { name: "Loading more ads" }),
    ).toBeVisible();
  },
};

export const AllLoaded: Story = {
  args: { hasMore: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Showing all 3 ads.");
    await expect(canvas.queryByRole("button", { name: "Load More Ads" })).toBeNull();
  },
};

export const Empty: Story = {
  args: { ads: [], hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent("No ads to display.");
  },
};

export const WithExclude: Story = {
  args: { hasMore: false, canExcludeShop: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole("button", { name: "Ad actions" })[0] as HTMLElement);
    await userEvent.click(
      await within(document.body).findByRole("menuitem", { name: "Exclude Shop" }),
    );
    await expect(args.onExcludeShop).toHaveBeenCalledWith(adItem.shop_id);
  },
};

/** The last page arrives: the button goes and focus lands on the first ad it brought. */
export const LastPageKeepsFocus: Story = {
  args: { hasMore: true },
  render: function Render(args) {
    const [ads, setAds] = useState(PAGE);
    return (
      <AdsList
        {...args}
        ads={ads}
        hasMore={ads.length === PAGE.length}
        onLoadMore={() => setAds([...PAGE, ...NEXT_PAGE])}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Load More Ads" }));
    await waitFor(() =>
      expect(canvasElement.querySelectorAll("[data-ad-card]")[PAGE.length]).toHaveFocus(),
    );
    await expect(canvas.getByRole("status")).toHaveTextContent("Showing all 5 ads.");
  },
};
