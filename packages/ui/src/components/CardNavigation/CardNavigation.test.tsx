import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  activeCardList,
  type CardList,
  CardNavigationProvider,
  focusCardElement,
  useCardNavigation,
} from "./CardNavigation";

function listOf(element: HTMLElement): CardList {
  return { element: () => element, count: () => 1, focusedIndex: () => null, focusCard: () => {} };
}

describe("activeCardList", () => {
  it("is the list holding focus, else the first on the page", () => {
    render(
      <>
        <ul data-testid="first">
          <li>
            <a href="/a">A</a>
          </li>
        </ul>
        <ul data-testid="second">
          <li>
            <a href="/b">B</a>
          </li>
        </ul>
      </>,
    );
    const first = listOf(screen.getByTestId("first"));
    const second = listOf(screen.getByTestId("second"));
    expect(activeCardList([second, first], document.body)).toBe(first);
    const link = screen.getByRole("link", { name: "B" });
    link.focus();
    expect(activeCardList([first, second], link)).toBe(second);
    expect(activeCardList([], null)).toBeNull();
  });

  it("passes over a list that is not shown (in a tab panel kept behind another tab)", () => {
    render(
      <>
        <div style={{ display: "none" }}>
          <ul data-testid="kept">
            <li>
              <a href="/a">A</a>
            </li>
          </ul>
        </div>
        <ul data-testid="shown">
          <li>
            <a href="/b">B</a>
          </li>
        </ul>
      </>,
    );
    const kept = listOf(screen.getByTestId("kept"));
    const shown = listOf(screen.getByTestId("shown"));
    expect(activeCardList([kept, shown], document.body)).toBe(shown);
  });
});

describe("focusCardElement", () => {
  it("focuses the card's first link and announces its place and title", () => {
    let announce: ((text: string) => void) | undefined;
    function Catch() {
      announce = useCardNavigation()?.announce;
      return (
        <article data-testid="card">
          <a href="/shops/7">Blue Mugs</a>
          <button type="button">Exclude</button>
        </article>
      );
    }
    render(
      <CardNavigationProvider>
        <Catch />
      </CardNavigationProvider>,
    );
    act(() => focusCardElement(screen.getByTestId("card"), 2, 40, announce));
    expect(screen.getByRole("link", { name: "Blue Mugs" })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("Card 3 of 40: Blue Mugs");
  });

  it("focuses a card without a link itself", () => {
    render(<div data-testid="card">An ad</div>);
    const card = screen.getByTestId("card");
    focusCardElement(card, 0, 1, undefined);
    expect(card).toHaveFocus();
  });
});
