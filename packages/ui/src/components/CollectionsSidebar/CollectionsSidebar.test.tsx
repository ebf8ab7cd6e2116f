import { excludeAll, includeAll, selectCollection, toggleExcluded } from "@hotshelf/domain";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type Collection,
  CollectionsSidebar,
  type CollectionsSidebarProps,
} from "./CollectionsSidebar";

const collections: Collection[] = [
  {
    name: "Pets",
    members: [
      { id: 1, title: "Paws Co", href: "/shops/1" },
      { id: 2, title: "Dog Den", href: "/shops/2" },
    ],
  },
  { name: "Tracked Shops", members: [{ id: 3, title: "Lamp Land", href: "/shops/3" }] },
  { name: "Apparel", members: [] },
];

type Handlers = Pick<
  CollectionsSidebarProps,
  "onCreate" | "onDelete" | "onOverwrite" | "onRemoveMember"
>;

function Harness({ mode = "user", handlers }: { mode?: "user" | "staff"; handlers: Handlers }) {
  const [selection, setSelection] = useState(selectCollection("Pets"));
  const members =
    collections.find((c) => c.name === selection.name)?.members.map((m) => m.id) ?? [];
  return (
    <CollectionsSidebar
      kind="shops"
      mode={mode}
      collections={collections}
      selection={selection}
      onSelect={(name) => setSelection(selectCollection(name))}
      onToggleMember={(id) => setSelection((s) => toggleExcluded(s, id))}
      onIncludeAll={() => setSelection((s) => includeAll(s))}
      onExcludeAll={() => setSelection((s) => excludeAll(s, members))}
      {...handlers}
    />
  );
}

