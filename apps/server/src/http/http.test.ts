import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { tokenFrom } from "./auth";
import { ApiError, handleError } from "./errors";
import { readRequest } from "./validate";

describe("tokenFrom", () => {
  it("takes a raw token or a Bearer token, and nothing else", () => {
    expect(tokenFrom("abc.def.ghi")).toBe("abc.def.ghi");
    expect(tokenFrom("Bearer abc.def.ghi")).toBe("abc.def.ghi");
    expect(tokenFrom("bearer   abc")).toBe("abc");
    expect(tokenFrom("")).toBeNull();
    expect(tokenFrom("Bearer ")).toBeNull();
    expect(tokenFrom(undefined)).toBeNull();
  });
});

describe("readRequest and the error handler", () => {
  const schema = z.object({ query: z.object({ page_size: z.number().max(50) }) });
  const app = new Hono();
  const logged: string[] = [];
  app.onError((error, c) => handleError(error, c, (line) => logged.push(line)));
  app.post("/echo", async (c) => c.json(await readRequest(c, schema)));
  app.post("/teapot", () => {
    throw new ApiError(409, "filter_set_exists");
  });
  app.post("/boom", () => {
    throw new Error("secret detail");
  });
  const post = (path: string, body: string) => app.request(path, { method: "POST", body });

  it("parses a valid body", async () => {
    const res = await post("/echo", JSON.stringify({ query: { page_size: 50 } }));
    expect(await res.json()).toEqual({ query: { page_size: 50 } });
  });

  it("names the field of an invalid body", async () => {
    const res = await post("/echo", JSON.stringify({ query: { page_size: 500 } }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^query\.page_size: /);
  });

  it("reports a missing object and broken JSON clearly", async () => {
    const missing = await post("/echo", "");
    expect(await missing.json()).toEqual({ message: expect.stringMatching(/^query: /) });
    const broken = await post("/echo", "{nope");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("answers ApiErrors as they are and hides unexpected errors", async () => {
    const refused = await post("/teapot", "");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: "filter_set_exists" });
    const crashed = await post("/boom", "");
    expect(crashed.status).toBe(500);
    expect(await crashed.text()).toBe(JSON.stringify({ message: "Internal error" }));
    expect(logged.join("\n")).toContain("secret detail");
  });
});
