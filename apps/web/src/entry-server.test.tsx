// @vitest-environment node
// The server render runs where there is no window, document or localStorage: touching one fails here.
import { fakeJwt, licence, productItem } from "@hotshelf/api/testing";
import { describe, expect, it, vi } from "vitest";
import {
  hasAppShell,
  isServerRendered,
  MAX_WAITING_RENDERS,
  render,
  type SignedInRequest,
} from "./entry-server";
import { licenceStore, sessionStore } from "./stores";
import { exploreStores } from "./stores/explore/exploreStore";
import { config } from "./test/fakes";

const at = (path: string) => `http://app.test${path}`;

/**
 * How many Suspense boundaries (parts React hydrates apart) enclose the first `needle` of a server
 * render: React writes a completed boundary as <!--$--> ... <!--/$-->.
 */
function partsAround(html: string, needle: string): number {
  const at = html.indexOf(needle);
  if (at < 0) throw new Error(`the page lacks ${needle}`);
  const before = html.slice(0, at);
  return (before.match(/<!--\$-->/g)?.length ?? 0) - (before.match(/<!--\/\$-->/g)?.length ?? 0);
}

describe("the server render", () => {
  it.each([
    ["/login", "Login", "Login - Hotshelf"],
    ["/register", "Register", "Register - Hotshelf"],
    ["/forgot", "Forgot Password", "Forgot Password - Hotshelf"],
    ["/contact", "Contact", "Contact - Hotshelf"],
    ["/terms", "Terms of Service", "Terms of Service - Hotshelf"],
  ])(
    "renders %s with its heading and title, its fields disabled until hydrated",
    async (path, heading, title) => {
      const page = await render(at(path), { config });
      expect(page?.title).toBe(title);
      expect(page?.html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      // The public layout around it: the header's links work before the script runs.
      expect(page?.html).toContain('href="/register"');
      expect(page?.html).toMatch(/<fieldset disabled="" role="none"/);
    },
  );

  it("puts the page in one Suspense boundary, which the browser hydrates in slices that yield", async () => {
    const page = await render(at("/login"), { config });
    // React's markers of a completed boundary, around the whole page.
    expect(page?.html).toMatch(/^<!--\$-->[\s\S]*<!--\/\$-->$/);
  });

  it("cuts the winners page into parts hydrated apart: filters, checkbox groups, search, cards", async () => {
    const page = await render(at("/winning-products-finder"), {
      config,
      winners: { items: [productItem({ product_id: 1, product_title: "Sun Hat" })] },
    });
    const html = page?.html ?? "";
    expect(partsAround(html, 'aria-label="Filters"')).toBe(2);
    expect(partsAround(html, 'aria-label="Price Min"')).toBe(3);
    expect(partsAround(html, 'value="US"')).toBe(3);
    expect(partsAround(html, 'role="search"')).toBe(2);
    expect(partsAround(html, 'aria-label="Winning products"')).toBe(2);
  });

  it("renders the Login banner of the URL's query", async () => {
    const page = await render(at("/login?p"), { config });
    expect(page?.html).toContain("Your password has been successfully changed.");
  });

  it("renders the winners page with the products it was given, their titles escaped", async () => {
    const hostile = '<img src=x onerror="alert(1)"> & Co';
    const page = await render(at("/winning-products-finder"), {
      config,
      winners: {
        items: [
          productItem({ product_id: 1, product_title: "Sun Hat" }),
          productItem({ product_id: 2, product_title: hostile }),
        ],
      },
    });
    const html = page?.html ?? "";
    expect(html).toMatch(/<h1[^>]*>Winning Products<\/h1>/);
    expect(html).toContain("Sun Hat");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Co");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("Loading winning products");
  });

  it("writes no style attribute (the CSP would block it), carrying inline styles as data", async () => {
    const winners = { items: [productItem({ product_id: 1 })] };
    for (const path of ["/login", "/register", "/winning-products-finder"]) {
      const html = (await render(at(path), { config, winners }))?.html ?? "";
      expect(html).not.toMatch(/\sstyle=/);
    }
    // The winners page's range filters hide their switches with react-aria's visually hidden style.
    expect((await render(at("/winning-products-finder"), { config, winners }))?.html).toMatch(
      /data-ssr-style="[^"]*clip/,
    );
  });

  it("keeps each request's data to itself", async () => {
    const boot = {
      config,
      winners: { items: [productItem({ product_id: 1, product_title: "Alpha Hat" })] },
    };
    const first = await render(at("/winning-products-finder"), boot);
    const second = await render(at("/winning-products-finder"), { config });
    expect(first?.html).toContain("Alpha Hat");
    expect(second?.html).not.toContain("Alpha Hat");
    // Without products in the page, the browser asks for them: the render shows it is loading.
    expect(second?.html).toContain("Loading winning products");
    // The caller's values are not used up: the same object is what the page inlines.
    expect(boot.winners.items).toHaveLength(1);
    expect((await render(at("/winning-products-finder"), boot))?.html).toContain("Alpha Hat");
  });

  it("leaves unknown paths and a request without settings to the browser", async () => {
    for (const path of ["/no/such/page", "/"]) {
      expect(isServerRendered(path)).toBe(false);
      expect(hasAppShell(path)).toBe(false);
      expect(await render(at(path), { config })).toBeNull();
    }
    expect(await render(at("/login"), {})).toBeNull();
    expect(await render(at("/explore/products"), {})).toBeNull();
  });

  it("gives a signed-in page its app shell: navbar, heading where known, nothing of the user", async () => {
    const explore = await render(at("/explore/products?sortBy=x"), { config });
    expect(explore).toMatchObject({ title: "Explore Products - Hotshelf", shell: true });
    expect(explore?.html).toMatch(/<h1[^>]*>Explore Products<\/h1>/);
    expect(explore?.html).toMatch(/<nav aria-label="Main"/);
    expect(explore?.html).toMatch(/<a[^>]*href="\/explore\/products"[^>]*aria-current="page"/);
    expect(explore?.html).toContain('aria-busy="true"');
    expect(explore?.html).not.toContain("@");
    // A page whose heading is its data (a shop's name) gets the frame without a heading.
    for (const path of ["/shops/12", "/settings/billing"]) {
      expect(isServerRendered(path)).toBe(false);
      expect(hasAppShell(path)).toBe(true);
      const page = await render(at(path), { config });
      expect(page?.shell).toBe(true);
      expect(page?.html).not.toContain("<h1");
      expect(page?.html).toContain('role="progressbar"');
    }
  });

  it("refuses settings that do not describe the app's server", async () => {
    await expect(render(at("/login"), { config: { apiBase: 1 } })).rejects.toThrow(
      "/config.json does not describe this app's server.",
    );
  });
});

