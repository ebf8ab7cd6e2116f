import { COUNTRIES, EXCLUDABLE_COUNTRIES, LOCALES } from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { CheckboxFilterGroup, type CheckboxFilterGroupProps } from "./CheckboxFilterGroup";

function Stateful(props: Omit<CheckboxFilterGroupProps, "onChange">) {
  const [value, setValue] = useState<readonly string[]>(props.value);
  return (
    <div className="w-96">
      <CheckboxFilterGroup {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: "Filters/CheckboxFilterGroup",
  component: Stateful,
  tags: ["autodocs"],
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Countries: Story = {
  args: { label: "Country", options: COUNTRIES, value: ["US", "GB"], columns: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(28);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Canada" }));
    await expect(canvas.getByRole("checkbox", { name: "Canada" })).toBeChecked();
  },
};

export const Locales: Story = {
  args: { label: "Locale", options: LOCALES, value: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(5);
  },
};

export const ExcludeCountries: Story = {
  args: { label: "Exclude Country", options: EXCLUDABLE_COUNTRIES, value: ["IN"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "India" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Pakistan" })).not.toBeChecked();
  },
};
