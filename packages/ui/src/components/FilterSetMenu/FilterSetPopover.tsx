// The part of the Filter Presets menu that loads on first use (FilterSetMenu.tsx): react-aria's
// Popover and Dialog, and the rows of filter sets with their confirmations.
import { TICK_MS } from "@hotshelf/domain";
import { type RefObject, useId, useState } from "react";
import type { AriaDialogProps } from "react-aria";
import {
  Dialog,
  DialogContext,
  OverlayTriggerStateContext,
  Popover,
  PopoverContext,
  Provider,
  type RootMenuTriggerState,
  RootMenuTriggerStateContext,
} from "react-aria-components";
import { useTimeout } from "../../hooks/useTimeout";
import { Button } from "../Button";
import { FilterSetAlertSwitch } from "../FilterSetAlertSwitch";
import { NewMatchesBadge } from "../NewMatchesBadge";
import { Spinner } from "../Spinner";
import { Tick } from "../Tick";
import type { FilterSetMenuProps, NamedFilterSet } from "./FilterSetMenu";

export interface FilterSetPopoverProps<T extends NamedFilterSet> extends FilterSetMenuProps<T> {
  state: RootMenuTriggerState;
  /** useOverlayTrigger's props for the dialog: its id and label. */
  overlayProps: AriaDialogProps;
  triggerRef: RefObject<HTMLElement | null>;
}

type RowState = "idle" | "confirm-overwrite" | "confirm-delete" | "working" | "overwritten";

/**
 * The open Filter Presets popover. It gives the Popover and the Dialog what react-aria's
 * DialogTrigger gives them (the trigger's state and ref, the dialog's props), since the trigger
 * itself rendered with the page.
 */
export function FilterSetPopover<T extends NamedFilterSet>({
  state,
  overlayProps,
  triggerRef,
  staffSets,
  ownSets,
  canOverwrite,
  onLoad,
  onOverwrite,
  onDelete,
  staffActions,
  onAlertChange,
}: FilterSetPopoverProps<T>) {
  const staffHeadingId = useId();
  const ownHeadingId = useId();
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [DialogContext, overlayProps],
        [
          PopoverContext,
          {
            trigger: "DialogTrigger",
            triggerRef,
            id: overlayProps.id,
            "aria-labelledby": overlayProps["aria-labelledby"],
          },
        ],
      ]}
    >
      <Popover
        placement="bottom start"
        className="w-80 rounded-lg border border-border bg-raised p-3 text-fg shadow-lg"
      >
        <Dialog aria-label="Filter Presets" className="flex flex-col gap-3 outline-none">
          {({ close }) => {
            const loadAndClose = (set: T) => {
              onLoad(set);
              close();
            };
            return (
              <>
                {staffSets.length > 0 && (
                  <section aria-labelledby={staffHeadingId} className="flex flex-col gap-1">
                    <h3 id={staffHeadingId} className="font-semibold text-muted text-xs uppercase">
                      Staff Presets
                    </h3>
                    {staffSets.map((set) =>
                      staffActions ? (
                        <OwnFilterSetRow
                          key={set.filter_set_name}
                          name={set.filter_set_name}
                          canOverwrite={canOverwrite}
                          onLoad={() => loadAndClose(set)}
                          onOverwrite={() => staffActions.onOverwrite(set)}
                          onDelete={() => staffActions.onDelete(set)}
                          {...(staffActions.onRename && {
                            onRename: () => {
                              close();
                              staffActions.onRename?.(set);
                            },
                          })}
                        />
                      ) : (
                        <Button
                          key={set.filter_set_name}
                          variant="ghost"
                          size="sm"
                          className="justify-start"
                          onPress={() => loadAndClose(set)}
                        >
                          {set.filter_set_name}
                        </Button>
                      ),
                    )}
                  </section>
                )}
                <section aria-labelledby={ownHeadingId} className="flex flex-col gap-1">
                  <h3 id={ownHeadingId} className="font-semibold text-muted text-xs uppercase">
                    My Filter Sets
                  </h3>
                  {ownSets.length === 0 && (
                    <p className="text-muted text-sm">No saved filter sets.</p>
                  )}
                  {ownSets.map((set) => (
                    <OwnFilterSetRow
                      key={set.filter_set_name}
                      name={set.filter_set_name}
                      canOverwrite={canOverwrite}
                      onLoad={() => loadAndClose(set)}
                      onOverwrite={() => onOverwrite(set)}
                      onDelete={() => onDelete(set)}
                      {...(onAlertChange && {
                        alert: {
                          isOn: set.alerts === true,
                          newSinceVisit: set.new_since_visit ?? 0,
                          onChange: (on: boolean) => onAlertChange(set, on),
                        },
                      })}
                    />
                  ))}
                </section>
              </>
            );
          }}
        </Dialog>
      </Popover>
    </Provider>
  );
}

