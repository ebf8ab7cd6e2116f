import { COLLECTION_LABELS, validateCollectionName } from "@hotshelf/domain";
import { useRef, useState } from "react";
import { Form } from "react-aria-components";
import { shownFailure } from "../../hooks/shownFailure";
import { useTimeout } from "../../hooks/useTimeout";
import { Banner } from "../Banner";
import { Button } from "../Button";
import { Modal } from "../Dialog";
import { LinkButton } from "../LinkButton";
import { submitEmptyOnEnter, TextField } from "../TextField";
import { Tick } from "../Tick";

export interface CollectionMembership {
  name: string;
  /** The product or shop is in this collection. */
  isMember: boolean;
}

export interface CollectionMembershipModalProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  collections: readonly CollectionMembership[];
  /** Each change rejects with an Error whose message is the text to show (empty: none). */
  onAdd: (name: string) => Promise<void>;
  onRemove: (name: string) => Promise<void>;
  /** Creates a collection (the caller reloads `collections`). */
  onCreate: (name: string) => Promise<void>;
  viewCollectionsHref: string;
  /** The link's text (default 'View Collections'). */
  viewCollectionsLabel?: string;
  /** How long the tick shows after an add or remove, and after a create. */
  tickMs: { change: number; create: number };
}

type Busy = { name: string; action: "add" | "remove"; state: "working" | "done" } | null;

/**
 * Adds one product or shop to collections or removes it, and creates collections. Each change shows a
 * working state, then a tick; failures show the message they reject with.
 */
export function CollectionMembershipModal({
  title,
  isOpen,
  onOpenChange,
  collections,
  onAdd,
  onRemove,
  onCreate,
  viewCollectionsHref,
  viewCollectionsLabel = COLLECTION_LABELS.viewCollections,
  tickMs,
}: CollectionMembershipModalProps) {
  const [busy, setBusy] = useState<Busy>(null);
  const [newName, setNewName] = useState("");
  const [creating, setCreating] = useState<"idle" | "working" | "done">("idle");
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  useTimeout(busy?.state === "done", tickMs.change, () => setBusy(null));
  useTimeout(creating === "done", tickMs.create, () => setCreating("idle"));

  const change = async (collection: CollectionMembership) => {
    setError(null);
    const action = collection.isMember ? "remove" : "add";
    setBusy({ name: collection.name, action, state: "working" });
    try {
      await (action === "remove" ? onRemove : onAdd)(collection.name);
      setBusy({ name: collection.name, action, state: "done" });
    } catch (failure) {
      setBusy(null);
      setError(shownFailure(failure));
    }
  };

  const create = async () => {
    const checked = validateCollectionName(
      newName,
      collections.map((c) => c.name),
    );
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    setCreating("working");
    try {
      await onCreate(checked.value);
      // Create is disabled once the name is cleared: whoever pressed it goes on in the name field,
      // ready for the next name, rather than dropped to the page.
      const field = form.current?.querySelector("input");
      if (field && form.current?.contains(document.activeElement)) field.focus();
      setNewName("");
      setCreating("done");
    } catch (failure) {
      setCreating("idle");
      setError(shownFailure(failure));
    }
  };

  return (
    <Modal title={title} isOpen={isOpen} onOpenChange={onOpenChange}>
      {({ close }) => (
        <div className="flex flex-col gap-4">
          {error && <Banner tone="danger">{error}</Banner>}
          {collections.length === 0 ? (
            <p className="text-muted text-sm">No collections yet. Create one below.</p>
          ) : (
            <ul aria-label="Collections" className="flex max-h-72 flex-col gap-1 overflow-y-auto">
              {collections.map((collection) => {
                const rowBusy = busy?.name === collection.name ? busy.state : undefined;
                return (
                  <li
                    key={collection.name}
                    data-member={collection.isMember || undefined}
                    data-state={rowBusy ?? "idle"}
                    className="flex items-center gap-2 rounded-md border border-border px-3 py-2"
                  >
                    <span className="min-w-0 flex-1 truncate text-sm" title={collection.name}>
                      {collection.name}
                    </span>
                    {rowBusy === "done" && (
                      <Tick label={busy?.action === "add" ? "Added" : "Removed"} />
                    )}
                    <Button
                      size="sm"
                      variant={collection.isMember ? "secondary" : "primary"}
                      aria-label={`${collection.isMember ? "Remove from" : "Add to"} ${collection.name}`}
                      isPending={rowBusy === "working"}
                      pendingLabel="Working"
                      isDisabled={busy?.state === "working" && rowBusy !== "working"}
                      onPress={() => change(collection)}
                    >
                      {collection.isMember ? "Remove" : "Add"}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          <Form
            ref={form}
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (creating !== "working") void create();
            }}
          >
            <TextField
              label="New collection name"
              value={newName}
              onChange={setNewName}
              onKeyDown={submitEmptyOnEnter(newName, () => void create())}
              className="flex-1"
            />
            {creating === "done" && <Tick label="Created" />}
            {/* Disabled while the name is empty (001 §5); pending, not disabled, while saving: a
                disabled button would drop the focus of whoever pressed it. */}
            <Button
              type="submit"
              variant="secondary"
              isDisabled={newName.trim() === ""}
              isPending={creating === "working"}
              pendingLabel="Creating"
            >
              Create
            </Button>
          </Form>
          <div className="flex justify-end gap-2 border-border border-t pt-4">
            <LinkButton href={viewCollectionsHref} variant="ghost">
              {viewCollectionsLabel}
            </LinkButton>
            <Button variant="primary" onPress={close}>
              Close
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
