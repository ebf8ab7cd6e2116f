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

/** Two painted frames: the browser has reported the marker's intersection by then. */
const frames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

export const Scrolled: Story = {
  play: async ({ canvasElement }) => {
    const button = () => within(canvasElement).queryByRole("button", { name: "Scroll to top" });
    // Exactly 100 px down is not past them yet; 101 is.
    window.scrollTo({ top: 100 });
    await frames();
    await frames();
    await expect(button()).toBeNull();
    window.scrollTo({ top: 101 });
    await waitFor(() => expect(button()).toBeVisible());
    window.scrollTo({ top: 400 });
  },
};
