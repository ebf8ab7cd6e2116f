import { describe, expect, it, vi } from "vitest";
import {
  isRecordedCalls,
  type RecordedCall,
  recordingFetch,
  replayingFetch,
} from "./recordedCalls";

const search = { method: "POST", url: "/prod/v3/search", body: '{"query":{"q":1}}' };

describe("recorded calls", () => {
  it("records each answer that succeeded, with its request, and still hands it on", async () => {
    const calls: RecordedCall[] = [];
    const fetch = recordingFetch(
      async (input) =>
        String(input).includes("search")
          ? new Response('{"items":[]}', { status: 200 })
          : new Response('{"message":"no"}', { status: 403 }),
      calls,
    );
    const answered = await fetch(search.url, { method: "POST", body: search.body });
    expect(await answered.json()).toEqual({ items: [] });
    expect((await fetch("/prod/v3/license", { method: "POST", body: "{}" })).status).toBe(403);
    expect(calls).toEqual([{ ...search, status: 200, response: '{"items":[]}' }]);
  });

  it("answers the very same request from the page, once; any other goes out", async () => {
    const network = vi.fn(async () => new Response('{"from":"network"}'));
    const fetch = replayingFetch(network, [
      { ...search, status: 200, response: '{"from":"page"}' },
    ]);
    const other = await fetch(search.url, { method: "POST", body: '{"query":{"q":2}}' });
    expect(await other.json()).toEqual({ from: "network" });
    const first = await fetch(search.url, { method: "POST", body: search.body });
    expect(await first.json()).toEqual({ from: "page" });
    expect(first.headers.get("Content-Type")).toBe("application/json");
    const again = await fetch(search.url, { method: "POST", body: search.body });
    expect(await again.json()).toEqual({ from: "network" });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it("takes only a well-formed list from the page", () => {
    expect(isRecordedCalls([{ ...search, status: 200, response: "{}" }])).toBe(true);
    expect(isRecordedCalls([{ ...search, body: null, status: 200, response: "{}" }])).toBe(true);
    for (const value of [null, {}, "[]", [{ ...search, status: "200", response: "{}" }], [null]]) {
      expect(isRecordedCalls(value)).toBe(false);
    }
  });
});
