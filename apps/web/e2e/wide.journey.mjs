// Every main screen at 1920 px, the widest window the app is designed for: the other journeys run at
// 1280 and 390 px, and a layout can break only when there is room to spare (a grid's fourth column,
// a figure stretched across a wide card). Each screen gets axe, the sideways-scroll check and the
// layout check, once its data has arrived.
import { after, before, describe, test } from "node:test";
import { checkScreen, launch, login, openPage, waitForTitle } from "./browser.mjs";

const WIDE = { name: "wide", width: 1920, height: 1080 };

const SIGNED_OUT = [
  ["/winning-products-finder", "Winning Products Finder"],
  ["/login", "Login"],
  ["/register", "Register"],
  ["/forgot", "Forgot Password"],
  ["/contact", "Contact"],
  ["/terms", "Terms of Service"],
];

const SIGNED_IN = [
  ["/explore/products", "Explore Products"],
  ["/explore/shops", "Explore Shops"],
  ["/shops/track", "Track Shop"],
  ["/collections/shops", "Shop Collections"],
  ["/collections/products", "Product Collections"],
  ["/staff-picks", "Staff Picks"],
  ["/staff-picks/products", "Staff Picks"],
  ["/settings/profile", "Account"],
  ["/settings/affiliate", "Affiliate"],
  ["/settings/billing", "Billing"],
  ["/support", "Support"],
  ["/pricing", "Pricing"],
];

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

/**
 * Opens a screen and waits for it: its title when given (a menu's screens), else its heading (a shop
 * or product, titled by its name), then its data: nothing loading, the network quiet.
 */
async function open(page, path, title) {
  await page.goto(path);
  if (title) await waitForTitle(page, `${title} - Hotshelf`);
  else await page.getByRole("heading", { level: 1 }).waitFor();
  await page.waitForLoadState("networkidle");
  await page.getByRole("progressbar").first().waitFor({ state: "detached" });
}

describe("Screens at 1920 px", () => {
  test("signed out", async () => {
    const page = await openPage(browser, WIDE);
    for (const [path, title] of SIGNED_OUT) {
      await open(page, path, title);
      await checkScreen(page, title);
    }
    page.assertNoErrors();
  });

  test("signed in: every screen of the menus, a shop, its products, a product and a comparison", async () => {
    const page = await openPage(browser, WIDE);
    await login(page, "pro@example.com");
    await page.waitForURL("**/explore/products");
    for (const [path, title] of SIGNED_IN) {
      await open(page, path, title);
      await checkScreen(page, title);
    }

    await open(page, "/explore/shops", "Explore Shops");
    const shopLinks = page
      .getByRole("list", { name: "Shops" })
      .getByRole("article")
      .locator("h3 a");
    const shops = [];
    for (let i = 0; i < 2; i += 1) {
      shops.push(new URL(await shopLinks.nth(i).evaluate((a) => a.href)).pathname.split("/")[2]);
    }
    await open(page, `/compare/shops?ids=${shops.join(",")}`, "Compare Shops");
    await checkScreen(page, "Compare Shops");

    await open(page, "/explore/products", "Explore Products");
    const product = await page
      .getByRole("list", { name: "Products" })
      .getByRole("article")
      .first()
      .locator("h3 a")
      .evaluate((a) => new URL(a.href).pathname);
    const shopId = product.split("/")[2];
    for (const [path, screen] of [
      [product, "a product"],
      [`/shops/${shopId}`, "a shop"],
      [`/shops/${shopId}/products`, "a shop's products"],
    ]) {
      await open(page, path);
      await checkScreen(page, screen);
    }
    page.assertNoErrors();
  });
});
