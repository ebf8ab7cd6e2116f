import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FilterSetAlertSwitch } from "./FilterSetAlertSwitch";

const meta = {
  title: "Filters/FilterSetAlertSwitch",
  component: FilterSetAlertSwitch,
  tags: ["autodocs"],
  args: {
    filterSetName: "Cheap lamps",
    isOn: false,
    onChange: fn(() => Promise.resolve()),
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterSetAlertSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

const alertSwitch = (el: HTMLElement) =>
  within(el).getByRole("switch", { name: "Alert me about new matches for Cheap lamps" });

export const Off: Story = {
  play: async ({ canvasElement }) => {
    await expect(alertSwitch(canvasElement)).not.toBeChecked();
  },
};

export const On: Story = {
  args: { isOn: true },
  play: async ({ canvasElement }) => {
    await expect(alertSwitch(canvasElement)).toBeChecked();
  },
};

/** Saving: the new position at once, with a spinner; it keeps focus and ignores presses. */
export const Saving: Story = {
  args: { onChange: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(alertSwitch(canvasElement));
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(alertSwitch(canvasElement)).toBeChecked();
    await expect(alertSwitch(canvasElement)).toHaveFocus();
    await userEvent.click(alertSwitch(canvasElement));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(alertSwitch(canvasElement)).toBeChecked();
    await expect(
      within(canvasElement).getByRole("progressbar", { name: "Saving" }),
    ).toBeInTheDocument();
  },
};

/** Refused (here: the alerting-set limit): back to off, with the reason, still focused. */
export const Refused: Story = {
  name: "Error",
  args: {
    onChange: fn(() =>
      Promise.reject(
        new Error(
          "You can have alerts on at most 20 filter sets. Switch one off to switch on another.",
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(alertSwitch(canvasElement));
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "at most 20 filter sets",
    );
    await expect(alertSwitch(canvasElement)).not.toBeChecked();
    await expect(alertSwitch(canvasElement)).toBeEnabled();
    // The keyboard user is still on the switch to try again (a disabled input loses focus).
    await expect(alertSwitch(canvasElement)).toHaveFocus();
  },
};
