import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { adInFormat, adItem, fixtureMedia } from "../../fixtures";
import { MediaProvider } from "../../media";
import { AdCard } from "./AdCard";

const meta = {
  title: "Cards/AdCard",
  component: AdCard,
  tags: ["autodocs", "dark-shot"],
  args: { ad: adItem, onExcludeShop: fn(), onExcludeProduct: fn() },
  decorators: [
    (Story) => (
      <MediaProvider value={fixtureMedia}>
        <div className="w-80">
          <Story />
        </div>
      </MediaProvider>
    ),
  ],
} satisfies Meta<typeof AdCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  play: async ({ canvasElement }) => {
    const platforms = within(canvasElement).getByRole("list", { name: "Platforms" });
    await expect(within(platforms).getAllByRole("img")).toHaveLength(4);
  },
};

export const Video: Story = { args: { ad: adInFormat("video") } };

export const Carousel: Story = {
  args: { ad: adInFormat("carousel") },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("list", { name: "Ad images" }),
    ).toBeInTheDocument();
  },
};

export const Dco: Story = { args: { ad: adInFormat("dco") } };

export const MultiImages: Story = { args: { ad: adInFormat("multi_images") } };

export const MediaError: Story = {
  args: {
    ad: {
      ...adItem,
      ad_item: {
        ...adItem.ad_item,
        media: [{ video_sd_url: null, preview_image_url: null, image_url: "ads/missing.png" }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Error loading media")).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: "View on Facebook Ad Library (opens in a new tab)" }),
    ).toBeVisible();
  },
};

export const WithExcludeMenu: Story = {
  args: { canExcludeShop: true, canExcludeProduct: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Ad actions" }));
    const menu = await screen.findByRole("menu");
    await expect(within(menu).getByRole("menuitem", { name: "Exclude Shop" })).toBeVisible();
    await expect(within(menu).getByRole("menuitem", { name: "Exclude Product" })).toBeVisible();
  },
};
