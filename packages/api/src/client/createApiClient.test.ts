import { describe, expect, it } from "vitest";
import { calls } from "../contract";
import { licence, productItem } from "../test/fixtures";
import { ApiError } from "./ApiError";
import { createApiClient } from "./createApiClient";

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fake fetch: records what was sent and answers with the given reply. */
function fakeFetch(reply: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const request: Sent = {
      url: String(input),
      method: init?.method ?? "GET",
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === "string" ? JSON.parse(init.body) : init?.body,
    };
    sent.push(request);
    return reply(request);
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const query = {
  sort_by: "week_current_period_revenue",
  from_count: 0,
  page_size: 50,
  search_filters: { shop_country: ["US"] },
  search_type: "products" as const,
  is_explore: true,
};

function client(reply: (sent: Sent) => Response | Promise<Response>, token: string | null = "tok") {
  const fake = fakeFetch(reply);
  const api = createApiClient({ baseUrl: "/prod/", getToken: () => token, fetch: fake.fetch });
  return { api, sent: fake.sent };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("createApiClient", () => {
  it("has one method per call of the table, and the streamed export", () => {
    const { api } = client(() => json({}));
    expect(Object.keys(api).sort()).toEqual([...Object.keys(calls), "exportRows"].sort());
  });

  it("posts JSON with the raw ID token and returns the validated reply", async () => {
    const page = { items: [productItem()], total_hits: 1, next_from_value: null };
    const { api, sent } = client(() => json(page));
    await expect(api.search({ query })).resolves.toEqual(page);
    expect(sent).toEqual([
      {
        url: "/prod/v3/search",
        method: "POST",
        headers: {
          Accept: "application/json",
          Authorization: "tok",
          "Content-Type": "application/json",
        },
        body: { query },
      },
    ]);
  });

  it("sends GET calls without a body and calls without fields without arguments", async () => {
    const { api, sent } = client((s) =>
      s.url.endsWith("/stripe/manage")
        ? json({ redirect_url: "https://pay.example" })
        : json(licence()),
    );
    await expect(api.stripeManage()).resolves.toEqual({ redirect_url: "https://pay.example" });
    await expect(api.license()).resolves.toEqual(licence());
    expect(sent[0]).toMatchObject({ url: "/prod/stripe/manage", method: "GET", body: undefined });
    expect(sent[1]).toMatchObject({ url: "/prod/v3/license", method: "POST", body: {} });
  });

  it("leaves the token off public calls and refuses private ones when signed out", async () => {
    const { api, sent } = client(() => json({ items: [] }), null);
    await expect(api.unauthWinners()).resolves.toEqual({ items: [] });
    expect(sent[0]?.headers.Authorization).toBeUndefined();

    const error = await failure(api.license());
    expect(error.kind).toBe("unauthorized");
    expect(sent).toHaveLength(1);
  });

  it.each([
    [401, "should_logout", "unauthorized"],
    [402, "license_expired", "payment_required"],
    [403, "not_allowed", "forbidden"],
    [404, "shop_not_found", "not_found"],
    [409, "filter_set_exists", "conflict"],
    [400, "invalid_tag_name", "bad_request"],
    [500, "internal_error", "server"],
  ] as const)("classifies HTTP %i with reason %s", async (status, reason, kind) => {
    const { api } = client(() => json({ message: reason }, status));
    const error = await failure(api.shop({ shop_id: 1 }));
    expect(error).toMatchObject({ kind, status, reason, call: "shop", message: reason });
  });

  it("keeps a readable 400 text as the message with no reason", async () => {
    const { api } = client(() => json({ message: "sort_by is not allowed" }, 400));
    const error = await failure(api.search({ query }));
    expect(error).toMatchObject({ kind: "bad_request", reason: null });
    expect(error.message).toBe("sort_by is not allowed");
  });

  it("copes with an error reply that is not JSON", async () => {
    const { api } = client(() => new Response("<h1>Bad gateway</h1>", { status: 502 }));
    const error = await failure(api.trackStatus());
    expect(error).toMatchObject({ kind: "server", status: 502, reason: null });
    expect(error.message).toBe("trackStatus failed with HTTP 502.");
  });

  it("reports a network failure and a cancelled call apart", async () => {
    const offline = client(() => Promise.reject(new TypeError("Failed to fetch")));
    expect((await failure(offline.api.trackStatus())).kind).toBe("network");

    const aborted = client(() => Promise.reject(new DOMException("stop", "AbortError")));
    expect((await failure(aborted.api.trackStatus())).kind).toBe("aborted");
  });

  it("rejects a reply that breaks the contract", async () => {
    const { api } = client(() => json({ items: [{ product_id: "x" }], total_hits: 1 }));
    const error = await failure(api.search({ query }));
    expect(error.kind).toBe("invalid_response");
    expect(error.message).toContain("search replied outside the contract");
  });

  it("rejects a reply that is not JSON", async () => {
    const { api } = client(() => new Response("ok", { status: 200 }));
    expect((await failure(api.accountDelete())).kind).toBe("invalid_response");
  });

  it("refuses to send a request that breaks the contract", async () => {
    const { api, sent } = client(() => json({ ok: true }));
    // @ts-expect-error search needs its query, at compile time too
    expect((await failure(api.search())).kind).toBe("invalid_request");
    const bad = { tag_name: "x", tag_type: "shops", action: "toggle", shop_id: 1 } as never;
    expect((await failure(api.tagsChange(bad))).kind).toBe("invalid_request");
    expect(sent).toHaveLength(0);
  });

  it("passes replies through unchecked when validation is off", async () => {
    const fake = fakeFetch(() => json({ unexpected: true }));
    const api = createApiClient({
      baseUrl: "/prod",
      getToken: async () => "tok",
      fetch: fake.fetch,
      validate: false,
    });
    await expect(api.license()).resolves.toEqual({ unexpected: true });
  });
});
