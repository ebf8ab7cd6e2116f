import { BAN_MESSAGES, DATA_MESSAGES, fillTemplate, LICENCE_MESSAGES } from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Link } from "../Link/Link";
import { Banner } from "./Banner";

const meta = {
  title: "Primitives/Banner",
  component: Banner,
  tags: ["autodocs"],
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: {
    tone: "info",
    children: "Shops and their products may still appear in results for up to 1 hour.",
  },
};

export const Warning: Story = {
  args: {
    tone: "warning",
    title: DATA_MESSAGES.shopInactive,
    children: "No recent activity was detected for this shop. Check back later.",
  },
};

export const Danger: Story = {
  args: { tone: "danger", children: BAN_MESSAGES.failure },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(BAN_MESSAGES.failure);
  },
};

export const Beta: Story = {
  args: { tone: "beta", children: "You are using the beta site." },
};

export const Community: Story = {
  args: {
    tone: "community",
    children: "Join our community chat to share finds with other researchers.",
    actions: <Link href="#community">Join</Link>,
  },
};

export const LicenceExpired: Story = {
  args: { tone: "danger", children: fillTemplate(LICENCE_MESSAGES.expiredExplore, {}) },
};
