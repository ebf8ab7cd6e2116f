import type { AppConfig } from "@hotshelf/api/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import ExploreProducts from "../screens/explore/ExploreProducts";
import { Affiliate } from "../screens/settings/Affiliate";
import { clearAll, setSession } from "../stores";
import { exploreApi } from "../stores/explore/testing";
import { config, fakeServices, session } from "../test/fakes";
import { renderSignedIn } from "../test/renderRoutes";
import { Root } from "./Root";
import { SignedInLayout } from "./SignedInLayout";

const SET: AppConfig["links"] = {
  legacySite: "https://old.shopradar.com/",
  affiliate: "https://affiliates.shopradar.com/join",
  communityChat: "https://chat.shopradar.com/",
};
const UNSET: AppConfig["links"] = { legacySite: null, affiliate: null, communityChat: null };

/** The signed-in shell with Explore Products and Affiliate, under /config.json's outside links. */
async function open(path: string, links: AppConfig["links"]) {
  const services = { ...fakeServices({ api: exploreApi() }), config: { ...config, links } };
  await renderSignedIn(
    [
      {
        element: <Root />,
        children: [
          {
            element: <SignedInLayout />,
            children: [
              { path: "explore/products", element: <ExploreProducts /> },
              { path: "settings/affiliate", element: <Affiliate /> },
            ],
          },
        ],
      },
    ],
    path,
    services,
  );
}

async function openUserMenu() {
  await userEvent.setup().click(await screen.findByRole("button", { name: /^Account menu for/ }));
  return screen.findByRole("menu");
}

describe("outside links from /config.json", () => {
  beforeEach(() => {
    clearAll();
    localStorage.clear();
    setSession(session());
  });

  it("shows Legacy Site, the community banner and Join the Affiliate Program when set", async () => {
    await open("/explore/products", SET);
    expect(await screen.findByRole("link", { name: "Join the chat" })).toHaveAttribute(
      "href",
      SET.communityChat,
    );
    await openUserMenu();
    expect(await screen.findByRole("menuitem", { name: "Legacy Site" })).toHaveAttribute(
      "href",
      SET.legacySite,
    );
  });

  it("shows the affiliate link when set", async () => {
    await open("/settings/affiliate", SET);
    expect(await screen.findByRole("link", { name: "Join the Affiliate Program" })).toHaveAttribute(
      "href",
      SET.affiliate,
    );
  });

  it("hides all three when unset, never pointing at a placeholder", async () => {
    await open("/explore/products", UNSET);
    await openUserMenu();
    expect(await screen.findByRole("menuitem", { name: "Support" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Legacy Site" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Join the chat" })).toBeNull();
  });

  it("hides Join the Affiliate Program when unset but keeps the programme's terms", async () => {
    await open("/settings/affiliate", UNSET);
    expect(await screen.findByRole("heading", { name: "Affiliate Program" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Join the Affiliate Program" })).toBeNull();
  });
});
