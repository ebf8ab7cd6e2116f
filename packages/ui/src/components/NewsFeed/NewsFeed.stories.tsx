import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FIXED_NOW_MS } from "../../fixtures";
import { MEDIA_FIXTURE, NEWS_ITEMS } from "../../fixtures/collections";
import { MediaProvider } from "../../media";
import { NewsFeed } from "./NewsFeed";

const meta = {
  title: "Collections/NewsFeed",
  component: NewsFeed,
  tags: ["autodocs"],
  args: { items: NEWS_ITEMS, nowMs: FIXED_NOW_MS },
  decorators: [(Story) => <MediaProvider value={MEDIA_FIXTURE}>{Story()}</MediaProvider>],
} satisfies Meta<typeof NewsFeed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "New Products" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Price Changes" })).toHaveTextContent(
      "Price decreased from $24.99 to $19.99",
    );
  },
};

export const NoCollectionSelected: Story = {
  args: { items: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent("select a shop collection from the menu.");
  },
};

export const Loading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("progressbar", { name: "Loading news" }),
    ).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent("select a shop collection");
  },
};

export const NoNews: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent("No news items to display.");
  },
};
