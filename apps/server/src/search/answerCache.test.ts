import { describe, expect, it } from "vitest";
import { AnswerCache } from "./answerCache";

describe("AnswerCache", () => {
  it("answers what it was given until the data changes", () => {
    const cache = new AnswerCache<string>(4);
    cache.set("q", "page", cache.current);
    cache.set("q", "page", cache.current);
    expect(cache.get("q")).toBe("page");
    cache.clear();
    expect(cache.get("q")).toBeUndefined();
  });

  it("refuses an answer computed before the last change", () => {
    const cache = new AnswerCache<string>(4);
    const since = cache.current;
    cache.clear();
    cache.set("q", "stale page", since);
    cache.set("q", "stale page", since);
    expect(cache.get("q")).toBeUndefined();
    cache.set("q", "fresh page", cache.current);
    cache.set("q", "fresh page", cache.current);
    expect(cache.get("q")).toBe("fresh page");
  });

  it("keeps at most `limit` answers, forgetting the least recently used", () => {
    const cache = new AnswerCache<number>(2);
    const twice = (key: string, answer: number) => {
      cache.set(key, answer, cache.current);
      cache.set(key, answer, cache.current);
    };
    twice("a", 1);
    twice("b", 2);
    expect(cache.get("a")).toBe(1);
    twice("c", 3);
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
  });

  it("keeps an answer the second time its query is answered, not the first", () => {
    const cache = new AnswerCache<string>(1);
    cache.set("once", "page", cache.current);
    expect(cache.get("once")).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set("once", "page", cache.current);
    expect(cache.get("once")).toBe("page");
    // Of the queries answered once, the oldest are forgotten beyond 16 per answer kept.
    for (let i = 0; i <= 16; i++) cache.set(`q${i}`, "page", cache.current);
    cache.set("q0", "page", cache.current);
    expect(cache.get("q0")).toBeUndefined();
    cache.set("q16", "page", cache.current);
    expect(cache.get("q16")).toBe("page");
  });
});
