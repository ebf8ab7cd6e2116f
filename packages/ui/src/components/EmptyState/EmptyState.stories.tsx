import { EMPTY_TEXTS } from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { EmptyState } from "./EmptyState";

const meta = {
  title: "Primitives/EmptyState",
  component: EmptyState,
  tags: ["autodocs"],
  args: { title: EMPTY_TEXTS.noResults },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(EMPTY_TEXTS.noResults)).toBeInTheDocument();
  },
};

export const NoAdditionalResults: Story = {
  args: { title: EMPTY_TEXTS.noAdditionalResults, size: "sm" },
};

export const SelectCollection: Story = { args: { title: EMPTY_TEXTS.selectCollection } };
