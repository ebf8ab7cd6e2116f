import { cardPositionText } from "@hotshelf/domain";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

/** A list of cards the `j` / `k` shortcuts move through (a grid, a table's rows, a list of ads). */
export interface CardList {
  /** The list's element: which list holds focus, and their order on the page. */
  element: () => HTMLElement | null;
  /** How many cards the list has in all, rendered or not. */
  count: () => number;
  /** The card holding focus, or null. */
  focusedIndex: () => number | null;
  /** Brings the card into view (rendering it first if the list is windowed) and focuses it. */
  focusCard: (index: number) => void;
}

interface CardNavigation {
  register: (list: CardList) => () => void;
  lists: () => CardList[];
  announce: (text: string) => void;
}

const CardNavigationContext = createContext<CardNavigation | null>(null);

/**
 * Holds the card lists on the page and a polite live region: a list registers itself, the keyboard
 * shortcuts find the list to move through, and a move is read out ('Card 3 of 200: Blue Mug').
 */
export function CardNavigationProvider({ children }: { children: ReactNode }) {
  const lists = useRef(new Set<CardList>());
  const [message, setMessage] = useState("");
  const announce = useCallback((text: string) => setMessage(text), []);
  const navigation = useMemo<CardNavigation>(
    () => ({
      register: (list) => {
        lists.current.add(list);
        return () => lists.current.delete(list);
      },
      lists: () => [...lists.current],
      announce,
    }),
    [announce],
  );
  return (
    <CardNavigationContext.Provider value={navigation}>
      {children}
      <div role="status" aria-live="polite" className="sr-only">
        {message}
      </div>
    </CardNavigationContext.Provider>
  );
}

export function useCardNavigation(): CardNavigation | null {
  return useContext(CardNavigationContext);
}

/** Registers a list while it is mounted; without a provider (a story, a test) it does nothing. */
export function useRegisterCardList(list: CardList): void {
  const navigation = useCardNavigation();
  useEffect(() => navigation?.register(list), [navigation, list]);
}

/** The list the shortcuts move through: the one holding focus, else the first on the page. */
export function activeCardList(
  lists: readonly CardList[],
  focused: Element | null,
): CardList | null {
  const present = lists.filter((list) => list.element()?.isConnected);
  const holder = present.find((list) => focused && list.element()?.contains(focused));
  if (holder) return holder;
  present.sort((a, b) => {
    const before = (a.element() as HTMLElement).compareDocumentPosition(b.element() as HTMLElement);
    return before & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return present[0] ?? null;
}

/** The element a card's focus goes to: its first link (the title, which opens it), else the card. */
function focusTargetOf(card: HTMLElement): HTMLElement {
  return card.querySelector<HTMLElement>("a[href]") ?? card;
}

/**
 * Focuses a rendered card, centres it in the viewport and announces its place. The card's title is
 * the text of the link it focuses.
 */
export function focusCardElement(
  card: HTMLElement,
  index: number,
  count: number,
  announce: ((text: string) => void) | undefined,
): void {
  const target = focusTargetOf(card);
  if (target === card && !card.hasAttribute("tabindex")) card.tabIndex = -1;
  target.focus({ preventScroll: true });
  card.scrollIntoView?.({ block: "center" });
  announce?.(cardPositionText(index, count, target === card ? "" : (target.textContent ?? "")));
}
