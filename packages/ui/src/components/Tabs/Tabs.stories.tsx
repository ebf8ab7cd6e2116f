import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Tab, TabList, TabPanel, Tabs } from "./Tabs";

const meta = {
  title: "Primitives/Tabs",
  component: Tabs,
  tags: ["autodocs"],
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Collection views">
        <Tab id="shops">Shops</Tab>
        <Tab id="products">Products</Tab>
        <Tab id="ads">Ads</Tab>
        <Tab id="news">News</Tab>
      </TabList>
      <TabPanel id="shops">Shops of the collection</TabPanel>
      <TabPanel id="products">Products of the collection</TabPanel>
      <TabPanel id="ads">Ads of the collection</TabPanel>
      <TabPanel id="news">News of the collection</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Tabs build their collection, then their selection, in later renders.
    const shops = await canvas.findByRole("tab", { name: "Shops" });
    await waitFor(() => expect(shops).toHaveAttribute("aria-selected", "true"));
  },
};

export const KeyboardSwitch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("tab", { name: "Shops" });
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Ads" })).toHaveAttribute("data-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Ads of the collection");
  },
};

export const WithDisabledTab: Story = {
  args: { disabledKeys: ["ads"] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("tab", { name: "Ads" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};
