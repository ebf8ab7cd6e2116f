import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { ScrollToTop } from "./ScrollToTop";

const meta = {
  title: "Layout/ScrollToTop",
  component: ScrollToTop,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="h-[300vh] p-6 text-muted">
        <p>Scroll down: the button appears after 100 px.</p>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof ScrollToTop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AtTop: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo({ top: 0 });
    await expect(within(canvasElement).queryByRole("button", { name: "Scroll to top" })).toBeNull();
  },
};

export const Scrolled: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo({ top: 400 });
    // Browsers fire scroll asynchronously after scrollTo; send one now so the check does not wait on it.
    window.dispatchEvent(new Event("scroll"));
    await waitFor(() =>
      expect(within(canvasElement).getByRole("button", { name: "Scroll to top" })).toBeVisible(),
    );
  },
};
