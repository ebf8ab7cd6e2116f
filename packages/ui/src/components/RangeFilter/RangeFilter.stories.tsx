import type { RangeFilter as RangeFilterState, RangeFilterType } from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { RangeFilter } from "./RangeFilter";

interface StoryArgs {
  label: string;
  type: RangeFilterType;
  gte: string;
  lte: string;
  isEnabled: boolean;
}

/** Keeps the bounds in local state; enabling applies the bounds as the domain model does. */
function Stateful({ label, type, gte, lte, isEnabled }: StoryArgs) {
  const [filter, setFilter] = useState<RangeFilterState>({
    key: "story",
    type,
    gte,
    lte,
    isEnabled,
    applied: isEnabled ? { gte, lte } : null,
  });
  return (
    <div className="w-72">
      <RangeFilter
        label={label}
        filter={filter}
        onBoundChange={(bound, text) => setFilter((f) => ({ ...f, [bound]: text }))}
        onEnabledChange={(enabled) =>
          setFilter((f) => ({
            ...f,
            isEnabled: enabled,
            applied: enabled ? { gte: f.gte, lte: f.lte } : null,
          }))
        }
        onReapply={() => setFilter((f) => ({ ...f, applied: { gte: f.gte, lte: f.lte } }))}
      />
    </div>
  );
}

const meta = {
  title: "Filters/RangeFilter",
  component: Stateful,
  tags: ["autodocs"],
  args: { label: "Price", type: "numeric", gte: "", lte: "", isEnabled: false },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NumericEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("switch", { name: "Enable Price filter" })).toBeDisabled();
  },
};

export const NumericEnabled: Story = {
  args: { gte: "10", lte: "50", isEnabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Price" })).toHaveAttribute(
      "data-enabled",
      "true",
    );
  },
};

export const NumericInvalid: Story = {
  args: { gte: "80", lte: "20" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Price" })).toHaveAttribute(
      "data-invalid",
      "true",
    );
    await expect(canvas.getByRole("switch", { name: "Enable Price filter" })).toBeDisabled();
  },
};

export const EditedWhileEnabled: Story = {
  args: { label: "Weekly Revenue", gte: "1000", isEnabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Weekly Revenue Max" }), "5000");
    await expect(
      canvas.getByRole("button", { name: "Refresh Weekly Revenue filter" }),
    ).toBeVisible();
  },
};

export const DateEnabled: Story = {
  args: {
    label: "Product Published Date",
    type: "date",
    gte: "2024-01-01",
    lte: "2024-03-31",
    isEnabled: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("switch", { name: "Enable Product Published Date filter" }),
    ).toBeChecked();
  },
};

export const DateInvalid: Story = {
  args: { label: "Product Published Date", type: "date", gte: "2024-05-01", lte: "2024-01-01" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Product Published Date" })).toHaveAttribute(
      "data-invalid",
      "true",
    );
  },
};
