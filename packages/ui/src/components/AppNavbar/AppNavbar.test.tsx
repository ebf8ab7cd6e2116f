import type { ThemePreference } from "@hotshelf/domain";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import { AppNavbar } from "./AppNavbar";

function setup(currentPath = "/explore/shops", theme: ThemePreference = "system") {
  const navigate = vi.fn();
  const onSignOut = vi.fn();
  const onThemeChange = vi.fn();
  render(
    <RouterProvider navigate={navigate}>
      <AppNavbar
        email="ada@example.com"
        currentPath={currentPath}
        onSignOut={onSignOut}
        theme={theme}
        onThemeChange={onThemeChange}
        legacySiteHref="https://legacy.example"
      />
    </RouterProvider>,
  );
  return { navigate, onSignOut, onThemeChange };
}

describe("AppNavbar", () => {
  it("links Products and Shops and marks the current page", () => {
    setup();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Products" })).not.toHaveAttribute("aria-current");
    expect(within(nav).getByRole("link", { name: "Shops" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Hotshelf" })).toHaveAttribute(
      "href",
      "/explore/products",
    );
  });

  it("names the account menu without an email while none is known", () => {
    render(
      <AppNavbar
        email=""
        currentPath="/explore/products"
        onSignOut={vi.fn()}
        theme="system"
        onThemeChange={vi.fn()}
      />,
    );
    expect(screen.getByRole("button", { name: "Account menu" })).toBeInTheDocument();
  });

  it("opens My Hotshelf with the keyboard and navigates through the router", async () => {
    const user = userEvent.setup();
    const { navigate } = setup();
    screen.getByRole("button", { name: /My Hotshelf/ }).focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu", { name: "My Hotshelf" });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual([
      "Staff Picks",
      "Tracked Shops",
      "Shop Collections",
      "Product Collections",
      "Add Shop",
    ]);
    await user.click(within(menu).getByRole("menuitem", { name: "Add Shop" }));
    expect(navigate).toHaveBeenCalledWith("/shops/track", undefined);
  });

  it("shows the email in the user menu with its items, and signs out", async () => {
    const user = userEvent.setup();
    const { onSignOut } = setup();
    await user.click(screen.getByRole("button", { name: "Account menu for ada@example.com" }));
    const menu = await screen.findByRole("menu", { name: "Account menu for ada@example.com" });
    expect(within(menu).getByRole("group", { name: "ada@example.com" })).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Account Settings", "Billing", "Support", "Legacy Site", "Sign Out"]);
    expect(within(menu).getByRole("menuitem", { name: "Legacy Site" })).toHaveAttribute(
      "target",
      "_blank",
    );
    await user.click(within(menu).getByRole("menuitem", { name: "Sign Out" }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it("offers Light, Dark and System in the user menu with the current choice checked", async () => {
    const user = userEvent.setup();
    const { onThemeChange } = setup("/explore/shops", "dark");
    await user.click(screen.getByRole("button", { name: "Account menu for ada@example.com" }));
    const group = await screen.findByRole("group", { name: "Theme" });
    const choices = within(group).getAllByRole("menuitemradio");
    expect(choices.map((c) => [c.textContent, c.getAttribute("aria-checked")])).toEqual([
      ["Light", "false"],
      ["Dark", "true"],
      ["System", "false"],
    ]);
    await user.click(within(group).getByRole("menuitemradio", { name: "Light" }));
    expect(onThemeChange).toHaveBeenCalledExactlyOnceWith("light");
  });

  it("chooses a theme with the keyboard", async () => {
    const user = userEvent.setup();
    const { onThemeChange } = setup();
    screen.getByRole("button", { name: "Account menu for ada@example.com" }).focus();
    await user.keyboard("{Enter}");
    const system = await screen.findByRole("menuitemradio", { name: "System" });
    expect(system).toHaveAttribute("aria-checked", "true");
    screen.getByRole("menuitemradio", { name: "Dark" }).focus();
    await user.keyboard("{Enter}");
    expect(onThemeChange).toHaveBeenCalledExactlyOnceWith("dark");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("closes a menu with Escape", async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole("button", { name: /My Hotshelf/ }));
    expect(await screen.findByRole("menu")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
