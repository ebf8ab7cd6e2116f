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
    theme: "system",
    onThemeChange: fn(),
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
    const menu = await body(canvasElement).findByRole("menu");
    await expect(within(menu).getByRole("menuitem", { name: "Staff Picks" })).toBeVisible();
    await expect(within(menu).getByRole("menuitem", { name: "Add Shop" })).toBeVisible();
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Account menu for ada@example.com" }),
    );
    const menu = await body(canvasElement).findByRole("menu");
    await expect(within(menu).getByRole("group", { name: "ada@example.com" })).toBeVisible();
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Sign Out" }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

/** An address longer than the menu button: it ends in an ellipsis, with the whole address on hover. */
export const LongEmail: Story = {
  args: { email: "margaret.hamilton-winterbottom@example.com" },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByTitle(args.email)).toBeVisible();
  },
};

/** A deployment without an old app: no Legacy Site entry rather than a placeholder address. */
export const UserMenuWithoutLegacySite: Story = {
  args: { legacySiteHref: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Account menu for ada@example.com" }),
    );
    const menu = await body(canvasElement).findByRole("menu");
    await expect(within(menu).getByRole("menuitem", { name: "Support" })).toBeVisible();
    await expect(within(menu).queryByRole("menuitem", { name: "Legacy Site" })).toBeNull();
  },
};

/** Opens the user menu and checks which theme choice is marked. */
async function openThemeChoice(canvasElement: HTMLElement, checked: string) {
  await userEvent.click(
    within(canvasElement).getByRole("button", { name: "Account menu for ada@example.com" }),
  );
  const theme = within(await body(canvasElement).findByRole("menu")).getByRole("group", {
    name: "Theme",
  });
  for (const choice of ["Light", "Dark", "System"]) {
    await expect(within(theme).getByRole("menuitemradio", { name: choice })).toHaveAttribute(
      "aria-checked",
      String(choice === checked),
    );
  }
  return theme;
}

/** The default: the theme follows the device's colour scheme. */
export const ThemeSystem: Story = {
  tags: ["dark-shot"],
  play: async ({ canvasElement }) => {
    await openThemeChoice(canvasElement, "System");
  },
};

export const ThemeLight: Story = {
  tags: ["dark-shot"],
  args: { theme: "light" },
  play: async ({ canvasElement }) => {
    await openThemeChoice(canvasElement, "Light");
  },
};

export const ThemeDark: Story = {
  tags: ["dark-shot"],
  args: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await openThemeChoice(canvasElement, "Dark");
  },
};

/** Choosing reports the new preference and closes the menu (the app stores and applies it). */
export const ChoosingATheme: Story = {
  play: async ({ canvasElement, args }) => {
    const theme = await openThemeChoice(canvasElement, "System");
    await userEvent.click(within(theme).getByRole("menuitemradio", { name: "Dark" }));
    await expect(args.onThemeChange).toHaveBeenCalledWith("dark");
    await expect(body(canvasElement).queryByRole("menu")).toBeNull();
  },
};
