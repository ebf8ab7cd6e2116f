import { describe, expect, it } from "vitest";
import {
  cardAfterMove,
  cardPositionText,
  isTextEntry,
  type KeyPress,
  matchShortcut,
  SHORTCUTS,
} from "./shortcuts";

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});
const free = { typing: false, overlayOpen: false };

describe("matchShortcut", () => {
  it("knows each key of the table, and nothing else", () => {
    for (const shortcut of SHORTCUTS)
      expect(matchShortcut(press(shortcut.key), free)).toBe(shortcut.id);
    expect(matchShortcut(press("x"), free)).toBeNull();
    // Capital J (Shift+j) is not j.
    expect(matchShortcut(press("J"), free)).toBeNull();
  });

  it("never fires while typing or under a dialog or menu", () => {
    expect(matchShortcut(press("j"), { typing: true, overlayOpen: false })).toBeNull();
    expect(matchShortcut(press("/"), { typing: false, overlayOpen: true })).toBeNull();
  });

  it("never fires with Ctrl, Meta or Alt (the browser's and system's shortcuts)", () => {
    expect(matchShortcut(press("j", { ctrlKey: true }), free)).toBeNull();
    expect(matchShortcut(press("k", { metaKey: true }), free)).toBeNull();
    expect(matchShortcut(press("/", { altKey: true }), free)).toBeNull();
  });
});

describe("isTextEntry", () => {
  it("is true in inputs, text areas, selects and contenteditable elements", () => {
    expect(isTextEntry("input", false)).toBe(true);
    expect(isTextEntry("TEXTAREA", false)).toBe(true);
    expect(isTextEntry("SELECT", false)).toBe(true);
    expect(isTextEntry("DIV", true)).toBe(true);
    expect(isTextEntry("A", false)).toBe(false);
    expect(isTextEntry("BODY", false)).toBe(false);
  });
});

describe("cardAfterMove", () => {
  it("moves one card and stays at the ends", () => {
    expect(cardAfterMove(3, 10, "next")).toBe(4);
    expect(cardAfterMove(3, 10, "previous")).toBe(2);
    expect(cardAfterMove(9, 10, "next")).toBe(9);
    expect(cardAfterMove(0, 10, "previous")).toBe(0);
  });

  it("starts at the first card when none is focused, and has nowhere to go in an empty list", () => {
    expect(cardAfterMove(null, 10, "next")).toBe(0);
    expect(cardAfterMove(null, 10, "previous")).toBe(0);
    expect(cardAfterMove(12, 10, "next")).toBe(0);
    expect(cardAfterMove(null, 0, "next")).toBeNull();
  });
});

describe("cardPositionText", () => {
  it("says the card's place and title", () => {
    expect(cardPositionText(2, 200, " Blue Mug ")).toBe("Card 3 of 200: Blue Mug");
    expect(cardPositionText(0, 1, "")).toBe("Card 1 of 1");
  });
});
