import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Link } from "./Link";

const meta = {
  title: "Primitives/Link",
  component: Link,
  tags: ["autodocs"],
  args: { href: "#collections", children: "View Collections" },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole("link", { name: "View Collections" });
    await expect(link).toHaveAttribute("data-focus-visible", "true");
  },
};

export const Subtle: Story = { args: { variant: "subtle" } };

export const External: Story = {
  args: { href: "https://example.com", external: true, children: "View on Shopify Store" },
};
