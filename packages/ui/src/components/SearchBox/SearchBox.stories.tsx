import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SearchBox } from "./SearchBox";

const meta = {
  title: "Filters/SearchBox",
  component: SearchBox,
  tags: ["autodocs"],
  args: { onSearch: fn() },
  decorators: [(Story) => <div className="w-md">{Story()}</div>],
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  },
};

export const SubmitWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search" }), "yoga mat{Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("yoga mat");
  },
};

export const SubmitWithButton: Story = {
  args: { defaultValue: "desk lamp" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(args.onSearch).toHaveBeenCalledWith("desk lamp");
  },
};
