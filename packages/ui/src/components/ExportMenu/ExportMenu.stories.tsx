import { EXPORT_MESSAGES } from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { ExportMenu } from "./ExportMenu";

const meta = {
  title: "Actions/ExportMenu",
  component: ExportMenu,
  tags: ["autodocs"],
  args: { state: { status: "idle" }, onExport: fn(), onCancel: fn(), label: "Export products" },
  render: (args) => (
    <div className="h-40">
      <ExportMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof ExportMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Export products" });
    await expect(trigger).toBeEnabled();
    await expect(within(canvasElement).queryByRole("progressbar")).toBeNull();
  },
};

export const FormatsOpen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Export products" }));
    const menu = await screen.findByRole("menu");
    await expect(within(menu).getByRole("menuitem", { name: "CSV" })).toBeVisible();
    await expect(within(menu).getByRole("menuitem", { name: "JSON Lines" })).toBeVisible();
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

export const InProgress: Story = {
  args: { state: { status: "running", rows: 1200, total: 3400 } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Export progress" });
    await expect(bar).toHaveAttribute("aria-valuenow", "1200");
    await expect(bar).toHaveAttribute("aria-valuemax", "3400");
    await expect(bar).toHaveAttribute("aria-valuetext", "1,200 of 3,400 rows");
    // Focusable but not pressable while the file streams.
    await expect(
      within(canvasElement).getByRole("button", { name: "Export products Exporting" }),
    ).toHaveAttribute("aria-disabled", "true");
  },
};

export const InProgressTotalUnknown: Story = {
  args: { state: { status: "running", rows: 4500, total: null } },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Export progress" });
    await expect(bar).toHaveAttribute("aria-valuetext", "4,500 rows");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Cancel export" }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { state: { status: "failed", message: EXPORT_MESSAGES.failed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      EXPORT_MESSAGES.failed,
    );
    await expect(
      within(canvasElement).getByRole("button", { name: "Export products" }),
    ).toBeEnabled();
  },
};

export const QuotaReached: Story = {
  args: { state: { status: "quota", message: EXPORT_MESSAGES.quota } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(EXPORT_MESSAGES.quota);
  },
};
