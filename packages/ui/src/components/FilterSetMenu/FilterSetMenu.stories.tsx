import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FilterSetMenu, type NamedFilterSet } from "./FilterSetMenu";

const meta = {
  title: "Filters/FilterSetMenu",
  component: FilterSetMenu<NamedFilterSet>,
  tags: ["autodocs"],
  args: {
    staffSets: [
      { filter_set_name: "Trending in the US" },
      { filter_set_name: "New stores, many ads" },
    ],
    ownSets: [{ filter_set_name: "Cheap lamps" }, { filter_set_name: "Pet gear UK" }],
    canOverwrite: true,
    onLoad: fn(),
    onOverwrite: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof FilterSetMenu<NamedFilterSet>>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Opens the popover, whose code arrives on the first press. */
async function openPresets(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Filter Presets" }));
  await body(canvasElement).findByRole("dialog", { name: "Filter Presets" });
}

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("button", { name: "Filter Presets" }),
    ).toBeVisible();
  },
};

export const OpenWithStaffAndOwn: Story = {
  play: async ({ canvasElement }) => {
    await openPresets(canvasElement);
    const dialog = body(canvasElement).getByRole("dialog", { name: "Filter Presets" });
    await expect(within(dialog).getByRole("region", { name: "Staff Presets" })).toBeVisible();
    await expect(
      within(dialog).getByRole("button", { name: "Overwrite Cheap lamps" }),
    ).toBeEnabled();
  },
};

export const OverwriteConfirm: Story = {
  play: async ({ canvasElement }) => {
    await openPresets(canvasElement);
    await userEvent.click(
      body(canvasElement).getByRole("button", { name: "Overwrite Cheap lamps" }),
    );
    await expect(body(canvasElement).getByRole("group", { name: "Cheap lamps" })).toHaveAttribute(
      "data-state",
      "confirm-overwrite",
    );
  },
};

export const OverwrittenTick: Story = {
  play: async ({ canvasElement, args }) => {
    await openPresets(canvasElement);
    await userEvent.click(
      body(canvasElement).getByRole("button", { name: "Overwrite Cheap lamps" }),
    );
    await userEvent.click(body(canvasElement).getByRole("button", { name: "Confirm" }));
    await expect(args.onOverwrite).toHaveBeenCalled();
    await expect(
      await body(canvasElement).findByRole("img", { name: "Overwritten" }),
    ).toBeVisible();
  },
};

export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    await openPresets(canvasElement);
    await userEvent.click(body(canvasElement).getByRole("button", { name: "Delete Pet gear UK" }));
    await expect(body(canvasElement).getByText("Delete?")).toBeVisible();
  },
};

export const OverwriteDisabledWithoutFilters: Story = {
  args: { canOverwrite: false },
  play: async ({ canvasElement }) => {
    await openPresets(canvasElement);
    await expect(
      body(canvasElement).getByRole("button", { name: "Overwrite Cheap lamps" }),
    ).toBeDisabled();
  },
};

/** A staff user: the staff presets get Overwrite and Delete too. */
export const StaffCurating: Story = {
  args: {
    staffActions: {
      onOverwrite: fn(() => Promise.resolve()),
      onDelete: fn(() => Promise.resolve()),
    },
  },
  play: async ({ canvasElement, args }) => {
    await openPresets(canvasElement);
    const dialog = body(canvasElement).getByRole("dialog", { name: "Filter Presets" });
    const staff = within(dialog).getByRole("region", { name: "Staff Presets" });
    await userEvent.click(within(staff).getByRole("button", { name: "Delete Trending in the US" }));
    await userEvent.click(within(staff).getByRole("button", { name: "Confirm" }));
    await expect(args.staffActions?.onDelete).toHaveBeenCalledWith({
      filter_set_name: "Trending in the US",
    });
  },
};

/** A staff user renames a staff preset: Rename closes the menu and hands the preset to the screen. */
export const StaffRename: Story = {
  args: {
    staffActions: {
      onOverwrite: fn(() => Promise.resolve()),
      onDelete: fn(() => Promise.resolve()),
      onRename: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    await openPresets(canvasElement);
    const dialog = body(canvasElement).getByRole("dialog", { name: "Filter Presets" });
    const staff = within(dialog).getByRole("region", { name: "Staff Presets" });
    const mine = within(dialog).getByRole("region", { name: "My Filter Sets" });
    // Only the shared presets are renamed here; the user's own sets keep Overwrite and Delete.
    await expect(within(mine).queryByRole("button", { name: /^Rename/ })).toBeNull();
    await userEvent.click(within(staff).getByRole("button", { name: "Rename Trending in the US" }));
    await expect(args.staffActions?.onRename).toHaveBeenCalledWith({
      filter_set_name: "Trending in the US",
    });
    // Open again: the screenshot shows the staff rows with their three actions.
    await openPresets(canvasElement);
    await body(canvasElement).findByRole("dialog", { name: "Filter Presets" });
  },
};

/** Own sets with alerts: one on with 3 new since the last visit, one on with 1, one off. */
export const WithAlerts: Story = {
  args: {
    ownSets: [
      { filter_set_name: "Cheap lamps", alerts: true, new_since_visit: 3 },
      { filter_set_name: "Garden tools", alerts: true, new_since_visit: 1 },
      { filter_set_name: "Pet gear UK", alerts: false, new_since_visit: 0 },
    ],
    onAlertChange: fn(() => Promise.resolve()),
  },
  play: async ({ canvasElement }) => {
    await openPresets(canvasElement);
    const dialog = body(canvasElement).getByRole("dialog", { name: "Filter Presets" });
    await expect(
      within(dialog).getByRole("img", { name: "3 new since your last visit" }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole("img", { name: "1 new since your last visit" }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole("switch", { name: "Alert me about new matches for Cheap lamps" }),
    ).toBeChecked();
    await expect(
      within(dialog).getByRole("switch", { name: "Alert me about new matches for Pet gear UK" }),
    ).not.toBeChecked();
  },
};
