import { cva } from "class-variance-authority";
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from "react-aria-components";
import { focusRing } from "../../styles/focusRing";

export const sortTrigger = cva([
  // layout
  "flex min-w-56 items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm",
  // colour
  "border-border-strong bg-raised text-fg",
]);

export const sortOption = cva(["cursor-default rounded px-3 py-2 text-sm outline-none"], {
  variants: {
    isFocused: { true: ["bg-sunken"], false: [] },
    isSelected: { true: ["font-semibold"], false: [] },
  },
});

export interface SortOption {
  key: string;
  label: string;
}

export interface SortSelectProps {
  /** A sort catalogue from @hotshelf/domain. */
  options: readonly SortOption[];
  selectedKey: string;
  onSortChange: (key: string) => void;
  label?: string;
}

/** The sort dropdown of the Explore and collection screens. */
export function SortSelect({
  options,
  selectedKey,
  onSortChange,
  label = "Sort by",
}: SortSelectProps) {
  return (
    <Select
      selectedKey={selectedKey}
      onSelectionChange={(key) => key !== null && onSortChange(String(key))}
      className="flex items-center gap-2"
      data-sort={selectedKey}
    >
      <Label className="text-muted text-sm">{label}</Label>
      <Button
        className={({ isFocusVisible }) => `${sortTrigger()} ${focusRing({ isFocusVisible })}`}
      >
        <SelectValue />
        <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </Button>
      <Popover className="min-w-(--trigger-width) rounded-lg border border-border bg-raised p-1 shadow-lg">
        <ListBox items={options} className="max-h-80 overflow-auto outline-none">
          {(option) => (
            <ListBoxItem id={option.key} textValue={option.label} className={sortOption}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
