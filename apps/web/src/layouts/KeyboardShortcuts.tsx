import { cardAfterMove, isTextEntry, matchShortcut, SHORTCUTS } from "@hotshelf/domain";
import { activeCardList, useCardNavigation } from "@hotshelf/ui/CardNavigation";
import { lazy, Suspense, useEffect, useState } from "react";

/** The `?` dialog, fetched the first time it is asked for: most visits never open it. */
const ShortcutsDialog = lazy(() =>
  import("@hotshelf/ui/ShortcutsDialog").then((module) => ({ default: module.ShortcutsDialog })),
);

/** Open overlays own the keyboard: react-aria renders dialogs, menus and select lists only while open. */
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** Interactive elements whose own Enter already does what they say (follow, press). */
const ACTS_ON_ENTER = 'a[href], button, [role="button"], [role="link"], [role="menuitem"], summary';

/**
 * The keyboard shortcuts of the signed-in app (packages/domain SHORTCUTS): `/` focuses the search
 * box, `j` / `k` move through the cards of the page's list, `Enter` opens the focused card, `?`
 * lists them in a dialog.
 */
export function KeyboardShortcuts() {
  const navigation = useCardNavigation();
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const shortcut = matchShortcut(event, {
        typing: target !== null && isTextEntry(target.tagName, target.isContentEditable),
        overlayOpen: document.querySelector(OVERLAY) !== null,
      });
      if (shortcut === null) return;
      const focused = document.activeElement;
      switch (shortcut) {
        case "focusSearch": {
          const search = document.querySelector<HTMLInputElement>('input[type="search"]');
          if (!search) return;
          event.preventDefault();
          search.focus();
          search.select();
          return;
        }
        case "nextCard":
        case "previousCard": {
          const list = activeCardList(navigation?.lists() ?? [], focused);
          if (!list) return;
          const index = cardAfterMove(
            list.focusedIndex(),
            list.count(),
            shortcut === "nextCard" ? "next" : "previous",
          );
          if (index === null) return;
          event.preventDefault();
          list.focusCard(index);
          return;
        }
        case "openCard": {
          // A focused link or button opens or presses itself; a focused card opens its first link.
          if (!(focused instanceof HTMLElement) || focused.matches(ACTS_ON_ENTER)) return;
          const link = focused.querySelector<HTMLElement>("a[href]");
          if (!link) return;
          event.preventDefault();
          link.click();
          return;
        }
        case "showShortcuts":
          event.preventDefault();
          setOpen(true);
          return;
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [navigation]);

  return isOpen ? (
    <Suspense fallback={null}>
      <ShortcutsDialog shortcuts={SHORTCUTS} isOpen onOpenChange={setOpen} />
    </Suspense>
  ) : null;
}
