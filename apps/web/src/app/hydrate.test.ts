import { describe, expect, it } from "vitest";
import { restoreServerStyles } from "./hydrate";

describe("restoreServerStyles", () => {
  it("applies the server's inline styles through the CSSOM and drops the carrier attribute", () => {
    const root = document.createElement("div");
    root.innerHTML =
      '<ul data-ssr-style="padding-top:0;padding-bottom:120px"><li>x</li></ul><p>plain</p>';
    restoreServerStyles(root);
    const list = root.querySelector("ul") as HTMLElement;
    expect(list.style.paddingBottom).toBe("120px");
    expect(list.hasAttribute("data-ssr-style")).toBe(false);
    expect((root.querySelector("p") as HTMLElement).getAttribute("style")).toBeNull();
  });
});