function setup(mode: "user" | "staff" = "user", overrides: Partial<Handlers> = {}) {
  const handlers = {
    onCreate: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(() => Promise.resolve()),
    onOverwrite: vi.fn(() => Promise.resolve()),
    onRemoveMember: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  render(<Harness mode={mode} handlers={handlers} />);
  return handlers;
}

const row = (name: string) => screen.getByRole("listitem", { name });

/** Removing a member or deleting a collection drops it from the list, as the app's reload does. */
function RemovingHarness() {
  const [list, setList] = useState(collections);
  return (
    <CollectionsSidebar
      kind="shops"
      mode="user"
      collections={list}
      selection={selectCollection("Pets")}
      onSelect={() => {}}
      onToggleMember={() => {}}
      onIncludeAll={() => {}}
      onExcludeAll={() => {}}
      onCreate={() => Promise.resolve()}
      onDelete={async (name) => setList((current) => current.filter((c) => c.name !== name))}
      onOverwrite={() => Promise.resolve()}
      onRemoveMember={async (name, id) =>
        setList((current) =>
          current.map((c) =>
            c.name === name ? { ...c, members: c.members.filter((m) => m.id !== id) } : c,
          ),
        )
      }
    />
  );
}

describe("CollectionsSidebar", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("lists Tracked Shops first, then alphabetically, and marks the selected one", () => {
    setup();
    const nav = screen.getByRole("navigation", { name: "Shop Collections" });
    // Members are hidden until expanded, so the list items are the collections.
    const names = within(nav)
      .getAllByRole("listitem")
      .map((item) => item.getAttribute("aria-label"));
    expect(names).toEqual(["Tracked Shops", "Apparel", "Pets"]);
    expect(screen.getByRole("button", { name: "Pets (2)" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(row("Pets")).toHaveAttribute("data-selected", "true");
  });

  it("expands a collection with the keyboard and toggles member inclusion", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup();
    const expand = screen.getByRole("button", { name: "Expand Pets" });
    expand.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Collapse Pets" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const paws = screen.getByRole("checkbox", { name: "Paws Co" });
    expect(paws).toBeChecked();
    await user.click(paws);
    expect(paws).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Include All" }));
    expect(paws).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Exclude All" }));
    expect(paws).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Dog Den" })).not.toBeChecked();
  });

  it("asks 'Delete Tag?' and ticks for 1.5 s after deleting", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onDelete } = setup();
    await user.click(screen.getByRole("button", { name: "Delete Apparel" }));
    const confirm = screen.getByRole("group", { name: "Confirm for Apparel" });
    expect(confirm).toHaveTextContent("Delete Tag?");
    await user.click(within(confirm).getByRole("button", { name: "Confirm" }));
    expect(onDelete).toHaveBeenCalledWith("Apparel");
    expect(await within(row("Apparel")).findByRole("img", { name: "Deleted" })).toBeInTheDocument();
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(1400));
    expect(row("Apparel")).toHaveAttribute("data-state", "deleted");
    await act(async () => vi.advanceTimersByTime(200));
    expect(row("Apparel")).toHaveAttribute("data-state", "idle");
  });

  it("deletes with the keyboard alone: Delete, then Enter on the focused Confirm", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onDelete } = setup();
    screen.getByRole("button", { name: "Delete Apparel" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Confirm" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onDelete).toHaveBeenCalledWith("Apparel");
  });

  it("asks 'Overwrite?', cancels, then overwrites with a 1 s tick", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onOverwrite } = setup();
    await user.click(screen.getByRole("button", { name: "Overwrite Pets" }));
    expect(screen.getByRole("group", { name: "Confirm for Pets" })).toHaveTextContent("Overwrite?");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(row("Pets")).toHaveAttribute("data-state", "idle");
    await user.click(screen.getByRole("button", { name: "Overwrite Pets" }));
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onOverwrite).toHaveBeenCalledWith("Pets");
    expect(
      await within(row("Pets")).findByRole("img", { name: "Overwritten" }),
    ).toBeInTheDocument();
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(1100));
    expect(row("Pets")).toHaveAttribute("data-state", "idle");
  });

  it("creates with Enter; save is disabled while empty; duplicates are refused", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onCreate } = setup();
    await user.click(screen.getByRole("button", { name: "New Collection" }));
    const field = screen.getByRole("textbox", { name: "New collection name" });
    expect(screen.getByRole("button", { name: "Confirm" })).toBeDisabled();
    await user.type(field, "{Enter}");
    expect(screen.getByText("Invalid tag name.")).toBeInTheDocument();
    await user.type(field, "Pets{Enter}");
    expect(screen.getByText("A collection with that name already exists.")).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, "Garden{Enter}");
    expect(onCreate).toHaveBeenCalledWith("Garden");
    expect(await screen.findByRole("img", { name: "Created" })).toBeInTheDocument();
  });

  it("removes a member with a 3 s tick and links to the shop in a new tab", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onRemoveMember } = setup();
    await user.click(screen.getByRole("button", { name: "Expand Tracked Shops" }));
    await user.click(screen.getByRole("button", { name: "Actions for Lamp Land" }));
    const view = screen.getByRole("link", { name: "View Shop" });
    expect(view).toHaveAttribute("href", "/shops/3");
    expect(view).toHaveAttribute("target", "_blank");
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(onRemoveMember).toHaveBeenCalledWith("Tracked Shops", 3);
    const member = screen.getByRole("listitem", { name: "Lamp Land" });
    expect(await within(member).findByRole("img", { name: "Removed" })).toBeInTheDocument();
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(2900));
    expect(member).toHaveAttribute("data-state", "removed");
    await act(async () => vi.advanceTimersByTime(200));
    expect(member).toHaveAttribute("data-state", "idle");
  });

  it("keeps the keyboard's place when a removed member leaves the list", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<RemovingHarness />);
    const removeByKeyboard = async (title: string) => {
      screen.getByRole("button", { name: `Actions for ${title}` }).focus();
      await user.keyboard("{Enter}");
      screen.getByRole("button", { name: "Remove" }).focus();
      await user.keyboard("{Enter}");
    };
    await user.click(screen.getByRole("button", { name: "Expand Pets" }));
    // The removed member stays for its tick, the keyboard on it; then the next takes its place...
    await removeByKeyboard("Paws Co");
    const removed = screen.getByRole("listitem", { name: "Paws Co" });
    expect(within(removed).getByRole("img", { name: "Removed" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Actions for Paws Co" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(2900));
    expect(removed).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByRole("listitem", { name: "Paws Co" })).toBeNull();
    expect(screen.getByRole("button", { name: "Actions for Dog Den" })).toHaveFocus();
    // ...and with none left, the collection itself.
    await removeByKeyboard("Dog Den");
    expect(screen.queryByText("This collection is empty.")).toBeNull();
    await act(async () => vi.advanceTimersByTime(3100));
    expect(screen.getByText("This collection is empty.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Collapse Pets" })).toHaveFocus();
  });

  it("keeps the keyboard's place when a deleted collection leaves the list", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<RemovingHarness />);
    // Tracked Shops, Apparel, Pets: Pets takes Apparel's place.
    screen.getByRole("button", { name: "Delete Apparel" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Confirm" })).toHaveFocus();
    await user.keyboard("{Enter}");
    // The deleted collection stays for its tick, the keyboard on its name; then Pets takes its place.
    expect(within(row("Apparel")).getByRole("img", { name: "Deleted" })).toBeInTheDocument();
    expect(within(row("Apparel")).getByRole("button", { name: /^Apparel/ })).toHaveFocus();
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(1400));
    expect(row("Apparel")).toHaveAttribute("data-state", "deleted");
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByRole("listitem", { name: "Apparel" })).toBeNull();
    expect(within(row("Pets")).getByRole("button", { name: /^Pets/ })).toHaveFocus();
  });

  it("ticks nothing and keeps the row when a delete fails", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup("user", { onDelete: vi.fn(() => Promise.reject(new Error(""))) });
    await user.click(screen.getByRole("button", { name: "Delete Apparel" }));
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await act(async () => {});
    expect(row("Apparel")).toHaveAttribute("data-state", "idle");
    expect(within(row("Apparel")).queryByRole("img", { name: "Deleted" })).toBeNull();
    expect(within(row("Apparel")).getByRole("button", { name: /^Apparel/ })).toHaveFocus();
  });

  it("shows the text a failed overwrite rejects with", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup("user", {
      onOverwrite: () =>
        Promise.reject(
          new Error(
            "An error occurred when modifying shop collections, please contact support and let us know.",
          ),
        ),
    });
    await user.click(screen.getByRole("button", { name: "Overwrite Pets" }));
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "An error occurred when modifying shop collections, please contact support and let us know.",
    );
  });

  it("is read-only in staff mode", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup("staff");
    expect(screen.getByRole("navigation", { name: "Staff Product Collections" })).toHaveAttribute(
      "data-mode",
      "staff",
    );
    expect(screen.queryByRole("button", { name: /^(Delete|Overwrite) / })).toBeNull();
    expect(screen.queryByRole("button", { name: "New Collection" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Expand Tracked Shops" }));
    await user.click(screen.getByRole("button", { name: "Actions for Lamp Land" }));
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
    expect(screen.getByRole("link", { name: "View Shop" })).toBeInTheDocument();
  });

  it("toggles Show/Hide Collections Menu for small screens", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup();
    await user.click(screen.getByRole("button", { name: "Show Collections Menu" }));
    expect(screen.getByRole("button", { name: "Hide Collections Menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });
});
