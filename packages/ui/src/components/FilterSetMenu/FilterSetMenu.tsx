import { useId, useRef } from "react";
import { mergeProps, useOverlayTrigger } from "react-aria";
// A private module of react-aria (reachable through its package exports) that react-aria-components'
// DialogTrigger uses too: it hands the trigger's press and ARIA props to the Button inside.
import { PressResponder } from "react-aria/private/interactions/PressResponder";
import { useMenuTriggerState } from "react-stately";
import { onDemand, useOverlayCode } from "../../hooks/onDemand";
import { Button } from "../Button";

export interface NamedFilterSet {
  filter_set_name: string;
  /** Own sets: whether the daily "new matches" alert is on. */
  alerts?: boolean;
  /** Own alerting sets: new matches since the user last opened the set. */
  new_since_visit?: number;
}

export interface FilterSetMenuProps<T extends NamedFilterSet> {
  /** Shared staff presets: load only. */
  staffSets: readonly T[];
  /** The user's own sets: load, overwrite and delete. */
  ownSets: readonly T[];
  /** False when no filters and no exclusions are active: Overwrite is then disabled. */
  canOverwrite: boolean;
  onLoad: (set: T) => void;
  onOverwrite: (set: T) => Promise<void>;
  onDelete: (set: T) => Promise<void>;
  /**
   * A staff user curates the staff presets: they get Overwrite and Delete like the user's own, and
   * Rename, which closes the menu and asks the screen to open its rename dialog.
   */
  staffActions?: {
    onOverwrite: (set: T) => Promise<void>;
    onDelete: (set: T) => Promise<void>;
    onRename?: (set: T) => void;
  };
  /** Switches an own set's alert; rejects with the text to show. Without it, no alert switches. */
  onAlertChange?: (set: T, on: boolean) => Promise<void>;
}

/** The open popover's code (react-aria's Popover and Dialog, and the rows): fetched on first use. */
const openPresetsCode = onDemand(() => import("./FilterSetPopover"));

/**
 * The filter presets menu: a button, and on press a popover listing staff presets and the user's
 * own filter sets. The button is react-aria's dialog trigger from the first paint; the popover's
 * code arrives on first use (or on hover or focus of the button) and it opens as soon as it has.
 */
export function FilterSetMenu<T extends NamedFilterSet>(props: FilterSetMenuProps<T>) {
  // As react-aria's DialogTrigger: a menu trigger's state, in case a menu is ever put inside.
  const state = useMenuTriggerState({});
  const triggerRef = useRef<HTMLElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: "dialog" }, state, triggerRef);
  // Without a title slot the dialog is labelled by its trigger, as DialogTrigger does.
  const triggerId = useId();
  const [code, load] = useOverlayCode(openPresetsCode, state);
  return (
    <>
      <PressResponder
        {...mergeProps(triggerProps, { id: triggerId, onPointerEnter: load, onFocus: load })}
        ref={triggerRef}
        isPressed={state.isOpen}
      >
        <Button variant="secondary" size="sm">
          Filter Presets
        </Button>
      </PressResponder>
      {code && state.isOpen ? (
        <code.FilterSetPopover
          {...props}
          state={state}
          overlayProps={{ ...overlayProps, "aria-labelledby": triggerId }}
          triggerRef={triggerRef}
        />
      ) : null}
    </>
  );
}
