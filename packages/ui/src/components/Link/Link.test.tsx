import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Link } from "./Link";

describe("Link", () => {
  it("says external links open in a new tab", () => {
    render(
      <Link href="https://example.com" external>
        View on Shopify Store
      </Link>,
    );
    const link = screen.getByRole("link", { name: "View on Shopify Store (opens in a new tab)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
