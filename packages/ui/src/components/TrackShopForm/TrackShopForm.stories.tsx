import { QUOTA_MESSAGES } from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FIXED_NOW_MS } from "../../fixtures";
import { TrackShopForm } from "./TrackShopForm";

const meta = {
  title: "Collections/TrackShopForm",
  component: TrackShopForm,
  tags: ["autodocs"],
  args: { onTrack: fn(() => Promise.resolve()), now: () => FIXED_NOW_MS },
  decorators: [(Story) => <div className="w-xl">{Story()}</div>],
} satisfies Meta<typeof TrackShopForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (el: HTMLElement) => within(el).getByRole("textbox", { name: "Shopify Store URL" });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAttribute("placeholder", "Shopify Store URL");
  },
};

export const UrlRequired: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Track Store" }));
    await expect(within(canvasElement).getByText("Please enter a URL.")).toBeVisible();
  },
};

export const UrlInvalid: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), "my-shop{Enter}");
    await expect(within(canvasElement).getByText("Please enter a valid URL.")).toBeVisible();
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement), "paws.example{Enter}");
    await expect(args.onTrack).toHaveBeenCalledWith("https://paws.example");
  },
};

export const InFlight: Story = {
  args: { onTrack: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), "paws.example{Enter}");
    await expect(
      within(canvasElement).getByRole("progressbar", { name: "Tracking" }),
    ).toBeInTheDocument();
  },
};

/** The server refused the start: its message is announced by the form and the URL stays. */
export const Refused: Story = {
  args: { onTrack: fn(() => Promise.reject(new Error(QUOTA_MESSAGES.tooManyTracks))) },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), "paws.example{Enter}");
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      QUOTA_MESSAGES.tooManyTracks,
    );
    await expect(field(canvasElement)).toHaveValue("paws.example");
  },
};
