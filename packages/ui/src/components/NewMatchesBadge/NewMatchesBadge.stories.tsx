import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NewMatchesBadge } from "./NewMatchesBadge";

const meta = {
  title: "Filters/NewMatchesBadge",
  component: NewMatchesBadge,
  tags: ["autodocs"],
  args: { count: 3 },
} satisfies Meta<typeof NewMatchesBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing new since the last visit: no badge at all. */
export const None: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
  },
};

export const One: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole("img", { name: "1 new since your last visit" });
    await expect(badge).toHaveTextContent("1");
  },
};

export const Many: Story = {
  args: { count: 12 },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole("img", { name: "12 new since your last visit" });
    await expect(badge).toHaveTextContent("12");
  },
};

/** Above 99 the badge says 99+; the full count is still in its name. */
export const MoreThan99: Story = {
  args: { count: 250 },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole("img", {
      name: "250 new since your last visit",
    });
    await expect(badge).toHaveTextContent("99+");
  },
};
