import { alertSwitchLabel } from "@hotshelf/domain";
import { useEffect, useState } from "react";
import { Spinner } from "../Spinner";
import { Switch } from "../Switch";

export interface FilterSetAlertSwitchProps {
  filterSetName: string;
  /** Whether the set's daily "new matches" alert is on (as the server last said). */
  isOn: boolean;
  /** Saves the switch; rejects with the text to show when it could not be changed. */
  onChange: (on: boolean) => Promise<void>;
}

type AlertState = "off" | "on" | "saving" | "error";

/**
 * The switch of a filter set's "tell me about new matches" alert. It shows the new position at once,
 * read-only with a spinner while saving (not disabled: a disabled input drops keyboard focus to the
 * page, where Escape no longer closes the menu around it); a refusal puts it back and says why.
 */
export function FilterSetAlertSwitch({ filterSetName, isOn, onChange }: FilterSetAlertSwitchProps) {
  const [selected, setSelected] = useState(isOn);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setSelected(isOn);
  }, [isOn]);

  const change = async (next: boolean) => {
    setSelected(next);
    setSaving(true);
    setError(null);
    try {
      await onChange(next);
    } catch (failure) {
      setSelected(!next);
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  const state: AlertState = saving ? "saving" : error ? "error" : selected ? "on" : "off";
  return (
    <div data-state={state} className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <Switch
          aria-label={alertSwitchLabel(filterSetName)}
          isSelected={selected}
          isReadOnly={saving}
          onChange={(next) => void change(next)}
        >
          <span className="text-muted text-xs">Alert me about new matches</span>
        </Switch>
        {saving && <Spinner size="sm" label="Saving" />}
      </div>
      {error && (
        <p role="alert" className="text-negative text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
