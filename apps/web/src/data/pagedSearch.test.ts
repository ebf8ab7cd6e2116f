import type { SearchPage } from "@hotshelf/domain";
import { describe, expect, it, vi } from "vitest";
import { createPagedSearch, firstPage, type PageLoader } from "./pagedSearch";

const page = (items: number[], next: number | null): SearchPage<number> => ({
  items,
  total_hits: 9,
  next_from_value: next,
});

describe("the paged search", () => {
  it("starts, pages by next_from_value and stops at the end", async () => {
    const onChange = vi.fn();
    const search = createPagedSearch<number>(2, onChange);
    const load = vi.fn<PageLoader<number>>(async (request) =>
      request.fromCount === 0 ? page([1, 2], 2) : page([3], null),
    );
    expect(await search.start(load)).toBeNull();
    expect(await search.next()).toBeNull();
    expect(search.session.items).toEqual([1, 2, 3]);
    expect(search.session.hasMore).toBe(false);
    await search.next();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(search.session);
  });

  it("aborts the older search's page and ignores its reply", async () => {
    const search = createPagedSearch<number>(2, () => {});
    let older: (value: SearchPage<number>) => void = () => {};
    let olderSignal: AbortSignal | null = null;
    const first = search.start((_request, signal) => {
      olderSignal = signal;
      return new Promise((resolve) => (older = resolve));
    });
    await search.start(async () => page([7], null));
    expect(olderSignal).toMatchObject({ aborted: true });
    older(page([1, 2], 2));
    expect(await first).toBeNull();
    expect(search.session.items).toEqual([7]);
  });

  it("hands back the latest search's failure and stops paging", async () => {
    const search = createPagedSearch<number>(2, () => {});
    const failure = new Error("boom");
    expect(await search.start(() => Promise.reject(failure))).toEqual({ failure });
    expect(search.session).toMatchObject({ failed: true, hasMore: false, loading: false });
  });

  it("clears to no search, making replies in flight stale", async () => {
    const search = createPagedSearch<number>(2, () => {});
    let reply: (value: SearchPage<number>) => void = () => {};
    const pending = search.start(() => new Promise((resolve) => (reply = resolve)));
    search.clear();
    reply(page([1], null));
    await pending;
    expect(search.session.items).toEqual([]);
    expect(search.session.loading).toBe(false);
    expect(await search.next()).toBeNull();
  });

  it("takes a first page started ahead (a route loader's) and pages on with the loader", async () => {
    const search = createPagedSearch<number>(2, () => {});
    const load = vi.fn<PageLoader<number>>(async (request) =>
      request.fromCount === 0 ? page([1, 2], 2) : page([3], null),
    );
    const first = firstPage(load, 2, new AbortController().signal);
    expect(load).toHaveBeenCalledOnce();
    await search.start(load, first);
    expect(load).toHaveBeenCalledOnce();
    await search.next();
    expect(search.session.items).toEqual([1, 2, 3]);
    expect(load.mock.calls[1]?.[0]).toMatchObject({ fromCount: 2, pageSize: 2 });
  });
});
