// Stories broken on purpose, one fault each: `npm test` runs them with every other story, through the
// same checks, and each passes only when it fails for the fault its `brokenOnPurpose` parameter names
// (.storybook/brokenOnPurpose.ts), so a check that quietly stopped checking is caught. Storybook
// loads them only for the story tests (HOTSHELF_FAILING_STORIES=1, see .storybook/main.ts): designers
// never see them.
import type { Meta, StoryObj } from "@storybook/react-vite";

const meta = {
  title: "Failing on purpose",
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Text in a background tint's token instead of a text token: axe's colour contrast must fail (light).
 * (The surface's own colour would not do: axe leaves a 1:1 contrast undecided, not failed.)
 */
export const WrongColourToken: Story = {
  parameters: { brokenOnPurpose: "color-contrast" },
  render: () => <p style={{ color: "var(--color-positive-subtle)" }}>Estimated revenue</p>,
};

/** An icon button with no accessible name: axe's button-name must fail. */
export const MissingLabel: Story = {
  parameters: { brokenOnPurpose: "button-name" },
  render: () => (
    <button type="button">
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <circle cx="8" cy="8" r="6" />
      </svg>
    </button>
  ),
};

/** Two figures drawn on top of each other: the layout check must fail. */
export const OverlappingText: Story = {
  parameters: { brokenOnPurpose: "overlaps text" },
  render: () => (
    <div style={{ position: "relative", height: 40 }}>
      <span style={{ position: "absolute", left: 0, top: 0 }}>$12,345</span>
      <span style={{ position: "absolute", left: 8, top: 0 }}>+16.7%</span>
    </div>
  ),
};

/** Text cut off by its box without an ellipsis and a title: the layout check must fail. */
export const ClippedText: Story = {
  parameters: { brokenOnPurpose: "is cut off" },
  render: () => (
    <div style={{ width: 40, overflow: "hidden", whiteSpace: "nowrap" }}>
      Kitchen and dining accessories
    </div>
  ),
};
