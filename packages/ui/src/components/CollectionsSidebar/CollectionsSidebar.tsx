import {
  COLLECTION_LABELS,
  type CollectionSelection,
  sortCollectionNames,
  TICK_MS,
  validateCollectionName,
} from "@hotshelf/domain";
import { useId, useRef, useState } from "react";
import { Button as AriaButton, Form } from "react-aria-components";
import { useFocusHandoff, useReportFocusLoss } from "../../hooks/focusHandoff";
import { useLeavingRows } from "../../hooks/leavingRows";
import { shownFailure } from "../../hooks/shownFailure";
import { useTimeout } from "../../hooks/useTimeout";
import { focusRing } from "../../styles/focusRing";
import { Banner } from "../Banner";
import { Button } from "../Button";
import { Checkbox } from "../Checkbox";
import { LinkButton } from "../LinkButton";
import { Spinner } from "../Spinner";
import { submitEmptyOnEnter, TextField } from "../TextField";
import { Tick } from "../Tick";

export interface CollectionMember {
  id: number;
  title: string;
  /** The shop or product page: /shops/{shop_id} or /shops/{shop_id}/{product_id}. */
  href: string;
  /** A shop's storefront address, shown on its card when the search does not return the shop. */
  url?: string;
}

export interface Collection {
  name: string;
  members: readonly CollectionMember[];
}

export interface CollectionsSidebarProps {
  kind: "shops" | "products";
  /**
   * Staff collections are read-only: no create, delete, overwrite or remove, unless the screen
   * passes onMoveMember (a staff user curating the Staff Picks), with onRemoveMember and onDelete.
   */
  mode: "user" | "staff";
  collections: readonly Collection[];
  /** The selected collection and its excluded members (domain CollectionSelection). */
  selection: CollectionSelection;
  onSelect: (name: string) => void;
  /** Include or exclude one member from the results. */
  onToggleMember: (id: number) => void;
  onIncludeAll: () => void;
  onExcludeAll: () => void;
  /** The changes reject with an Error whose message is the text to show (empty: none). */
  onCreate?: (name: string) => Promise<void>;
  onDelete?: (name: string) => Promise<void>;
  onOverwrite?: (name: string) => Promise<void>;
  onRemoveMember?: (name: string, id: number) => Promise<void>;
  /** Moves a member one place up (-1) or down (1) in the collection's order (Staff Picks curation). */
  onMoveMember?: (name: string, id: number, offset: -1 | 1) => Promise<void>;
}

type RowState =
  | "idle"
  | "confirm-delete"
  | "confirm-overwrite"
  | "working"
  | "deleted"
  | "overwritten";

const TICK_FOR: Partial<Record<RowState, number>> = {
  deleted: TICK_MS.delete,
  overwritten: TICK_MS.overwrite,
};

const nameOf = (collection: Collection) => collection.name;
const idOf = (member: CollectionMember) => member.id;

const smallButton = ({ isFocusVisible }: { isFocusVisible: boolean }) =>
  `rounded px-1 text-muted text-xs hover:text-fg ${focusRing({ isFocusVisible })}`;

/**
 * The collections screen's sidebar: a row per collection (Tracked Shops first) with expand, delete and
 * overwrite (each confirmed, then a tick), creation with a name field, and per member an include
 * checkbox, Remove and View Shop / View Product. On small screens it is toggled by a menu button.
 */
export function CollectionsSidebar(props: CollectionsSidebarProps) {
  const { kind, mode, collections, selection, onCreate } = props;
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const panelId = useId();
  const title =
    mode === "staff"
      ? COLLECTION_LABELS.staffSidebarTitle
      : kind === "shops"
        ? "Shop Collections"
        : "Product Collections";
  const byName = new Map(collections.map((c) => [c.name, c]));
  const ordered = sortCollectionNames([...byName.keys()]).flatMap((name) => byName.get(name) ?? []);
  const canEdit = mode === "user";
  const rows = useFocusHandoff("[data-collection-select]");
  // A deleted collection shows its tick in its place before it leaves the list.
  const leaving = useLeavingRows(ordered, nameOf);

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        className="lg:hidden"
        aria-expanded={isMenuOpen}
        aria-controls={panelId}
        onPress={() => setMenuOpen((open) => !open)}
      >
        {isMenuOpen ? "Hide Collections Menu" : "Show Collections Menu"}
      </Button>
      <nav
        id={panelId}
        aria-label={title}
        data-mode={mode}
        data-open={isMenuOpen || undefined}
        className={`w-full flex-col gap-3 rounded-lg border border-border bg-raised p-3 text-fg lg:flex lg:w-80 ${isMenuOpen ? "flex" : "hidden"}`}
      >
        <h2 className="font-semibold text-base">{title}</h2>
        {error && <Banner tone="danger">{error}</Banner>}
        {leaving.rows.length === 0 && <p className="text-muted text-sm">No collections yet.</p>}
        <ul ref={rows.listRef} className="flex flex-col gap-1">
          {leaving.rows.map((collection, index) => (
            <CollectionRow
              key={collection.name}
              {...props}
              onFocusLost={() => rows.lost(index)}
              onLeave={() => leaving.hold(collection, index)}
              onLeft={() => leaving.release(collection.name)}
              isLeaving={leaving.isLeaving(collection.name)}
              collection={collection}
              isSelected={selection.name === collection.name}
              canEdit={canEdit}
              onError={setError}
            />
          ))}
        </ul>
        {canEdit && onCreate && (
          <CreateCollection
            existing={ordered.map((c) => c.name)}
            onCreate={onCreate}
            onError={(failure) => setError(failure === null ? null : shownFailure(failure))}
          />
        )}
      </nav>
    </div>
  );
}

