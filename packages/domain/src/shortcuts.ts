/**
 * The keyboard shortcuts of the signed-in app (issue 18): the table the `?` dialog lists, and the
 * rule that says whether a key press is one of them where it happened.
 */

export type ShortcutId = "focusSearch" | "nextCard" | "previousCard" | "openCard" | "showShortcuts";

export interface Shortcut {
  id: ShortcutId;
  /** The key as `KeyboardEvent.key` reports it. */
  key: string;
  /** How the key is shown in the dialog. */
  label: string;
  description: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { id: "focusSearch", key: "/", label: "/", description: "Focus the search box" },
  { id: "nextCard", key: "j", label: "J", description: "Move to the next card" },
  { id: "previousCard", key: "k", label: "K", description: "Move to the previous card" },
  { id: "openCard", key: "Enter", label: "Enter", description: "Open the focused card" },
  { id: "showShortcuts", key: "?", label: "?", description: "Show these shortcuts" },
];

/** What the rule needs of a key press: its key and modifiers (Shift is part of `?` and `/` on many layouts). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Where the press happened. */
export interface ShortcutPlace {
  /** Focus is in a text entry (input, textarea, select, contenteditable): the key is typing. */
  typing: boolean;
  /** A dialog or menu is open: keys belong to it. */
  overlayOpen: boolean;
}

/** The element kinds in which a key press is typing, never a shortcut. */
const TEXT_ENTRY_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT"]);

export function isTextEntry(tagName: string, isContentEditable: boolean): boolean {
  return isContentEditable || TEXT_ENTRY_TAGS.has(tagName.toUpperCase());
}

/** The shortcut a key press is, or null: never while typing, with Ctrl, Meta or Alt, or under an overlay. */
export function matchShortcut(press: KeyPress, place: ShortcutPlace): ShortcutId | null {
  if (place.typing || place.overlayOpen) return null;
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  return SHORTCUTS.find((shortcut) => shortcut.key === press.key)?.id ?? null;
}

/**
 * The card `j` / `k` moves to: the next or previous one, staying at the ends; with no card focused
 * either key starts at the first card. Null when there is no card.
 */
export function cardAfterMove(
  current: number | null,
  count: number,
  direction: "next" | "previous",
): number | null {
  if (count <= 0) return null;
  if (current === null || current >= count) return 0;
  const next = direction === "next" ? current + 1 : current - 1;
  return Math.min(count - 1, Math.max(0, next));
}

/** Read to screen readers when a shortcut moves to a card, e.g. 'Card 3 of 200: Blue Mug'. */
export function cardPositionText(index: number, count: number, title: string): string {
  const place = `Card ${index + 1} of ${count}`;
  const name = title.trim();
  return name ? `${place}: ${name}` : place;
}
