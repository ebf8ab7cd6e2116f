import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { LayoutToggle, type ResultsLayout } from "./LayoutToggle";

function Stateful({ layout }: { layout: ResultsLayout }) {
  const [current, setCurrent] = useState(layout);
  return <LayoutToggle layout={current} onLayoutChange={setCurrent} />;
}

const meta = {
  title: "Filters/LayoutToggle",
  component: Stateful,
  tags: ["autodocs"],
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  args: { layout: "grid" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "Grid" })).toBeChecked();
  },
};

export const List: Story = {
  args: { layout: "list" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "List" })).toBeChecked();
  },
};

export const SwitchWithKeyboard: Story = {
  args: { layout: "grid" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight} ");
    await expect(canvas.getByRole("radiogroup", { name: "Layout" })).toHaveAttribute(
      "data-layout",
      "list",
    );
  },
};