describe("the server render of a signed-in page, for a request with the user's session", () => {
  const token = fakeJwt({
    sub: "sub-pro",
    email: "pro@example.com",
    exp: 4_000_000_000,
    "cognito:groups": [],
  });

  /** The server's API as the render reaches it: answers the licence and the search, for `token` only. */
  function signedIn(
    preferences?: string,
    plan: Parameters<typeof licence>[0] = { plan_name: "plan_2", nickname: "Pro", can_ads: true },
  ): SignedInRequest & { asked: string[] } {
    const asked: string[] = [];
    const answers: Record<string, unknown> = {
      "/prod/v3/license": licence(plan),
      "/prod/v3/search": {
        items: [
          productItem({ product_id: 1, product_title: "Alpha Hat" }),
          productItem({ product_id: 2, product_title: "Beta Mug" }),
        ],
        total_hits: 2,
        next_from_value: null,
      },
    };
    return {
      token,
      asked,
      ...(preferences !== undefined && { preferences }),
      fetch: async (input, init) => {
        const url = String(input);
        asked.push(`${init?.method} ${url} ${typeof init?.body === "string" ? init.body : ""}`);
        const authorized = new Headers(init?.headers).get("Authorization") === token;
        const answer = answers[url];
        if (!authorized) return new Response('{"message":"should_logout"}', { status: 401 });
        return answer === undefined
          ? new Response('{"message":"not_found"}', { status: 404 })
          : new Response(JSON.stringify(answer), { status: 200 });
      },
    };
  }

  it("renders Explore with the user's first results and records the calls it made, for the browser", async () => {
    const request = signedIn();
    const page = await render(at("/explore/products"), { config }, request);
    expect(page?.shell).toBeUndefined();
    expect(page?.title).toBe("Explore Products - Hotshelf");
    const html = page?.html ?? "";
    expect(html).toContain("Alpha Hat");
    expect(html).toContain("Beta Mug");
    expect(html).toContain("pro@example.com");
    expect(html).not.toContain("Loading");
    // The calls the browser's loaders make too, each recorded with its answer.
    expect(page?.calls?.map(({ method, url }) => `${method} ${url}`).sort()).toEqual([
      "POST /prod/v3/license",
      "POST /prod/v3/search",
    ]);
    const search = page?.calls?.find(({ url }) => url === "/prod/v3/search");
    expect(request.asked).toContain(`POST /prod/v3/search ${search?.body}`);
    expect(JSON.parse(search?.response ?? "null").total_hits).toBe(2);
  });

  it("cuts Explore into parts hydrated apart: the filters' sidebar, the toolbar, the results", async () => {
    const page = await render(at("/explore/products"), { config }, signedIn());
    const html = page?.html ?? "";
    expect(partsAround(html, 'aria-label="Filters"')).toBe(2);
    expect(partsAround(html, 'aria-label="Price Min"')).toBe(3);
    expect(partsAround(html, 'role="search"')).toBe(2);
    expect(partsAround(html, 'aria-label="Products"')).toBe(2);
  });

  it("renders the user's remembered Explore choices, from their cookie", async () => {
    const preferences = JSON.stringify({ listView: true, products: "week_current_period_revenue" });
    const request = signedIn(preferences);
    const html = (await render(at("/explore/products"), { config }, request))?.html ?? "";
    expect(request.asked.find((call) => call.includes("/v3/search"))).toContain(
      '"sort_by":"week_current_period_revenue"',
    );
    expect(html).toContain("Product Title");
    expect(html).not.toMatch(/<article/);
  });

  it("leaves nothing of the user in the stores, so no other request renders it", async () => {
    await render(at("/explore/products"), { config }, signedIn());
    expect(sessionStore.email).toBe("");
    expect(licenceStore.licence).toBeNull();
    expect(exploreStores.products.state.searchedQuery).toBeNull();
    const anyone = await render(at("/explore/products"), { config });
    expect(anyone?.shell).toBe(true);
    expect(anyone?.html).not.toContain("Alpha Hat");
    expect(anyone?.html).not.toContain("pro@example.com");
  });

  it("sends the app shell beyond a few renders waiting, so a burst of loads holds nobody back", async () => {
    const slow = signedIn();
    const fetch = slow.fetch;
    slow.fetch = async (input, init) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return fetch(input, init);
    };
    const burst = Array.from({ length: MAX_WAITING_RENDERS + 2 }, () =>
      render(at("/explore/products"), { config }, slow),
    );
    const pages = await Promise.all(burst);
    expect(pages.filter((page) => page?.calls).length).toBe(MAX_WAITING_RENDERS);
    expect(pages.filter((page) => page?.shell).length).toBe(2);
    // The queue drains: the next load is rendered with the session again.
    expect((await render(at("/explore/products"), { config }, signedIn()))?.calls).toBeDefined();
  });

  it("sends a new account the app shell, from which the browser takes it to Trial", async () => {
    const error = vi.spyOn(console, "error");
    const page = await render(
      at("/explore/products"),
      { config },
      signedIn(undefined, { plan_name: "new_account" }),
    );
    expect(page).toMatchObject({ shell: true });
    expect(page?.html).not.toContain("Alpha Hat");
    // React's "<Navigate> must not be used on the initial render in a <StaticRouter>" is not said.
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it("sends the app shell when the token holds no session", async () => {
    const request = { ...signedIn(), token: "not-a-token" };
    const page = await render(at("/explore/products"), { config }, request);
    expect(page).toMatchObject({ shell: true });
    expect(page?.calls).toBeUndefined();
  });
});
