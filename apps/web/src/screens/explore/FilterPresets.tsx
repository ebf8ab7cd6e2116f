import type { FilterSet } from "@hotshelf/api/contract";
import {
  canSaveFilterSet,
  type FilterState,
  type SearchType,
  toFilterSetSaveBody,
} from "@hotshelf/domain";
import { Button } from "@hotshelf/ui/Button";
import { FilterSetMenu } from "@hotshelf/ui/FilterSetMenu";
import { SaveFilterSetModal } from "@hotshelf/ui/SaveFilterSetModal";
import { useCallback, useEffect, useState } from "react";
import { useServices } from "../../app/services";
import { resolveApiError } from "../../stores/explore/apiFailure";

export interface FilterPresetsProps {
  searchType: SearchType;
  filters: FilterState;
  onLoad: (set: FilterSet) => void;
  onLogout: () => void;
}

/**
 * The filter presets menu (staff presets load only; the user's own sets load, overwrite and delete)
 * and the Save Filter Set button with its modal.
 */
export function FilterPresets({ searchType, filters, onLoad, onLogout }: FilterPresetsProps) {
  const { api } = useServices();
  const [staffSets, setStaffSets] = useState<readonly FilterSet[]>([]);
  const [ownSets, setOwnSets] = useState<readonly FilterSet[]>([]);
  const [saving, setSaving] = useState(false);
  const canSave = canSaveFilterSet(filters);

  const failed = useCallback(
    (error: unknown) => {
      if (resolveApiError("filterSetSave", error).action === "logout") onLogout();
    },
    [onLogout],
  );

  const reload = useCallback(async () => {
    // Each list on its own: a failing one (a lost session, say) leaves the other usable.
    const list = async (is_staff: boolean) => api.filters({ filter_type: searchType, is_staff });
    const [staff, own] = await Promise.allSettled([list(true), list(false)]);
    if (staff.status === "fulfilled") setStaffSets(staff.value.filters);
    else failed(staff.reason);
    if (own.status === "fulfilled") setOwnSets(own.value.filters);
    else failed(own.reason);
  }, [api, searchType, failed]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const save = async (name: string, overwrite: boolean) => {
    // Nothing filtered or excluded: the save is silently skipped (000 §5).
    const body = toFilterSetSaveBody(filters, name);
    if (!body) return;
    try {
      await api.filtersSave(overwrite ? { ...body, overwrite } : body);
    } catch (error) {
      failed(error);
      throw error;
    }
    await reload();
  };

  return (
    <>
      <FilterSetMenu
        staffSets={staffSets}
        ownSets={ownSets}
        canOverwrite={canSave}
        onLoad={onLoad}
        onOverwrite={(set) => save(set.filter_set_name, true)}
        onDelete={async (set) => {
          try {
            await api.filtersDelete({
              filter_type: searchType,
              filter_set_name: set.filter_set_name,
            });
          } catch (error) {
            failed(error);
            throw error;
          }
          await reload();
        }}
      />
      <Button variant="secondary" size="sm" isDisabled={!canSave} onPress={() => setSaving(true)}>
        Save Filter Set
      </Button>
      <SaveFilterSetModal
        isOpen={saving}
        onOpenChange={setSaving}
        canSave={canSave}
        onSave={(name) => save(name, false)}
      />
    </>
  );
}
