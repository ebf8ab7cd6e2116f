import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AppNavbar } from "./AppNavbar";

const meta = {
  title: "Layout/AppNavbar",
  component: AppNavbar,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    email: "ada@example.com",
    currentPath: "/explore/products",
    onSignOut: fn(),
    legacySiteHref: "https://legacy.hotshelf.example",
  },
} satisfies Meta<typeof AppNavbar>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const OnProducts: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Products" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

export const MyHotshelfOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /My Hotshelf/ }));
    const menu = body(canvasElement).getByRole("menu");
    await expect(within(menu).getByRole("menuitem", { name: "Staff Picks" })).toBeVisible();
    await expect(within(menu).getByRole("menuitem", { name: "Add Shop" })).toBeVisible();
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Account menu for ada@example.com" }),
    );
    const menu = body(canvasElement).getByRole("menu");
    await expect(within(menu).getByRole("group", { name: "ada@example.com" })).toBeVisible();
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Sign Out" }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};
