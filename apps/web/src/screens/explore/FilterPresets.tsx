import type { FilterSet } from "@hotshelf/api/contract";
import {
  canSaveFilterSet,
  type FilterState,
  type SearchType,
  toFilterSetSaveBody,
} from "@hotshelf/domain";
import { Button } from "@hotshelf/ui/Button";
import { FilterSetMenu } from "@hotshelf/ui/FilterSetMenu";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { orShowFailure } from "../../data/failurePolicy";
import { useData } from "../../hooks/useData";
import { useFailurePolicy } from "../../hooks/useFailurePolicy";
import { useIsStaff } from "../../hooks/useIsStaff";
import { RenameFilterSetModal } from "../staffDialogs";

/** Save Filter Set's dialog, fetched when the user asks to save. */
const SaveFilterSetModal = lazy(() =>
  import("@hotshelf/ui/SaveFilterSetModal").then((module) => ({
    default: module.SaveFilterSetModal,
  })),
);

export interface FilterPresetsProps {
  searchType: SearchType;
  filters: FilterState;
  onLoad: (set: FilterSet) => void;
}

/**
 * The filter presets menu (staff presets load only, except for staff, who overwrite, rename and delete them;
 * the user's own sets load, overwrite and delete), Save Filter Set with its modal, and for staff
 * Save as Staff Preset.
 */
export function FilterPresets({ searchType, filters, onLoad }: FilterPresetsProps) {
  const { explore } = useData();
  const policy = useFailurePolicy();
  const [staffSets, setStaffSets] = useState<readonly FilterSet[]>([]);
  const [ownSets, setOwnSets] = useState<readonly FilterSet[]>([]);
  const [saving, setSaving] = useState<"own" | "staff" | null>(null);
  // The staff preset being renamed (its dialog is open while set).
  const [renaming, setRenaming] = useState<string | null>(null);
  const isStaff = useIsStaff();
  const canSave = canSaveFilterSet(filters);
  const location = useLocation();
  // An alert mail's "Open in Explore" link names one of the user's sets: ?set=<name>.
  const linkedSetName = new URLSearchParams(location.search).get("set");
  const openedLink = useRef<string | null>(null);

  const reload = useCallback(async () => {
    // Each list on its own: a failing one (a lost session, say) leaves the other usable.
    const [staff, own] = await Promise.allSettled([
      explore.filterSets(searchType, true),
      explore.filterSets(searchType, false),
    ]);
    if (staff.status === "fulfilled") setStaffSets(staff.value);
    else policy("filterSetSave", staff.reason);
    if (own.status === "fulfilled") setOwnSets(own.value);
    else policy("filterSetSave", own.reason);
  }, [explore, searchType, policy]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Loads one of the user's own sets; opening it starts its "new since your last visit" count again. */
  const loadOwn = useCallback(
    (set: FilterSet) => {
      onLoad(set);
      if (!set.new_since_visit) return;
      void orShowFailure(
        policy,
        "backgroundLoad",
        explore.filterSetOpened(searchType, set.filter_set_name),
      )
        .then(reload)
        .catch(() => {});
    },
    [onLoad, policy, explore, searchType, reload],
  );

  useEffect(() => {
    if (!linkedSetName || openedLink.current === linkedSetName) return;
    const set = ownSets.find((s) => s.filter_set_name === linkedSetName);
    if (!set) return;
    openedLink.current = linkedSetName;
    loadOwn(set);
  }, [linkedSetName, ownSets, loadOwn]);

  /** A change of the user's sets, then the lists again; a failure rejects with its text. */
  const changed = async (
    change: Promise<unknown>,
    context: "filterSetSave" | "filterSetAlert" = "filterSetSave",
  ) => {
    await orShowFailure(policy, context, change);
    await reload();
  };

  const save = async (name: string, overwrite: boolean, as: "own" | "staff" = "own") => {
    // Nothing filtered or excluded: the save is silently skipped (000 §5).
    const body = toFilterSetSaveBody(filters, name);
    if (!body) return;
    const request = overwrite ? { ...body, overwrite } : body;
    await changed(
      as === "staff" ? explore.saveStaffPreset(request) : explore.saveFilterSet(request),
    );
  };

  return (
    <>
      <FilterSetMenu
        staffSets={staffSets}
        ownSets={ownSets}
        canOverwrite={canSave}
        onLoad={(set) => (ownSets.includes(set) ? loadOwn(set) : onLoad(set))}
        onOverwrite={(set) => save(set.filter_set_name, true)}
        onAlertChange={(set, on) =>
          changed(explore.setFilterSetAlert(searchType, set.filter_set_name, on), "filterSetAlert")
        }
        onDelete={(set) => changed(explore.deleteFilterSet(searchType, set.filter_set_name))}
        {...(isStaff && {
          staffActions: {
            onOverwrite: (set: FilterSet) => save(set.filter_set_name, true, "staff"),
            onDelete: (set: FilterSet) =>
              changed(explore.deleteStaffPreset(searchType, set.filter_set_name)),
            onRename: (set: FilterSet) => setRenaming(set.filter_set_name),
          },
        })}
      />
      <Button variant="secondary" size="sm" isDisabled={!canSave} onPress={() => setSaving("own")}>
        Save Filter Set
      </Button>
      {isStaff && (
        <Button
          variant="secondary"
          size="sm"
          isDisabled={!canSave}
          onPress={() => setSaving("staff")}
        >
          Save as Staff Preset
        </Button>
      )}
      {saving !== null && (
        <Suspense fallback={null}>
          <SaveFilterSetModal
            isOpen
            onOpenChange={(open) => setSaving(open ? saving : null)}
            canSave={canSave}
            onSave={(name) => save(name, false, saving)}
          />
        </Suspense>
      )}
      {renaming !== null && (
        <Suspense fallback={null}>
          <RenameFilterSetModal
            name={renaming}
            onOpenChange={(open) => {
              if (!open) setRenaming(null);
            }}
            onRename={(newName) =>
              changed(explore.renameStaffPreset(searchType, renaming, newName))
            }
          />
        </Suspense>
      )}
    </>
  );
}
