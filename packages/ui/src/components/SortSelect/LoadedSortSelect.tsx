// The sort select's real code, loaded on first use (SortSelect.tsx): react-aria's Select with its
// Popover and ListBox.
import { type RefObject, useContext, useLayoutEffect, useRef } from "react";
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectStateContext,
  SelectValue,
} from "react-aria-components";
import { ChevronDownIcon } from "../../icons";
import { focusRing } from "../../styles/focusRing";
import {
  type SortSelectHandover,
  type SortSelectProps,
  selectFrame,
  sortOption,
  sortTrigger,
} from "./SortSelect";

export interface LoadedSortSelectProps extends SortSelectProps {
  /** What the stand-in passes on as this select replaces it. */
  handover: SortSelectHandover;
}

export function LoadedSortSelect({
  options,
  selectedKey,
  onSortChange,
  label = "Sort by",
  handover,
}: LoadedSortSelectProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <Select
      selectedKey={selectedKey}
      onSelectionChange={(key) => key !== null && onSortChange(String(key))}
      className={selectFrame}
      data-sort={selectedKey}
    >
      <Label className="text-muted text-sm">{label}</Label>
      <Button
        ref={buttonRef}
        className={({ isFocusVisible }) => `${sortTrigger()} ${focusRing({ isFocusVisible })}`}
      >
        <SelectValue />
        <ChevronDownIcon />
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
      <TakeOver handover={handover} buttonRef={buttonRef} />
    </Select>
  );
}

/**
 * Takes over from the stand-in as it mounts, in the commit that removes the stand-in: focus, if the
 * stand-in had it, and the opening the user asked for (with the first focus react-aria's trigger
 * would have chosen for that key or pointer).
 */
function TakeOver({
  handover,
  buttonRef,
}: {
  handover: SortSelectHandover;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const state = useContext(SelectStateContext);
  // Each part once: the handover is emptied as it is used.
  useLayoutEffect(() => {
    if (!state) return;
    if (handover.focus) {
      handover.focus = false;
      buttonRef.current?.focus({ preventScroll: true });
    }
    // The select fills its list of options after its first render, and opens only with options.
    if (handover.open !== undefined && state.collection.size > 0) {
      const open = handover.open;
      handover.open = undefined;
      // As react-aria's trigger does before opening: focus first, so closing returns it here.
      buttonRef.current?.focus({ preventScroll: true });
      state.open(open);
    }
  });
  return null;
}
