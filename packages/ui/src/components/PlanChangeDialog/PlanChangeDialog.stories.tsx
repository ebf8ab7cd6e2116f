import { findPlan, type Plan, prorate } from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PlanChangeDialog } from "./PlanChangeDialog";

const MARCH_1 = Date.UTC(2026, 2, 1) / 1000;
const APRIL_1 = Date.UTC(2026, 3, 1) / 1000;
// Ten days into a 31-day month on Basic.
const toProfessional = prorate("plan_1", "plan_2", APRIL_1, MARCH_1 + 10 * 86_400);
const toAnnual = prorate("plan_1", "plan_2_annual", APRIL_1, MARCH_1 + 10 * 86_400);

const meta = {
  title: "Overlays/PlanChangeDialog",
  component: PlanChangeDialog,
  tags: ["autodocs", "dark-shot"],
  args: {
    plan: findPlan("plan_2") as Plan,
    preview: { status: "ready", proration: toProfessional },
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(() => Promise.resolve()),
    onRetry: fn(),
  },
} satisfies Meta<typeof PlanChangeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const PreviewLoading: Story = {
  args: { preview: { status: "loading" } },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(
      page.getByRole("progressbar", { name: "Working out the price" }),
    ).toBeInTheDocument();
    await expect(page.getByRole("button", { name: "Confirm change" })).toBeDisabled();
  },
};

export const PreviewReady: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = page.getByRole("dialog", { name: "Change to Professional (monthly)" });
    await expect(within(dialog).getByRole("rowheader", { name: "Due today" })).toBeVisible();
    await expect(dialog).toHaveTextContent("-$33.87");
    await expect(dialog).toHaveTextContent("$50.81");
    await expect(dialog).toHaveTextContent("$16.94");
    await expect(page.getByRole("button", { name: "Confirm change" })).toBeEnabled();
  },
};

export const PreviewReadyAnnual: Story = {
  args: {
    plan: findPlan("plan_2_annual") as Plan,
    preview: { status: "ready", proration: toAnnual },
  },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole("dialog");
    await expect(dialog).toHaveTextContent("Professional (annual) for a new year");
    await expect(dialog).toHaveTextContent("$716.13");
  },
};

export const PreviewError: Story = {
  args: {
    preview: {
      status: "error",
      message: "We could not work out the price of this change. Please try again.",
    },
  },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await expect(page.getByRole("alert")).toHaveTextContent("could not work out the price");
    await userEvent.click(page.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(page.getByRole("button", { name: "Confirm change" })).toBeDisabled();
  },
};

export const ConfirmPending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole("button", { name: "Confirm change" }));
    await expect(page.getByRole("progressbar", { name: "Changing plan" })).toBeInTheDocument();
    await expect(page.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};

export const ConfirmFailed: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error("HTTP 400"))) },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole("button", { name: "Confirm change" }));
    await expect(await page.findByRole("alert")).toHaveTextContent("Nothing was charged");
  },
};