interface OwnFilterSetRowProps {
  name: string;
  canOverwrite: boolean;
  onLoad: () => void;
  onOverwrite: () => Promise<void>;
  onDelete: () => Promise<void>;
  /** Offered when given (staff presets). */
  onRename?: () => void;
  /** The user's own sets: the alert switch and the new-since-last-visit badge. */
  alert?: { isOn: boolean; newSinceVisit: number; onChange: (on: boolean) => Promise<void> };
}

function OwnFilterSetRow({
  name,
  canOverwrite,
  onLoad,
  onOverwrite,
  onDelete,
  onRename,
  alert,
}: OwnFilterSetRowProps) {
  const [state, setState] = useState<RowState>("idle");

  useTimeout(state === "overwritten", TICK_MS.overwrite, () => setState("idle"));

  const run = async (action: () => Promise<void>, done: RowState) => {
    setState("working");
    try {
      await action();
      setState(done);
    } catch {
      // The caller reports failures; the row returns to normal so the user can retry.
      setState("idle");
    }
  };

  const confirming = state === "confirm-overwrite" || state === "confirm-delete";
  return (
    <div role="group" aria-label={name} data-state={state} className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center justify-end gap-1">{rowActions()}</div>
      {alert && !confirming && (
        <div className="pl-3">
          <FilterSetAlertSwitch filterSetName={name} isOn={alert.isOn} onChange={alert.onChange} />
        </div>
      )}
    </div>
  );

  /** The row's line: the set and its actions, or the confirmation asked for. */
  function rowActions() {
    return confirming ? (
      <>
        <span className="flex-1 text-sm">
          {state === "confirm-overwrite" ? "Overwrite?" : "Delete?"}
        </span>
        <Button
          size="sm"
          variant={state === "confirm-delete" ? "danger" : "primary"}
          autoFocus
          onPress={() =>
            state === "confirm-delete" ? run(onDelete, "idle") : run(onOverwrite, "overwritten")
          }
        >
          Confirm
        </Button>
        <Button size="sm" variant="ghost" onPress={() => setState("idle")}>
          Cancel
        </Button>
      </>
    ) : (
      <>
        {/*
          A long name is cut with an ellipsis (the whole name on hover) so the actions stay inside.
          With Rename too (staff presets) the three actions leave no room: the name gets its own line.
        */}
        <Button
          variant="ghost"
          size="sm"
          className={`min-w-0 justify-start ${onRename ? "basis-full" : "flex-1"}`}
          onPress={onLoad}
          isDisabled={state === "working"}
        >
          <span className="truncate" title={name}>
            {name}
          </span>
        </Button>
        {alert && <NewMatchesBadge count={alert.newSinceVisit} />}
        {state === "working" && <Spinner size="sm" label="Working" />}
        {state === "overwritten" && <Tick label="Overwritten" />}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Overwrite ${name}`}
          isDisabled={!canOverwrite || state === "working"}
          onPress={() => setState("confirm-overwrite")}
        >
          Overwrite
        </Button>
        {onRename && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Rename ${name}`}
            isDisabled={state === "working"}
            onPress={onRename}
          >
            Rename
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${name}`}
          isDisabled={state === "working"}
          onPress={() => setState("confirm-delete")}
        >
          Delete
        </Button>
      </>
    );
  }
}
