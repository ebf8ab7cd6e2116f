import { describe, expect, it } from "vitest";
import { AnswerCache } from "./answerCache";

describe("AnswerCache", () => {
  it("answers what it was given until the data changes", () => {
    const cache = new AnswerCache<string>(4);
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
    expect(cache.get("q")).toBeUndefined();
    cache.set("q", "fresh page", cache.current);
    expect(cache.get("q")).toBe("fresh page");
  });

  it("keeps at most `limit` answers, forgetting the least recently used", () => {
    const cache = new AnswerCache<number>(2);
    cache.set("a", 1, cache.current);
    cache.set("b", 2, cache.current);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3, cache.current);
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
  });
});
