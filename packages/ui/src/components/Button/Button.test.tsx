import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./Button";

describe("Button", () => {
  it("calls onPress from a click and from the keyboard", async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Subscribe</Button>);
    const button = screen.getByRole("button", { name: "Subscribe" });
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("data-focus-visible", "true");
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it("while pending shows a named spinner and ignores presses", async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isPending pendingLabel="Subscribing">
        Subscribe
      </Button>,
    );
    const button = screen.getByRole("button", { name: /Subscribe/ });
    expect(button).toHaveAttribute("data-pending", "true");
    expect(screen.getByRole("progressbar", { name: "Subscribing" })).toBeInTheDocument();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it("is disabled when isDisabled", () => {
    render(<Button isDisabled>Subscribe</Button>);
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeDisabled();
  });
});
