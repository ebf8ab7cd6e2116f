import { fakeJwt, licence, productItem } from "@hotshelf/api/testing";
import { act, waitFor } from "@testing-library/react";
import type { Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetBootData } from "../data/boot";
import { render, type SignedInRequest } from "../entry-server";
import { config } from "../test/fakes";
import { SERVER_RENDERED_ATTRIBUTE } from "./hydrate";
import { APP_SHELL_ATTRIBUTE } from "./serverRendered";
import { startApp } from "./start";

const boot = {
  config,
  winners: { items: [productItem({ product_id: 1, product_title: "Sun Hat" })] },
};

/** The page as the server sends it for `path`: the boot block, and #root holding its render. */
async function serverPage(path: string, signedIn?: SignedInRequest) {
  const page = await render(new URL(path, window.location.origin).href, boot, signedIn);
  if (!page) throw new Error(`${path} is not rendered on the server`);
  window.history.replaceState(null, "", path);
  const block = document.createElement("script");
  block.id = "hotshelf-boot";
  block.type = "application/json";
  block.textContent = JSON.stringify(
    page.calls ? { ...boot, calls: page.calls, callsFor: "sub-pro" } : boot,
  );
  document.head.append(block);
  resetBootData();
  const root = document.createElement("div");
  root.id = "root";
  root.setAttribute(page.shell ? APP_SHELL_ATTRIBUTE : SERVER_RENDERED_ATTRIBUTE, "");
  root.innerHTML = page.html;
  document.body.append(root);
  return root;
}

/**
 * The styles back as the attributes React wrote, which development React compares in hydration
 * (the CSSOM's serialisation differs in form, "0" for "0px"). How the browser puts them back is
 * restoreServerStyles' test (hydrate.test.ts) and the CSP journey's.
 */
function asStyleAttributes(root: HTMLElement) {
  for (const element of root.querySelectorAll("[data-ssr-style]")) {
    element.setAttribute("style", element.getAttribute("data-ssr-style") ?? "");
    element.removeAttribute("data-ssr-style");
  }
}

describe("hydrating a server-rendered page", () => {
  let reactRoot: Root | null = null;
  beforeEach(() => {
    // happy-dom has no IntersectionObserver (the winners page's end-of-list trigger).
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    act(() => reactRoot?.unmount());
    reactRoot = null;
    document.body.innerHTML = "";
    document.getElementById("hotshelf-boot")?.remove();
    resetBootData();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** Starts the app on `root`, collecting what React reports (a failed or mismatched hydration). */
  async function startReporting(root: HTMLElement): Promise<unknown[]> {
    const reported: unknown[] = [];
    // React reports a tree it had to render again, and (in development) attributes that differ.
    vi.spyOn(console, "error").mockImplementation((...args) => reported.push(args));
    await act(async () => {
      reactRoot = await startApp(root, (error) => reported.push(error));
    });
    return reported;
  }

  it.each(["/login", "/register", "/forgot", "/contact", "/terms", "/winning-products-finder"])(
    "takes %s over as rendered, with no mismatch, then enables its fields",
    async (path) => {
      const root = await serverPage(path);
      asStyleAttributes(root);
      const heading = root.querySelector("h1");
      const reported = await startReporting(root);
      await waitFor(() => expect(root.querySelector("fieldset")).toBeEnabled());
      expect(reported).toEqual([]);
      // The very element the server sent: hydrated, not replaced by a render from scratch.
      expect(root.querySelector("h1")).toBe(heading);
    },
  );

  it("shows the winners the page brought, its inline styles applied", async () => {
    const root = await serverPage("/winning-products-finder");
    await act(async () => {
      reactRoot = await startApp(root);
    });
    expect(root.textContent).toContain("Sun Hat");
    expect(root.textContent).not.toContain("Loading winning products");
    expect(root.querySelector("[data-ssr-style]")).toBeNull();
    const hidden = root.querySelector<HTMLElement>('input[type="checkbox"]')?.parentElement;
    expect(hidden?.style.position).toBe("absolute");
  });

  it("renders from scratch a page the server did not render", async () => {
    window.history.replaceState(null, "", "/terms");
    const block = document.createElement("script");
    block.id = "hotshelf-boot";
    block.type = "application/json";
    block.textContent = JSON.stringify({ config });
    document.head.append(block);
    resetBootData();
    const root = document.createElement("div");
    document.body.append(root);
    await act(async () => {
      reactRoot = await startApp(root);
    });
    await waitFor(() => expect(root.querySelector("h1")).toHaveTextContent("Terms of Service"));
    expect(root.querySelector("fieldset")).toBeEnabled();
  });

  it("keeps a signed-in page's app shell until the route is ready, then replaces it (Login here)", async () => {
    localStorage.clear();
    const root = await serverPage("/explore/products");
    const shellNav = root.querySelector("nav");
    expect(shellNav).not.toBeNull();
    expect(root.querySelector("h1")).toHaveTextContent("Explore Products");
    await act(async () => {
      reactRoot = await startApp(root);
    });
    // No stored session: the guard sent the visitor to Login, which took the shell's place.
    await waitFor(() => expect(root.querySelector("h1")).toHaveTextContent("Login"));
    expect(window.location.pathname).toBe("/login");
    expect(root.contains(shellNav)).toBe(false);
    // The app in #root is no longer the shell app.css hides without a stored session.
    expect(root.hasAttribute(APP_SHELL_ATTRIBUTE)).toBe(false);
    expect(root.querySelector('[role="progressbar"]')).toBeNull();
  });

  it("takes a signed-in Explore rendered with the user's session over as rendered, asking nothing again", async () => {
    const token = fakeJwt({ sub: "sub-pro", email: "pro@example.com", exp: 4_000_000_000 });
    const answers: Record<string, unknown> = {
      "/prod/v3/license": licence({ plan_name: "plan_2", nickname: "Pro" }),
      "/prod/v3/search": {
        items: [productItem({ product_id: 1, product_title: "Alpha Hat" })],
        total_hits: 1,
        next_from_value: null,
      },
    };
    const root = await serverPage("/explore/products", {
      token,
      fetch: async (input) => new Response(JSON.stringify(answers[String(input)])),
    });
    // The session the browser holds: the one the page was rendered for.
    localStorage.clear();
    const prefix = `CognitoIdentityServiceProvider.${config.identity.clientId}`;
    localStorage.setItem(`${prefix}.LastAuthUser`, "pro");
    localStorage.setItem(`${prefix}.pro.idToken`, token);
    asStyleAttributes(root);
    const card = root.querySelector("article");
    expect(card).toHaveTextContent("Alpha Hat");
    const network = vi.fn(async (_input: RequestInfo | URL) => new Response("{}", { status: 500 }));
    vi.stubGlobal("fetch", network);
    const reported = await startReporting(root);
    await waitFor(() => expect(root.querySelector("fieldset:disabled")).toBeNull());
    expect(reported).toEqual([]);
    // The very card the server sent, hydrated; the licence and the search came with the page.
    expect(root.querySelector("article")).toBe(card);
    const asked = network.mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => /license|search/.test(url))).toEqual([]);
    localStorage.clear();
  });
});
