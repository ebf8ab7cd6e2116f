import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { MoreIcon } from "../../icons";
import { IconButton } from "../IconButton/IconButton";
import { Menu, MenuItem, MenuSection } from "./Menu";

const meta = {
  title: "Overlays/Menu",
  component: Menu,
  tags: ["autodocs", "dark-shot"],
  args: {
    trigger: <IconButton label="Card actions" icon={<MoreIcon />} />,
    onAction: fn(),
  },
  render: (args) => (
    <div className="flex h-64 justify-start">
      <Menu {...args} placement="bottom start">
        <MenuSection>
          <MenuItem id="view">View Shop</MenuItem>
          <MenuItem id="exclude">Exclude Shop from Results</MenuItem>
          <MenuItem id="collections">Add/Remove from Collection</MenuItem>
        </MenuSection>
        <MenuSection title="Admin">
          <MenuItem id="copy">Admin: Copy Shop ID</MenuItem>
          <MenuItem id="ban" tone="danger">
            Admin: Ban Store
          </MenuItem>
        </MenuSection>
      </Menu>
    </div>
  ),
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Card actions" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  },
};

export const OpenWithSections: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    // ArrowDown opens the menu with its first item focused.
    await userEvent.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu");
    await expect(within(menu).getByRole("group", { name: "Admin" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "View Shop" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(
      screen.getByRole("menuitem", { name: "Exclude Shop from Results" }),
    ).toHaveAttribute("data-focused", "true");
    await userEvent.keyboard("{ArrowUp}{Enter}");
    await expect(args.onAction).toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Card actions" }));
    await screen.findByRole("menu");
  },
};

/** A section holding a choice: its items are radio-like, the chosen one checked. */
export const SectionWithChoice: Story = {
  render: (args) => (
    <div className="flex h-64 justify-start">
      <Menu {...args} placement="bottom start">
        <MenuSection
          title="Layout"
          selectionMode="single"
          disallowEmptySelection
          defaultSelectedKeys={["grid"]}
        >
          <MenuItem id="grid">Grid</MenuItem>
          <MenuItem id="list">List</MenuItem>
        </MenuSection>
      </Menu>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Card actions" }));
    const group = within(await screen.findByRole("menu")).getByRole("group", { name: "Layout" });
    await expect(within(group).getByRole("menuitemradio", { name: "Grid" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(within(group).getByRole("menuitemradio", { name: "List" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
  },
};
