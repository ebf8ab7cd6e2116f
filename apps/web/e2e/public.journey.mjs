// Signed-out pages: the winners teaser and its sign-up modal, Page Not Found, the Contact form.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkScreen, closeDialog, launch, openPage, VIEWPORTS, waitForTitle } from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

for (const viewport of VIEWPORTS) {
  describe(`signed-out pages (${viewport.name})`, () => {
    test("the winners page opens the sign-up modal on search, filter click and the end", async () => {
      const page = await openPage(browser, viewport);
      const asked = [];
      page.on("request", (request) => asked.push(new URL(request.url()).pathname));
      await page.goto("/winning-products-finder");
      await page.getByRole("heading", { name: "Winning Products" }).waitFor();
      await page.getByRole("article").first().waitFor();
      // The page brought its settings and products with it: no round trip before the first cards.
      assert.deepEqual(
        asked.filter((path) => path === "/config.json" || path.endsWith("/unauth-winners")),
        [],
      );
      await waitForTitle(page, "Winning Products Finder - Hotshelf");
      await checkScreen(page, "the winners page");

      const signUp = page.getByRole("dialog", { name: "Sign up to use Hotshelf" });
      await page.getByRole("searchbox").first().fill("shirt");
      await page.getByRole("searchbox").first().press("Enter");
      await signUp.waitFor();
      await checkScreen(page, "the sign-up modal");
      await closeDialog(page, signUp);

      if (viewport.width < 1024) await page.getByRole("button", { name: "Show Filters" }).click();
      await page
        .getByRole("checkbox", { name: /United States/ })
        .first()
        .click({ force: true });
      await signUp.waitFor();
      await closeDialog(page, signUp);

      await page.getByTestId("winners-end").scrollIntoViewIfNeeded();
      await signUp.waitFor();
      await signUp.getByRole("link", { name: "Register" }).click();
      await page.waitForURL("**/register");
      page.assertNoErrors();
    });

    test("an unknown path shows Page Not Found", async () => {
      const page = await openPage(browser, viewport);
      await page.goto("/no/such/page");
      await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
      await waitForTitle(page, "Page Not Found - Hotshelf");
      await checkScreen(page, "Page Not Found");
      page.assertNoErrors();
    });

    test("the Contact form sends a message", async () => {
      const page = await openPage(browser, viewport);
      await page.goto("/contact");
      const submit = page.getByRole("button", { name: "Submit" });
      await submit.waitFor();
      assert.equal(await submit.isDisabled(), true, "Submit is disabled until a field is edited");
      await checkScreen(page, "Contact");
      await page.getByLabel("Name").fill("Ada");
      await submit.click();
      await page
        .getByText(
          "Please provide an email address where you can be reached with a response to your message.",
        )
        .waitFor();
      await page.getByLabel("Email Address").fill("ada@example.com");
      await page.getByLabel("Message").fill("How fresh is the revenue data?");
      await submit.click();
      await page
        .getByText("Your message has been sent. You will receive a response shortly.")
        .waitFor();
      await checkScreen(page, "Contact after sending");
      page.assertNoErrors();
    });
  });
}
