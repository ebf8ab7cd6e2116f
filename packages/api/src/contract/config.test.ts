import { describe, expect, it } from "vitest";
import { AppConfig } from "./config";

describe("AppConfig", () => {
  it("rejects a config without identity settings", () => {
    expect(AppConfig.safeParse({ productName: "Hotshelf" }).success).toBe(false);
  });
});
