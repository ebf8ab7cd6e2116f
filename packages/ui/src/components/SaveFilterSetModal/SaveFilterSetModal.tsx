import { FILTER_SET_NAME_MAX_LENGTH, validateFilterSetName } from "@hotshelf/domain";
import { useState } from "react";
import { Form } from "react-aria-components";
import { shownFailure } from "../../hooks/shownFailure";
import { Banner } from "../Banner";
import { Button } from "../Button";
import { Modal } from "../Dialog";
import { TextField } from "../TextField";

export interface SaveFilterSetModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** False when no filters and no excluded shops are active: there is nothing to save. */
  canSave: boolean;
  /**
   * Saves the set. A refusal rejects with an Error whose message is the text to show (the
   * app words it: a name already taken, a name too long).
   */
  onSave: (name: string) => Promise<void>;
}

/** Names and saves the current filters and exclusions as a filter set. */
export function SaveFilterSetModal({
  isOpen,
  onOpenChange,
  canSave,
  onSave,
}: SaveFilterSetModalProps) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const close = () => {
    setName("");
    setError(null);
    onOpenChange(false);
  };

  const submit = async () => {
    const checked = validateFilterSetName(name);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(checked.value);
      close();
    } catch (failure) {
      setError(shownFailure(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="Save Filter Set"
      size="sm"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
    >
      <Form
        className="flex flex-col gap-4"
        data-saving={isSaving || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave && !isSaving) void submit();
        }}
      >
        <TextField
          label="Filter set name"
          value={name}
          onChange={(text) => {
            setName(text);
            setError(null);
          }}
          autoFocus
          description={`Up to ${FILTER_SET_NAME_MAX_LENGTH} characters.`}
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
        />
        {!canSave && (
          <Banner tone="info">
            Set a filter or exclude a shop first: there is nothing to save yet.
          </Banner>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onPress={close}>
            Cancel
          </Button>
          <Button type="submit" isDisabled={!canSave} isPending={isSaving} pendingLabel="Saving">
            Save Preset
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
