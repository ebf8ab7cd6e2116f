import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SignedOutLayout } from "./SignedOutLayout";

describe("SignedOutLayout", () => {
  it("has logo, Login and Register in the header and the 2022 footer", () => {
    render(
      <SignedOutLayout marketingHref="https://hotshelf.example">
        <h1>Login</h1>
      </SignedOutLayout>,
    );
    expect(screen.getByRole("link", { name: "Hotshelf" })).toHaveAttribute(
      "href",
      "https://hotshelf.example",
    );
    const account = screen.getByRole("navigation", { name: "Account" });
    expect(within(account).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(within(account).getByRole("link", { name: "Register" })).toHaveAttribute(
      "href",
      "/register",
    );
    expect(screen.getByRole("main")).toHaveTextContent("Login");
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent("© 2022 Hotshelf");
    expect(within(footer).getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms",
    );
    expect(within(footer).getByRole("link", { name: "Contact" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  it("takes the page's theme instead of forcing dark (one choice everywhere)", () => {
    const { container } = render(<SignedOutLayout>page</SignedOutLayout>);
    expect(container.querySelector(".dark")).toBeNull();
  });
});
