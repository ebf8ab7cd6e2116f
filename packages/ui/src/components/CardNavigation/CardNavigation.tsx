import { cardPositionText } from "@hotshelf/domain";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
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

/**
 * The list the shortcuts move through: the one holding focus, else the first shown on the page (a
 * list in a tab panel kept behind another tab is on the page, not shown).
 */
export function activeCardList(
  lists: readonly CardList[],
  focused: Element | null,
): CardList | null {
  const present = lists.filter((list) => {
    const element = list.element();
    return element?.isConnected && element.checkVisibility?.() !== false;
  });
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

/** What a windowed list (only the cards near the viewport rendered) tells the card navigation. */
export interface WindowedCardList {
  /** The list's element. */
  element: () => HTMLElement | null;
  /** How many cards the list has in all, rendered or not. */
  count: number;
  /** The card holding focus, or null. */
  focusedIndex: number | null;
  /** Whether the card at index is rendered in the window now. */
  inWindow: (index: number) => boolean;
  /** Moves the window so the card at index will be rendered. */
  reveal: (index: number) => void;
  /** The card at index when it is rendered in its place, else null. */
  elementAt: (index: number) => HTMLElement | null;
}

/**
 * Registers a windowed list for the `j` / `k` shortcuts. A card outside the window is brought in
 * first and focused once it is rendered in its place.
 */
export function useWindowedCardList(windowed: WindowedCardList): void {
  // The card a shortcut moves to, until it is rendered in its place and can take focus.
  const [pending, setPending] = useState<number | null>(null);
  const navigation = useCardNavigation();
  const latest = useRef({ windowed, pending });
  latest.current = { windowed, pending };
  const cardList = useMemo<CardList>(
    () => ({
      element: () => latest.current.windowed.element(),
      count: () => latest.current.windowed.count,
      // A card on its way counts as focused, so quick presses (a held key) each move one further.
      focusedIndex: () => latest.current.pending ?? latest.current.windowed.focusedIndex,
      focusCard: (index) => {
        if (!latest.current.windowed.inWindow(index)) latest.current.windowed.reveal(index);
        latest.current.pending = index;
        setPending(index);
      },
    }),
    [],
  );
  useRegisterCardList(cardList);
  useLayoutEffect(() => {
    if (pending === null) return;
    const { count, elementAt } = latest.current.windowed;
    if (pending >= count) return setPending(null);
    const card = elementAt(pending);
    if (!card) return;
    setPending(null);
    focusCardElement(card, pending, count, navigation?.announce);
  });
}
