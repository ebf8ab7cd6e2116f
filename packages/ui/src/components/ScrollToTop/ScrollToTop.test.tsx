import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScrollToTop } from "./ScrollToTop";

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("ScrollToTop", () => {
  afterEach(() => scrollTo(0));

  it("appears only after scrolling past 100 px and scrolls back to the top", async () => {
    const user = userEvent.setup();
    const scroll = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    render(<ScrollToTop />);
    expect(screen.queryByRole("button", { name: "Scroll to top" })).toBeNull();
    scrollTo(100);
    expect(screen.queryByRole("button", { name: "Scroll to top" })).toBeNull();
    scrollTo(101);
    await user.click(screen.getByRole("button", { name: "Scroll to top" }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scroll.mockRestore();
  });
});
