import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ShopCollectionsModal } from "../ShopCollectionsModal";
import { ProductCollectionsModal } from "./ProductCollectionsModal";

const collections = [
  { name: "Gadgets", isMember: true },
  { name: "Pets", isMember: false },
];

function setup(
  overrides: Partial<
    Record<"onAdd" | "onRemove" | "onCreate", (name: string) => Promise<void>>
  > = {},
) {
  const handlers = {
    onAdd: vi.fn(overrides.onAdd ?? (() => Promise.resolve())),
    onRemove: vi.fn(overrides.onRemove ?? (() => Promise.resolve())),
    onCreate: vi.fn(overrides.onCreate ?? (() => Promise.resolve())),
    onOpenChange: vi.fn(),
  };
  render(<ProductCollectionsModal isOpen collections={collections} {...handlers} />);
  return handlers;
}

describe("ProductCollectionsModal", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("lists collections with Add or Remove by membership", () => {
    setup();
    expect(screen.getByRole("dialog", { name: "Manage Product Collections" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove from Gadgets" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to Pets" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Collections" })).toHaveAttribute(
      "href",
      "/collections/products",
    );
  });

  it("adds with a working state, then a tick for 3 s", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let finish: () => void = () => {};
    const { onAdd } = setup({ onAdd: () => new Promise<void>((resolve) => (finish = resolve)) });
    await user.click(screen.getByRole("button", { name: "Add to Pets" }));
    expect(onAdd).toHaveBeenCalledWith("Pets");
    const row = screen.getByText("Pets").closest("li") as HTMLElement;
    expect(row).toHaveAttribute("data-state", "working");
    expect(within(row).getByRole("progressbar", { name: "Working" })).toBeInTheDocument();
    await act(async () => finish());
    expect(row).toHaveAttribute("data-state", "done");
    expect(within(row).getByRole("img", { name: "Added" })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2900));
    expect(row).toHaveAttribute("data-state", "done");
    await act(async () => vi.advanceTimersByTime(200));
    expect(row).toHaveAttribute("data-state", "idle");
  });

  it("shows the text a failed change rejects with", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup({
      onRemove: () =>
        Promise.reject(
          new Error(
            "An error occurred when modifying product collections, please contact support and let us know.",
          ),
        ),
    });
    await user.click(screen.getByRole("button", { name: "Remove from Gadgets" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "An error occurred when modifying product collections, please contact support and let us know.",
    );
  });

  it("validates new names and creates with Enter, then ticks for 1.5 s", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onCreate } = setup();
    const field = screen.getByRole("textbox", { name: "New collection name" });
    await user.type(field, "{Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid tag name.");
    await user.type(field, "Pets{Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "A collection with that name already exists.",
    );
    await user.clear(field);
    await user.type(field, "Kitchen{Enter}");
    expect(onCreate).toHaveBeenCalledWith("Kitchen");
    expect(await screen.findByRole("img", { name: "Created" })).toBeInTheDocument();
    await act(async () => {}); // let the tick's effect start its timer
    await act(async () => vi.advanceTimersByTime(1400));
    expect(screen.getByRole("img", { name: "Created" })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByRole("img", { name: "Created" })).toBeNull();
  });

  it("shows the text a failed create rejects with, and nothing for an empty one", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onCreate = vi.fn(() => Promise.reject(new Error("Invalid tag name.")));
    setup({ onCreate });
    const field = screen.getByRole("textbox", { name: "New collection name" });
    await user.type(field, "???{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid tag name.");
    onCreate.mockImplementationOnce(() => Promise.reject(new Error("")));
    await user.type(field, "Kitchen{Enter}");
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("disables Create while the name is empty, and keeps focus in the field after a create", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onCreate } = setup();
    const field = screen.getByRole("textbox", { name: "New collection name" });
    const create = screen.getByRole("button", { name: "Create" });
    expect(create).toBeDisabled();
    await user.type(field, "   ");
    expect(create).toBeDisabled();
    await user.clear(field);
    await user.type(field, "Kitchen");
    expect(create).toBeEnabled();
    await user.click(create);
    expect(onCreate).toHaveBeenCalledWith("Kitchen");
    expect(await screen.findByRole("img", { name: "Created" })).toBeInTheDocument();
    expect(field).toHaveValue("");
    expect(create).toBeDisabled();
    expect(field).toHaveFocus();
  });

  it("closes with Close and with Escape", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onOpenChange } = setup();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    onOpenChange.mockClear();
    await user.click(screen.getByRole("button", { name: "Add to Pets" }));
    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe("ShopCollectionsModal", () => {
  it("is titled Manage Shop Collections, links to shop collections and shows a failure", async () => {
    const user = userEvent.setup();
    render(
      <ShopCollectionsModal
        isOpen
        onOpenChange={() => {}}
        collections={collections}
        onAdd={() =>
          Promise.reject(
            new Error(
              "An error occurred when modifying shop collections, please contact support and let us know.",
            ),
          )
        }
        onRemove={() => Promise.resolve()}
        onCreate={() => Promise.resolve()}
      />,
    );
    expect(screen.getByRole("dialog", { name: "Manage Shop Collections" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Collections" })).toHaveAttribute(
      "href",
      "/collections/shops",
    );
    await user.click(screen.getByRole("button", { name: "Add to Pets" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "An error occurred when modifying shop collections, please contact support and let us know.",
    );
  });
});
