import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FilterSetMenu } from "./FilterSetMenu";

const staff = [{ filter_set_name: "Trending in US" }];
const own = [{ filter_set_name: "Cheap lamps" }];

function setup(canOverwrite = true) {
  const handlers = {
    onLoad: vi.fn(),
    onOverwrite: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(() => Promise.resolve()),
  };
  render(
    <FilterSetMenu staffSets={staff} ownSets={own} canOverwrite={canOverwrite} {...handlers} />,
  );
  return handlers;
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Filter Presets" }));
  return screen.findByRole("dialog", { name: "Filter Presets" });
}

describe("FilterSetMenu", () => {
  it("offers staff presets for loading only", async () => {
    const user = userEvent.setup();
    const { onLoad } = setup();
    const dialog = await open(user);
    const staffSection = within(dialog).getByRole("region", { name: "Staff Presets" });
    expect(within(staffSection).queryByRole("button", { name: /Overwrite|Delete/ })).toBeNull();
    await user.click(within(staffSection).getByRole("button", { name: "Trending in US" }));
    expect(onLoad).toHaveBeenCalledWith(staff[0]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks before overwriting, then shows the tick for about a second", async () => {
    const user = userEvent.setup();
    const { onOverwrite } = setup();
    await open(user);
    await user.click(screen.getByRole("button", { name: "Overwrite Cheap lamps" }));
    const row = screen.getByRole("group", { name: "Cheap lamps" });
    expect(row).toHaveAttribute("data-state", "confirm-overwrite");
    expect(within(row).getByText("Overwrite?")).toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(onOverwrite).toHaveBeenCalledWith(own[0]);
    expect(await within(row).findByRole("img", { name: "Overwritten" })).toBeInTheDocument();
    await waitFor(() => expect(row).toHaveAttribute("data-state", "idle"), { timeout: 1500 });
  });

  it("asks before deleting and cancel leaves the set alone", async () => {
    const user = userEvent.setup();
    const { onDelete } = setup();
    await open(user);
    await user.click(screen.getByRole("button", { name: "Delete Cheap lamps" }));
    const row = screen.getByRole("group", { name: "Cheap lamps" });
    expect(within(row).getByText("Delete?")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Cancel" }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Delete Cheap lamps" }));
    await user.click(within(row).getByRole("button", { name: "Confirm" }));
    expect(onDelete).toHaveBeenCalledWith(own[0]);
  });

  it("disables Overwrite when no filters or exclusions are active", async () => {
    const user = userEvent.setup();
    setup(false);
    await open(user);
    expect(screen.getByRole("button", { name: "Overwrite Cheap lamps" })).toBeDisabled();
  });

  it("closes with Escape", async () => {
    const user = userEvent.setup();
    setup();
    await open(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("switches an own set's alert and shows its new-since-last-visit count, not on staff presets", async () => {
    const user = userEvent.setup();
    const onAlertChange = vi.fn(() => Promise.resolve());
    const mine = [{ filter_set_name: "Cheap lamps", alerts: false, new_since_visit: 2 }];
    render(
      <FilterSetMenu
        staffSets={staff}
        ownSets={mine}
        canOverwrite
        onLoad={vi.fn()}
        onOverwrite={vi.fn(() => Promise.resolve())}
        onDelete={vi.fn(() => Promise.resolve())}
        onAlertChange={onAlertChange}
      />,
    );
    const dialog = await open(user);
    expect(within(dialog).getAllByRole("switch")).toHaveLength(1);
    expect(within(dialog).getByRole("img", { name: "2 new since your last visit" })).toBeVisible();
    await user.click(
      within(dialog).getByRole("switch", { name: "Alert me about new matches for Cheap lamps" }),
    );
    expect(onAlertChange).toHaveBeenCalledWith(mine[0], true);
  });
});