interface CollectionRowProps extends CollectionsSidebarProps {
  /** The row leaves the list (deleted) while it holds focus. */
  onFocusLost: () => void;
  /** Keep the row on screen while it is deleted and its tick shows; let it go. */
  onLeave: () => void;
  onLeft: () => void;
  /** Deleted: the row is only held on screen for its tick. */
  isLeaving: boolean;
  collection: Collection;
  isSelected: boolean;
  canEdit: boolean;
  onError: (message: string | null) => void;
}

function CollectionRow({
  kind,
  collection,
  isSelected,
  canEdit,
  selection,
  onSelect,
  onToggleMember,
  onIncludeAll,
  onExcludeAll,
  onDelete,
  onOverwrite,
  onRemoveMember,
  onMoveMember,
  onError,
  onFocusLost,
  onLeave,
  onLeft,
  isLeaving,
}: CollectionRowProps) {
  const [state, setState] = useState<RowState>("idle");
  const [isExpanded, setExpanded] = useState(false);
  const membersId = useId();
  const expandRef = useRef<HTMLButtonElement>(null);
  const selectRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const members = useFocusHandoff("[data-member-actions]", expandRef);
  // A removed member shows its tick in its place before it leaves the list.
  const memberRows = useLeavingRows(collection.members, idOf);
  const rowRef = useReportFocusLoss(onFocusLost);
  const tickMs = TICK_FOR[state];
  useTimeout(tickMs !== undefined, tickMs ?? 0, () => {
    if (state === "deleted") onLeft();
    setState("idle");
  });

  const run = async (action: () => Promise<void>, done: RowState) => {
    // The confirm buttons go: the keyboard stays on this row's name, not dropped to the page, and
    // follows the row's place in the list if it is deleted.
    if (confirmRef.current?.contains(document.activeElement)) selectRef.current?.focus();
    if (done === "deleted") onLeave();
    setState("working");
    onError(null);
    try {
      await action();
      setState(done);
    } catch (failure) {
      if (done === "deleted") onLeft();
      setState("idle");
      // Deletion errors are only logged (001 §8); overwrite failures are shown.
      if (done === "overwritten") onError(shownFailure(failure));
    }
  };

  const confirming = state === "confirm-delete" || state === "confirm-overwrite";
  return (
    <li
      ref={rowRef}
      aria-label={collection.name}
      data-state={state}
      data-selected={isSelected || undefined}
      className="flex flex-col rounded-md border border-transparent data-selected:border-brand"
    >
      <div className="flex items-center gap-1">
        <AriaButton
          ref={expandRef}
          aria-expanded={isExpanded}
          aria-controls={membersId}
          aria-label={`${isExpanded ? "Collapse" : "Expand"} ${collection.name}`}
          onPress={() => setExpanded((open) => !open)}
          className={({ isFocusVisible }) => `rounded p-1 ${focusRing({ isFocusVisible })}`}
        >
          <svg
            viewBox="0 0 16 16"
            className={`size-4 ${isExpanded ? "rotate-90" : ""}`}
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </AriaButton>
        <AriaButton
          ref={selectRef}
          data-collection-select
          aria-current={isSelected || undefined}
          onPress={() => {
            if (!isLeaving) onSelect(collection.name);
          }}
          className={({ isFocusVisible }) =>
            `flex min-w-0 flex-1 items-baseline rounded px-1 py-1 text-left text-sm ${isSelected ? "font-semibold" : ""} ${focusRing({ isFocusVisible })}`
          }
        >
          {/* A long name gives way, the member count stays in sight. */}
          <span className="truncate" title={collection.name}>
            {collection.name}
          </span>
          <span className="ml-1 shrink-0 text-muted text-xs">({collection.members.length})</span>
        </AriaButton>
        {state === "working" && <Spinner size="sm" label="Working" />}
        {state === "deleted" && <Tick label="Deleted" />}
        {state === "overwritten" && <Tick label="Overwritten" />}
        {state === "idle" && (
          <>
            {canEdit && onOverwrite && (
              <AriaButton
                aria-label={`Overwrite ${collection.name}`}
                onPress={() => setState("confirm-overwrite")}
                className={smallButton}
              >
                Overwrite
              </AriaButton>
            )}
            {/* Staff curating the Staff Picks may delete a whole collection too. */}
            {(canEdit || onMoveMember) && onDelete && (
              <AriaButton
                aria-label={`Delete ${collection.name}`}
                onPress={() => setState("confirm-delete")}
                className={smallButton}
              >
                Delete
              </AriaButton>
            )}
          </>
        )}
      </div>
      {confirming && (
        <div
          ref={confirmRef}
          role="group"
          aria-label={`Confirm for ${collection.name}`}
          className="flex items-center gap-2 px-2 py-1"
        >
          <span className="flex-1 text-sm">
            {state === "confirm-delete"
              ? COLLECTION_LABELS.deleteConfirm
              : COLLECTION_LABELS.overwriteConfirm}
          </span>
          <Button
            size="sm"
            variant={state === "confirm-delete" ? "danger" : "primary"}
            autoFocus
            onPress={() =>
              state === "confirm-delete"
                ? run(() => onDelete?.(collection.name) ?? Promise.resolve(), "deleted")
                : run(() => onOverwrite?.(collection.name) ?? Promise.resolve(), "overwritten")
            }
          >
            Confirm
          </Button>
          <Button size="sm" variant="ghost" onPress={() => setState("idle")}>
            Cancel
          </Button>
        </div>
      )}
      {isExpanded && (
        <div id={membersId} className="flex flex-col gap-1 py-1 pl-6">
          {isSelected && collection.members.length > 0 && (
            <div className="flex gap-2">
              <Button size="sm" variant="ghost" onPress={onIncludeAll}>
                Include All
              </Button>
              <Button size="sm" variant="ghost" onPress={onExcludeAll}>
                Exclude All
              </Button>
            </div>
          )}
          {memberRows.rows.length === 0 && (
            <p className="text-muted text-xs">This collection is empty.</p>
          )}
          <ul ref={members.listRef} className="flex flex-col gap-1">
            {memberRows.rows.map((member, index) => (
              <MemberRow
                key={member.id}
                kind={kind}
                member={member}
                onFocusLost={() => members.lost(index)}
                onLeave={() => memberRows.hold(member, index)}
                onLeft={() => memberRows.release(member.id)}
                // Include checkboxes apply to the selected collection's results only.
                isIncluded={isSelected ? !selection.excludedIds.includes(member.id) : undefined}
                onToggle={() => onToggleMember(member.id)}
                // User collections offer Remove when editable; Staff Picks only to a curating screen.
                onRemove={
                  (canEdit || onMoveMember) && onRemoveMember
                    ? () => onRemoveMember(collection.name, member.id)
                    : undefined
                }
                {...(onMoveMember && {
                  onMove: (offset: -1 | 1) => onMoveMember(collection.name, member.id, offset),
                  isFirst: collection.members[0]?.id === member.id,
                  isLast: collection.members.at(-1)?.id === member.id,
                })}
                onError={(failure) => onError(shownFailure(failure))}
              />
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

interface MemberRowProps {
  kind: CollectionsSidebarProps["kind"];
  member: CollectionMember;
  isIncluded: boolean | undefined;
  onToggle: () => void;
  /** The row leaves the list while it holds focus. */
  onFocusLost: () => void;
  /** Keep the row on screen while it is removed and its tick shows; let it go. */
  onLeave: () => void;
  onLeft: () => void;
  onRemove?: () => Promise<void>;
  /** Move Up / Move Down, each disabled at its end of the list. */
  onMove?: (offset: -1 | 1) => Promise<void>;
  isFirst?: boolean;
  isLast?: boolean;
  onError: (failure: unknown) => void;
}

function MemberRow({
  kind,
  member,
  isIncluded,
  onToggle,
  onFocusLost,
  onLeave,
  onLeft,
  onRemove,
  onMove,
  isFirst = false,
  isLast = false,
  onError,
}: MemberRowProps) {
  const [isOpen, setOpen] = useState(false);
  const rowRef = useReportFocusLoss(onFocusLost);
  const actionsRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"idle" | "working" | "removed">("idle");
  // A removed member's actions are done with while it shows its tick.
  const isPanelShown = isOpen && state !== "removed";
  const panelId = useId();
  useTimeout(state === "removed", TICK_MS.addOrRemove, () => {
    onLeft();
    setState("idle");
  });

  const remove = async () => {
    if (!onRemove) return;
    onLeave();
    setState("working");
    try {
      await onRemove();
      // Its actions are done with: the panel closes and the keyboard stays on the row, beside the
      // tick, and follows the row's place in the list when it leaves.
      if (panelRef.current?.contains(document.activeElement)) actionsRef.current?.focus();
      setOpen(false);
      setState("removed");
    } catch (failure) {
      onLeft();
      setState("idle");
      onError(failure);
    }
  };

  const move = async (offset: -1 | 1) => {
    if (!onMove) return;
    try {
      await onMove(offset);
    } catch (failure) {
      onError(failure);
    }
  };

  return (
    <li ref={rowRef} aria-label={member.title} data-state={state} className="flex flex-col">
      <div className="flex items-center gap-2">
        {isIncluded === undefined ? (
          <span className="min-w-0 flex-1 truncate text-sm" title={member.title}>
            {member.title}
          </span>
        ) : (
          <Checkbox isSelected={isIncluded} onChange={onToggle} className="min-w-0 flex-1">
            <span className="truncate" title={member.title}>
              {member.title}
            </span>
          </Checkbox>
        )}
        {state === "removed" && <Tick label="Removed" />}
        <AriaButton
          ref={actionsRef}
          data-member-actions
          aria-expanded={isPanelShown}
          aria-controls={panelId}
          aria-label={`Actions for ${member.title}`}
          onPress={() => setOpen((open) => !open)}
          className={smallButton}
        >
          …
        </AriaButton>
      </div>
      {isPanelShown && (
        <div ref={panelRef} id={panelId} className="flex flex-wrap gap-2 py-1 pl-6">
          {onMove && (
            <>
              <Button size="sm" variant="ghost" isDisabled={isFirst} onPress={() => move(-1)}>
                Move Up
              </Button>
              <Button size="sm" variant="ghost" isDisabled={isLast} onPress={() => move(1)}>
                Move Down
              </Button>
            </>
          )}
          {onRemove && (
            // Pending, not disabled: a disabled button would drop the focus of whoever pressed it.
            <Button
              size="sm"
              variant="secondary"
              isPending={state === "working"}
              pendingLabel="Removing"
              onPress={remove}
            >
              Remove
            </Button>
          )}
          <LinkButton
            size="sm"
            variant="ghost"
            href={member.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {kind === "shops" ? "View Shop" : "View Product"}
          </LinkButton>
        </div>
      )}
    </li>
  );
}

interface CreateCollectionProps {
  existing: readonly string[];
  onCreate: (name: string) => Promise<void>;
  /** A failure to show, or null to clear the message. */
  onError: (failure: unknown) => void;
}

function CreateCollection({ existing, onCreate, onError }: CreateCollectionProps) {
  const [state, setState] = useState<"closed" | "editing" | "saving" | "created">("closed");
  const [name, setName] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  useTimeout(state === "created", TICK_MS.create, () => setState("closed"));

  const submit = async () => {
    const checked = validateCollectionName(name, existing);
    if (!checked.ok) {
      setInvalid(checked.error);
      return;
    }
    setState("saving");
    onError(null);
    try {
      await onCreate(checked.value);
      setName("");
      setState("created");
    } catch (failure) {
      setState("editing");
      onError(failure);
    }
  };

  if (state === "closed" || state === "created") {
    return (
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onPress={() => setState("editing")}>
          New Collection
        </Button>
        {state === "created" && <Tick label="Created" />}
      </div>
    );
  }
  return (
    <Form
      className="flex flex-col gap-2"
      data-state={state}
      onSubmit={(event) => {
        event.preventDefault();
        if (state === "editing") void submit();
      }}
    >
      <TextField
        label="New collection name"
        value={name}
        autoFocus
        onKeyDown={submitEmptyOnEnter(name, () => {
          if (state === "editing") void submit();
        })}
        onChange={(text) => {
          setName(text);
          setInvalid(null);
        }}
        isInvalid={invalid !== null}
        errorMessage={invalid ?? undefined}
      />
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          isDisabled={name.trim() === ""}
          isPending={state === "saving"}
          pendingLabel="Saving"
        >
          Confirm
        </Button>
        <Button
          size="sm"
          variant="ghost"
          isDisabled={state === "saving"}
          onPress={() => {
            setName("");
            setInvalid(null);
            setState("closed");
          }}
        >
          Cancel
        </Button>
      </div>
    </Form>
  );
}
