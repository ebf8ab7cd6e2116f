import { describe, expect, it } from "vitest";
import { fillTemplate } from "./product";

describe("fillTemplate", () => {
  it("fills the product name and the support email", () => {
    expect(fillTemplate("{product} at {email}", { product: "Hotshelf", email: "a@b.c" })).toBe(
      "Hotshelf at a@b.c",
    );
  });
  it("defaults the product name and leaves no placeholder behind", () => {
    expect(fillTemplate("Use {product}. {email}", {})).toBe("Use Hotshelf. ");
  });
});
