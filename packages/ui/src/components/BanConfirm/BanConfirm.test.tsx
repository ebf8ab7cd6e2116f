import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BanConfirm } from "./BanConfirm";

describe("BanConfirm", () => {
  it("asks before banning a store, then shows Shop Banned with the lag note", async () => {
    const user = userEvent.setup();
    const onBan = vi.fn(() => Promise.resolve());
    render(<BanConfirm kind="shop" isOpen onOpenChange={() => {}} onBan={onBan} />);
    const dialog = screen.getByRole("alertdialog", { name: "Ban Store" });
    expect(dialog).toHaveTextContent(
      "Ban this store from appearing in Explore? This cannot be undone.",
    );
    await user.click(screen.getByRole("button", { name: "Ban Store" }));
    expect(onBan).toHaveBeenCalledOnce();
    expect(await screen.findByRole("status")).toHaveTextContent("Shop Banned");
    expect(dialog).toHaveTextContent(
      "Shops and their products may still appear in results for up to 1 hour.",
    );
  });

  it("shows the working state, then Ban error on failure", async () => {
    const user = userEvent.setup();
    let fail: (e: Error) => void = () => {};
    render(
      <BanConfirm
        kind="product"
        isOpen
        onOpenChange={() => {}}
        onBan={() => new Promise<void>((_, reject) => (fail = reject))}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Ban Product" }));
    expect(screen.getByRole("progressbar", { name: "Banning" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    fail(new Error("HTTP 500"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Ban error");
  });

  it("cancels with Escape", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <BanConfirm kind="shop" isOpen onOpenChange={onOpenChange} onBan={() => Promise.resolve()} />,
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    onOpenChange.mockClear();
    screen.getByRole("button", { name: "Ban Store" }).focus();
    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
