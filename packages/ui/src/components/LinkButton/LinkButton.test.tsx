import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import { LinkButton } from "./LinkButton";

describe("LinkButton", () => {
  it("is a link with its href", () => {
    render(<LinkButton href="/pricing">View Pricing</LinkButton>);
    expect(screen.getByRole("link", { name: "View Pricing" })).toHaveAttribute("href", "/pricing");
  });

  it("navigates through the app router with Enter", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <LinkButton href="/pricing">View Pricing</LinkButton>
      </RouterProvider>,
    );
    await user.tab();
    await user.keyboard("{Enter}");
    expect(navigate).toHaveBeenCalledWith("/pricing", undefined);
  });
});
