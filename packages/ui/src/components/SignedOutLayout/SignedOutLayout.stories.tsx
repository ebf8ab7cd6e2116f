import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SignedOutLayout } from "./SignedOutLayout";

const meta = {
  title: "Layout/SignedOutLayout",
  component: SignedOutLayout,
  // The layout follows the page's theme: screenshots in light and in dark.
  tags: ["autodocs", "dark-shot"],
  // A whole page: no frame around it (see the preview's decorator).
  parameters: { layout: "fullscreen", padded: false },
  args: {
    marketingHref: "https://hotshelf.example",
    children: (
      <div className="mx-auto flex max-w-md flex-1 flex-col justify-center gap-2 p-6">
        <h1 className="font-semibold text-2xl">Login</h1>
        <p className="text-muted">The page's content goes here.</p>
      </div>
    ),
  },
} satisfies Meta<typeof SignedOutLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(canvas.getByRole("link", { name: "Register" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(canvas.getByRole("contentinfo")).toHaveTextContent("© 2022 Hotshelf");
  },
};
