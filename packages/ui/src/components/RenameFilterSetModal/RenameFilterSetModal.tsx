import {
  COLLECTION_LABELS,
  FILTER_SET_NAME_MAX_LENGTH,
  validateFilterSetName,
} from "@hotshelf/domain";
import { useState } from "react";
import { Form } from "react-aria-components";
import { shownFailure } from "../../hooks/shownFailure";
import { Button } from "../Button";
import { Modal } from "../Dialog";
import { TextField } from "../TextField";

export interface RenameFilterSetModalProps {
  /** The preset being renamed; null keeps the dialog closed. */
  name: string | null;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Renames the preset. A refusal rejects with an Error whose message is the text to show (a name
   * already taken, a name too long); the dialog stays open with it.
   */
  onRename: (newName: string) => Promise<void>;
}

/** Renames a filter preset (staff presets): the current name to edit, Cancel and Rename. */
export function RenameFilterSetModal({ name, onOpenChange, onRename }: RenameFilterSetModalProps) {
  return (
    <Modal
      title={COLLECTION_LABELS.renamePreset}
      size="sm"
      isOpen={name !== null}
      onOpenChange={onOpenChange}
    >
      {/* Keyed by the preset, so each opening starts from that preset's name and no old error. */}
      {name !== null && (
        <RenameForm
          key={name}
          name={name}
          onCancel={() => onOpenChange(false)}
          onRename={onRename}
        />
      )}
    </Modal>
  );
}

function RenameForm({
  name,
  onCancel,
  onRename,
}: {
  name: string;
  onCancel: () => void;
  onRename: (newName: string) => Promise<void>;
}) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const submit = async () => {
    const checked = validateFilterSetName(value);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    // The same name is no change: nothing to ask the server.
    if (checked.value === name) {
      onCancel();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onRename(checked.value);
      onCancel();
    } catch (failure) {
      setError(shownFailure(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      className="flex flex-col gap-4"
      data-saving={isSaving || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isSaving) void submit();
      }}
    >
      <TextField
        label="New name"
        value={value}
        onChange={(text) => {
          setValue(text);
          setError(null);
        }}
        autoFocus
        description={`Renaming '${name}'. Up to ${FILTER_SET_NAME_MAX_LENGTH} characters.`}
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={isSaving} pendingLabel="Renaming">
          Rename
        </Button>
      </div>
    </Form>
  );
}
