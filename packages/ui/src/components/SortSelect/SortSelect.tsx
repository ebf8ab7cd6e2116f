import { cva } from "class-variance-authority";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { Button } from "react-aria-components";
import { onDemand } from "../../hooks/onDemand";
import { ChevronDownIcon } from "../../icons";
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

/** The label and the trigger side by side. */
export const selectFrame = "flex items-center gap-2";

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

/** Where focus starts in the opened list, as react-aria's trigger chooses it: "first" for keys. */
type OpenOn = "first" | "last" | null;

/**
 * What the stand-in passes on to the real select that replaces it, written while the stand-in lives
 * and read as the real select mounts, in the same commit: no key or press in between is lost.
 */
export interface SortSelectHandover {
  /** The stand-in had focus as it went: the real trigger takes it. */
  focus: boolean;
  /** The user asked for the list (undefined: stay closed). */
  open?: OpenOn;
}

/** react-aria's Select with its Popover and ListBox: fetched on first use of any sort select. */
const selectCode = onDemand(() => import("./LoadedSortSelect"));

type SelectCode = Awaited<ReturnType<typeof selectCode.load>>;

/**
 * The sort dropdown of the Explore and collection screens: react-aria's Select, whose code arrives on
 * first use. Until then a stand-in shows the same label and trigger (a button with the same name,
 * look and focus ring); hovering or focusing it fetches the real select, which takes its place, and
 * a press or Enter / Space / ArrowDown / ArrowUp on it opens the list as soon as it has arrived.
 */
export function SortSelect(props: SortSelectProps) {
  const [code, setCode] = useState<SelectCode | undefined>(selectCode.current);
  const handover = useRef<SortSelectHandover>({ focus: false });
  if (code) return <code.LoadedSortSelect {...props} handover={handover.current} />;
  return (
    <SortSelectStandIn
      {...props}
      handover={handover.current}
      onLoaded={(loaded) => setCode(() => loaded)}
    />
  );
}

interface StandInProps extends SortSelectProps {
  handover: SortSelectHandover;
  onLoaded: (code: SelectCode) => void;
}

function SortSelectStandIn({
  options,
  selectedKey,
  label = "Sort by",
  handover,
  onLoaded,
}: StandInProps) {
  const labelId = useId();
  const valueId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // As the real select replaces it (this cleanup runs before the button leaves the page).
  useLayoutEffect(() => {
    const button = buttonRef.current;
    return () => {
      handover.focus = button !== null && document.activeElement === button;
    };
  }, [handover]);
  const load = (open?: OpenOn) => {
    if (open !== undefined) handover.open = open;
    selectCode.load().then(onLoaded, () => {
      // A failed download opens nothing; the next hover, focus or press tries again.
      handover.open = undefined;
    });
  };
  const selected = options.find((option) => option.key === selectedKey);
  return (
    <div className={selectFrame} data-sort={selectedKey}>
      <span id={labelId} className="text-muted text-sm">
        {label}
      </span>
      <Button
        ref={buttonRef}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${valueId} ${labelId}`}
        className={({ isFocusVisible }) => `${sortTrigger()} ${focusRing({ isFocusVisible })}`}
        onHoverStart={() => load()}
        onFocus={() => load()}
        // As react-aria's trigger: a mouse opens on press down, touch on release, a screen
        // reader's virtual click on the first option.
        onPressStart={(event) => {
          if (event.pointerType === "mouse" || event.pointerType === "pen") load(null);
          if (event.pointerType === "virtual") load("first");
        }}
        onPress={(event) => {
          if (event.pointerType === "touch") load(null);
        }}
        onKeyDown={(event) => {
          const open = OPENING_KEYS[event.key];
          if (open === undefined) {
            event.continuePropagation();
            return;
          }
          event.preventDefault();
          load(open);
        }}
      >
        <span id={valueId}>{selected?.label ?? "Select an item"}</span>
        <ChevronDownIcon />
      </Button>
    </div>
  );
}

/** The keys that open react-aria's select, and where focus starts in the list. */
const OPENING_KEYS: Record<string, OpenOn> = {
  Enter: "first",
  " ": "first",
  ArrowDown: "first",
  ArrowUp: "last",
};
